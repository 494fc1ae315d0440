// `pnpm --filter @shop/e2e screenshots:perf [folder]`: the nine measured pages (pages.ts) at 375 px
// and 1280 px, whole page after hydration, for comparing a performance change before and after
// (default folder: ./screenshots/perf).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './browser.ts';
import { measuredPages } from './pages.ts';
import { startShop } from './start-shop.ts';

const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../../screenshots/perf'));
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
const shop = await startShop();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const target of await measuredPages(shop)) {
      await page.goto(target.url);
      await page.locator('html[data-hydrated="true"]').waitFor();
      // Lazy pictures further down load once the page has scrolled past them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${target.app}-${target.page}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.info(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
