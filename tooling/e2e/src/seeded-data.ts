// The demo back office migrates and seeds its 600 products at its first start: a few seconds of
// the two cores, once per journey file. So the run seeds one data folder first (Vitest's global
// setup) and every back office with the demo's seed starts on a copy of it; the copy still runs the
// back office's own start (migrations, the seeded check), only the seeding is skipped.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { inject } from 'vitest';
import { startBackOffice } from './start-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder a demo back office seeded this run, or '' when none was made. */
    seededDataDir: string;
  }
}

/** Settings that change what is seeded or where: a back office given any of them seeds its own. */
const SEED_SETTINGS = ['SHOP_MODE', 'NODE_ENV', 'DATABASE_URL', 'SEED_PRODUCTS'];

/** Fills `dataDir` with a copy of this run's seeded data folder, if there is one and `env` keeps the demo's seed. */
export function copySeededData(dataDir: string, env: Record<string, string>): void {
  if (SEED_SETTINGS.some((name) => name in env)) return;
  let seeded = '';
  try {
    seeded = inject('seededDataDir');
  } catch {
    // not inside a Vitest run (the screenshot and bench scripts): the back office seeds its own
  }
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
}

export default async function setup(project: TestProject) {
  const backOffice = await startBackOffice();
  await backOffice.stop();
  const kept = mkdtempSync(path.join(tmpdir(), 'e2e-seeded-'));
  cpSync(backOffice.dataDir, kept, { recursive: true });
  rmSync(backOffice.dataDir, { recursive: true, force: true });
  project.provide('seededDataDir', kept);
  return () => rmSync(kept, { recursive: true, force: true });
}
