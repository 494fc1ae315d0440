import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Integration suites migrate and seed a fresh database first.
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
