// A byte budget, not a timing: each of the nine measured pages (home, first menu category, first
// product of every shop: pages.ts) loads at most this much JavaScript (gzip) before the shopper can
// interact, counting every script and module preload of that page (js-weight.ts). It catches a
// schema library or an SDK slipping into a page (zod and the phone-number metadata once reached
// category and product pages through the form-message hook: +83 KB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageJs } from './js-weight.ts';
import { measuredPages, type MeasuredPage } from './pages.ts';
import { startShop, type RunningShop } from './start-shop.ts';

const BUDGET_GZIP_BYTES = 178 * 1024;

let shop: RunningShop;
let pages: MeasuredPage[];
beforeAll(async () => {
  shop = await startShop();
  pages = await measuredPages(shop);
});
afterAll(async () => {
  await shop?.stop();
});

describe('JavaScript before interaction', () => {
  it('is measured on nine pages: home, a category and a product of each shop', () => {
    expect(pages.map((page) => `${page.app} ${page.page}`)).toEqual(['de home', 'de category', 'de product', 'at home', 'at category', 'at product', 'ro home', 'ro category', 'ro product']);
  });

  it.each(['de', 'at', 'ro'].flatMap((app) => ['home', 'category', 'product'].map((page) => [app, page])))('the %s %s page stays within the budget', async (app, kind) => {
    const page = pages.find((candidate) => candidate.app === app && candidate.page === kind);
    if (!page) throw new Error(`no ${app} ${kind} page`);
    const weight = await pageJs(page.url);
    // Every storefront page loads its modules through the after-first-paint loader: a list not
    // found would leave most of the JavaScript uncounted.
    expect(weight.loaderModules, 'the loader preloads the page modules').toBeGreaterThan(10);
    expect(weight.gzipBytes, `${page.url}: ${weight.largest.map((file) => `${file.url} ${file.gzipBytes}`).join(', ')}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
