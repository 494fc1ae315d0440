// Storybook of the storefront's screens (issue 13): the route modules and screens of
// packages/storefront rendered in a memory router with fixture data, with the ui-kit's tokens and
// the storefront's own Vite needs (Lingui transform and catalogs, the country alias). The ui-kit keeps
// its own Storybook for components; this one is for whole screens.
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { linguiPlugins } from '@shop/i18n/vite';
import { serverModuleStubs } from './server-stubs.ts';

const here = import.meta.dirname;

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [{ from: './public', to: '/story-assets' }],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), serverModuleStubs(), ...linguiPlugins()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        // The toolbar's country instead of one app's (production: storefrontViteConfig).
        'virtual:shop-country': path.join(here, 'story-country.ts'),
        // Only root.tsx's module-level i18n reads it; stories provide their own per country.
        'virtual:shop-messages': path.join(here, '../../i18n/src/locales/de.po'),
      },
    };
    // The apps' country records read SHOP_ORIGIN from the environment on the server.
    viteConfig.define = { ...viteConfig.define, 'process.env.SHOP_ORIGIN': 'undefined' };
    viteConfig.server = { ...viteConfig.server, fs: { ...viteConfig.server?.fs, allow: [path.join(here, '../../..')] } };
    return viteConfig;
  },
};
export default config;
