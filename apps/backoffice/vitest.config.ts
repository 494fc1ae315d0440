import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // CI runs every package's tests side by side on two cores, and some tests start processes:
    // a slow run is not a failure (speed is measured by the benchmark scripts, never asserted).
    testTimeout: 120_000,
    // Integration suites migrate and seed a fresh database first.
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
