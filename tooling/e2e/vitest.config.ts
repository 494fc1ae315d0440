import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/failure-report.ts'],
    // One demo data folder seeded per run, copied for each journey's back office (seeded-data.ts).
    globalSetup: ['src/seeded-data.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: too short when the servers share two busy cores.
    expect: { poll: { timeout: 15_000 } },
    // Browser journeys share the two cores with the servers they start: one file at a time. Two at a
    // time halve the journeys alone (1,242 s -> 696 s) but in CI, beside the back office's suites,
    // the whole run took longer (1,223 s -> 1,398 s) and starved them (docs/benchmarks.md, session 22).
    fileParallelism: false,
  },
});
