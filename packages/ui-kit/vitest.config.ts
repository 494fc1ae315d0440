import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // CI runs every package's tests side by side on two cores: a slow run is not a failure.
  test: { css: { modules: { classNameStrategy: 'non-scoped' } }, testTimeout: 60_000 },
});
