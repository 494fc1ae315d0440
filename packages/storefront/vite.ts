// The Vite config every country app uses: React Router framework mode (SSR + hydration), the
// Lingui transform, and the alias that points shared screens at the app's own country config.
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { linguiPlugins } from '@shop/i18n/vite';
import { defineConfig, type UserConfig } from 'vite';

export function storefrontViteConfig(appRoot: string): UserConfig {
  return defineConfig({
    plugins: [reactRouter(), ...linguiPlugins()],
    resolve: {
      alias: { 'virtual:shop-country': path.join(appRoot, 'app/country.ts') },
    },
    server: { fs: { allow: [path.join(appRoot, '../..')] } },
  });
}
