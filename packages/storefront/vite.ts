// The Vite config every country app uses: React Router framework mode (SSR + hydration), the
// Lingui transform, and the aliases that point shared screens at the app's own country config and
// at the catalog of its locale.
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { catalogOfLocale } from '@shop/i18n/languages';
import { linguiPlugins } from '@shop/i18n/vite';
import { defineConfig, type UserConfig } from 'vite';

/** `locale` is the country's shop locale (de_DE, de_AT, ro_RO): it picks the catalog (de, de-AT, ro). */
export function storefrontViteConfig(appRoot: string, locale: string): UserConfig {
  return defineConfig({
    plugins: [reactRouter(), ...linguiPlugins()],
    resolve: {
      alias: {
        'virtual:shop-country': path.join(appRoot, 'app/country.ts'),
        // Only this shop's catalog goes into its bundle (Austria: de-AT, compiled with German fallback).
        'virtual:shop-messages': path.join(import.meta.dirname, `../i18n/src/locales/${catalogOfLocale(locale)}.po`),
      },
    },
    // One stylesheet for the whole shop (about 10 KB gzip, cached across pages): a page waits for one
    // stylesheet request before its first paint instead of eight to ten (issue 19).
    build: { cssCodeSplit: false },
    server: { fs: { allow: [path.join(appRoot, '../..')] } },
  });
}
