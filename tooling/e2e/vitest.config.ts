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
    // Browser journeys share the two cores with the servers they start: one file at a time.
    fileParallelism: false,
  },
});
