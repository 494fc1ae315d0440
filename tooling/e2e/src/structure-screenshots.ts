// `pnpm --filter @shop/e2e screenshots:structure [--top] [outDir]`: screenshots (whole page, or --top: first screen) of the admin's structure
// pages (issue 16: category tree and form, brands, features, folders, a content page in the
// editor) in German and Romanian at 1280 px and 375 px, into ./screenshots unless told otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { demoAdmin } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { startBackOffice } from './start-shop.ts';

const outArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const outDir = path.resolve(outArg ?? path.resolve(import.meta.dirname, '../../../screenshots'));
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
const backOffice = await startBackOffice();
const pages = ['/categories', '/categories/1', '/brands', '/brands/1', '/features', '/features/1', '/folders', '/contents/new?folder=1', '/contents/7'];
try {
  for (const [lang, locale] of [
    ['de', 'de-DE'],
    ['ro', 'ro-RO'],
  ] as const) {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${backOffice.apiUrl}/admin/sign-in`);
      await page.locator('input[type="email"]').fill(demoAdmin.email);
      await page.locator('input[type="password"]').fill(demoAdmin.password);
      await page.locator('input[type="password"]').press('Enter');
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
      for (const target of pages) {
        await page.goto(`${backOffice.apiUrl}/admin${target}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const name = `admin-${lang}${target.replace(/[/?=]/g, '_')}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: !process.argv.includes('--top') });
        console.info(path.join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await backOffice.stop();
}
