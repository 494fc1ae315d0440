// The app's own tests read its country record only. Without this file vitest would load
// vite.config.ts, whose React Router plugin writes .react-router/types while the typecheck and build
// tasks of the same app write them too (a race that failed a test run with ENOENT).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['app/**/*.test.ts'], testTimeout: 60_000 } });
