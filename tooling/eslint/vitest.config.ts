import { defineConfig } from 'vitest/config';

// The first lint of a run loads the whole ESLint config and the TypeScript parser: on a busy
// two-core machine that alone can take longer than vitest's default 5 s.
export default defineConfig({ test: { testTimeout: 30_000 } });
