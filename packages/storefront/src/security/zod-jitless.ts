// zod compiles object schemas with `new Function` when it may; to find out it tries once, which a
// Content-Security-Policy without 'unsafe-eval' reports as a violation. In the browser we tell it
// not to try (the schemas validate forms, where compiled speed does not matter). This is what
// `z.config({ jitless: true })` sets, written to zod's global configuration object directly so that
// every page does not load zod's core just for this; zod reads the flag on its first parse.
// The attack suite (tooling/e2e security) fails on any CSP violation if this stops working.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
