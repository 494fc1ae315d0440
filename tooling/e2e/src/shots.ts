// Screenshots for people to look at (the guide's 375 and 1280 px of every touched screen): written
// only when SHOTS_DIR names a folder. A full-page screenshot costs Chromium about 0.4 core-s, so a
// CI run, where nobody looks at them, takes none.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

export async function shot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, file), ...options });
}

/** Full-page screenshots at 1280 and 375 px (`name-1280.png`, `name-375.png`); the page is left at 1280 px. */
export async function shotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
