import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.ts';

// CI runs every package's tests side by side on two cores: a slow run is not a failure.
export default defineConfig({ plugins: linguiPlugins(), test: { testTimeout: 60_000 } });
