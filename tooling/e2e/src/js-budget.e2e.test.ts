// A byte budget, not a timing: the home page of each shop loads at most this much JavaScript
// (gzip) before the shopper can interact. It catches a schema library or an SDK slipping into every
// page (a country module importing the whole contract once added 80 KB). Today about 159 KB; the
// performance issue's target is 130 KB, and the budget comes down with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopApps } from './apps.ts';
import { homePageJs } from './js-weight.ts';
import { startShop, type RunningShop } from './start-shop.ts';

const BUDGET_GZIP_BYTES = 170 * 1024;

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('JavaScript before interaction', () => {
  it.each(shopApps.map((app) => [app.code]))('the %s home page stays within the budget', async (code) => {
    const weight = await homePageJs(shop.apps.get(code)?.origin ?? '');
    expect(weight.files).toBeGreaterThan(0);
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
