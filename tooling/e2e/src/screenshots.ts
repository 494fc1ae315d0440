// `pnpm --filter @shop/e2e screenshots [--top] [--search] [path ...]`: screenshots (whole page, or --top: first screen) of pages of every built app at
// 375 px and 1280 px, written to ./screenshots, for looking at what a change did to a screen.
// --search adds the live-search overlay over the home page (a term in the shop's language).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { shopApps } from './apps.ts';
import { launchChromium } from './browser.ts';
import { startShop } from './start-shop.ts';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = paths.length > 0 ? paths : ['/'];
const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
// The demo's online payments end on the sandbox gateway: every page shows the sandbox banner.
const shop = await startShop();
try {
  for (const app of shopApps) {
    const running = shop.apps.get(app.code);
    if (!running) continue;
    {
      for (const width of [375, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        for (const target of targets) {
          await page.goto(running.origin + target);
          await page.locator('html[data-hydrated="true"]').waitFor();
          const name = `${app.code}${target.replaceAll('/', '_') || '_'}-${width}.png`;
          await page.screenshot({ path: path.join(outDir, name), fullPage: !process.argv.includes('--top') });
          console.info(path.join(outDir, name));
        }
        if (process.argv.includes('--search')) {
          await page.goto(running.origin + '/');
          await page.locator('html[data-hydrated="true"]').waitFor();
          const box = page.getByRole('combobox', { name: /^(Im Shop suchen|Caută în magazin)$/ }).first();
          // On phones the search box opens from the header's search button.
          if (!(await box.isVisible())) await page.getByRole('navigation').getByRole('button').first().click();
          await box.fill(app.code === 'ro' ? 'oglinda' : 'waschbecken');
          await page.getByRole('region', { name: /^(Suchergebnisse|Rezultatele căutării|Search results)$/ }).getByRole('option').first().waitFor();
          const name = `${app.code}_search-overlay-${width}.png`;
          await page.screenshot({ path: path.join(outDir, name) });
          console.info(path.join(outDir, name));
        }
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
