import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.ts';

export default defineConfig({ plugins: linguiPlugins() });
