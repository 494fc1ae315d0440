import { defineConfig } from 'vitest/config';

// Pure functions and schemas, no state kept in modules: one load of the code per worker instead of
// one per test file (Vitest's isolation is what most of this package's test time went to).
export default defineConfig({ test: { isolate: false } });
