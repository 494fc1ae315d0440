// `pnpm --filter @shop/e2e js-size`: the JavaScript each shop's home page loads before the shopper
// can interact (every script and module preload in the server-rendered HTML), raw and gzip.
// Prints figures; asserts nothing. Target: at most 130 KB gzip per app.
import { gzipSync } from 'node:zlib';
import { shopApps } from './apps.ts';
import { startShop } from './start-shop.ts';

const shop = await startShop();
try {
  console.info('| app | files | raw KB | gzip KB |');
  console.info('|---|---|---|---|');
  for (const app of shopApps) {
    const origin = shop.apps.get(app.code)?.origin ?? '';
    const html = await (await fetch(`${origin}/`)).text();
    const urls = new Set<string>();
    for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1] ?? '');
    for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? '');
    for (const match of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) urls.add(match[1] ?? '');
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    // The inline bootstrap (router context and manifest) counts too.
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
    raw += Buffer.byteLength(inline);
    gzip += gzipSync(inline, { level: 9 }).length;
    console.info(`| ${app.code.toUpperCase()} | ${urls.size} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`);
  }
} finally {
  await shop.stop();
}
