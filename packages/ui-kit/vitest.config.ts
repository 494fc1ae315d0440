import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // The components keep no state in modules and every test renders into a cleaned document: one
    // jsdom per worker instead of one per file (its set-up was 62 % of this suite's time: 63 s became 6 s).
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // CI runs every package's tests side by side on two cores: a slow run is not a failure.
    testTimeout: 60_000,
  },
});
