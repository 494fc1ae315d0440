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
    // Two journey files at a time: a journey mostly waits (on its servers, on Chromium), one file
    // alone kept about 1.2 of the 2 cores busy. Each file has its own servers, ports and data
    // folder, so two never share state (docs/benchmarks.md, session 22: 1,242 s -> 696 s alone).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
