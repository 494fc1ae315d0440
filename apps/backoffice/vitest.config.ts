import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Seeded databases built once per run and copied per suite (src/testing/seeded-databases.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // The suites keep no state in modules (each starts its own back office on its own database), so
    // a worker loads the back office's code once instead of once per file: 526 s became 325 s.
    isolate: false,
    // CI runs every package's tests side by side on two cores, and some tests start processes:
    // a slow run is not a failure (speed is measured by the benchmark scripts, never asserted).
    testTimeout: 120_000,
    // Integration suites migrate and seed a fresh database first (or copy one seeded this run).
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
