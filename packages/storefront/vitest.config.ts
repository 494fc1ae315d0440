import { linguiPlugins } from '@shop/i18n/vite';
import { defineConfig } from 'vitest/config';

// The Lingui macro transform and the .po loader, so screen tests render real catalog texts.
export default defineConfig({ plugins: linguiPlugins() });
