// `pnpm --filter @shop/e2e js-size`: the JavaScript each shop's home page loads before the shopper
// can interact (js-weight.ts), raw and gzip. Prints figures; the byte budget is checked by
// js-budget.e2e.test.ts. Target (issue 19): at most 130 KB gzip per app.
import { shopApps } from './apps.ts';
import { homePageJs } from './js-weight.ts';
import { startShop } from './start-shop.ts';

const shop = await startShop();
try {
  console.info('| app | files | raw KB | gzip KB |');
  console.info('|---|---|---|---|');
  for (const app of shopApps) {
    const weight = await homePageJs(shop.apps.get(app.code)?.origin ?? '');
    console.info(`| ${app.code.toUpperCase()} | ${weight.files} | ${(weight.rawBytes / 1024).toFixed(1)} | ${(weight.gzipBytes / 1024).toFixed(1)} |`);
  }
} finally {
  await shop.stop();
}
