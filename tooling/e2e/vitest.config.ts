import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Browser journeys share the two cores with the servers they start: one file at a time.
    fileParallelism: false,
  },
});
