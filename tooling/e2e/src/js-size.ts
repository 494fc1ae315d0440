// `pnpm --filter @shop/e2e js-size`: the JavaScript each of the nine measured pages (pages.ts)
// loads before the shopper can interact (js-weight.ts), raw and gzip, with its largest files.
// Prints figures; the byte budget is checked by js-budget.e2e.test.ts. Target (issue 19): at most
// 100 KB gzip per page.
import { pageJs } from './js-weight.ts';
import { measuredPages } from './pages.ts';
import { startShop } from './start-shop.ts';

const shop = await startShop();
try {
  const largest: string[] = [];
  console.info('| app | page | files | raw KB | gzip KB |');
  console.info('|---|---|---|---|---|');
  for (const page of await measuredPages(shop)) {
    const weight = await pageJs(page.url);
    console.info(`| ${page.app.toUpperCase()} | ${page.page} | ${weight.files} | ${(weight.rawBytes / 1024).toFixed(1)} | ${(weight.gzipBytes / 1024).toFixed(1)} |`);
    largest.push(`${page.app} ${page.page}: ${weight.largest.map((file) => `${file.url.split('/').pop() ?? ''} ${(file.gzipBytes / 1024).toFixed(1)}`).join(', ')}`);
  }
  console.info(`\nLargest files (gzip KB):\n${largest.join('\n')}`);
} finally {
  await shop.stop();
}
