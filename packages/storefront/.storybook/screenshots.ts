// Screenshots of screen stories at 375 px and 1280 px from the built Storybook (storybook-static),
// in Debian's Chromium: `pnpm --filter @shop/storefront storybook:screenshots [story-id:COUNTRY[:net] ...]`.
// Interaction stories are taken after their play function ran (the preview runs it).
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';

const root = path.join(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, '../../screenshots/storybook');
const defaults = [
  'screens-home--default:DE',
  'screens-listing--default:AT',
  'screens-product--default:DE',
  'screens-product--default:RO:net',
  'screens-cart--default:RO',
  'screens-cart--cart-dropdown:DE',
  'screens-home--search-overlay:AT',
  'screens-checkout--default:AT',
  'screens-checkout--missing-first-name:DE',
  'screens-account--default:RO',
  'screens-errors--not-found:DE',
  'screens-errors--server-error:RO',
];
const widths = [375, 1280];

if (!existsSync(path.join(staticDir, 'iframe.html'))) {
  console.error('No storybook-static: run `pnpm --filter @shop/storefront build` first.');
  process.exit(1);
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2' };
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(staticDir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const spec of process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaults) {
    const [id, country = 'DE', mode = 'gross'] = spec.split(':');
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story&globals=country:${country};priceMode:${mode}`);
      await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
      // Play functions and lazy panels settle; scrolling loads the lazy images below the fold.
      await page.waitForTimeout(2000);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(500);
      const file = path.join(outDir, `${id}-${country}${mode === 'net' ? '-net' : ''}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.info(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
