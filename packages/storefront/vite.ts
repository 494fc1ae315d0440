// The Vite config every country app uses: React Router framework mode (SSR + hydration), the
// Lingui transform, and the aliases that point shared screens at the app's own country config and
// at the catalog of its language.
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { linguiPlugins } from '@shop/i18n/vite';
import { defineConfig, type UserConfig } from 'vite';

export function storefrontViteConfig(appRoot: string, language: 'de' | 'ro' | 'en'): UserConfig {
  return defineConfig({
    plugins: [reactRouter(), ...linguiPlugins()],
    resolve: {
      alias: {
        'virtual:shop-country': path.join(appRoot, 'app/country.ts'),
        // Only this shop's catalog goes into its bundle.
        'virtual:shop-messages': path.join(import.meta.dirname, `../i18n/src/locales/${language}.po`),
      },
    },
    server: { fs: { allow: [path.join(appRoot, '../..')] } },
  });
}
