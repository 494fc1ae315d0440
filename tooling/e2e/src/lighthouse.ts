// `pnpm --filter @shop/e2e lighthouse`: Lighthouse (mobile, simulated throttling: its default) on
// the home page, a category and a product of each shop, in Debian's Chromium. Prints the four
// category scores and LCP, CLS and TBT as a table, then the SEO, best-practice and accessibility
// audits that did not pass, with their first finding.
// Asserts nothing; the figures go into docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { shopApps, type ShopApp } from './apps.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Chromium with a DevTools port for Lighthouse to drive (no chrome-launcher needed). */
async function launchDebuggableChromium(): Promise<{ port: number; stop: () => void }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${stderr}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  return {
    port,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Target = { app: ShopApp['code']; page: string; url: string };

async function targetsOf(shop: RunningShop): Promise<Target[]> {
  const headers = { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'lighthouse' };
  const locales = { de: ['de_DE', 5], at: ['de_AT', 13], ro: ['ro_RO', 146] } as const;
  const targets: Target[] = [];
  for (const app of shopApps) {
    // localhost, not 127.0.0.1: the canonical URLs name localhost, and Lighthouse compares hosts.
    const origin = (shop.apps.get(app.code)?.origin ?? '').replace('127.0.0.1', 'localhost');
    const [locale, countryId] = locales[app.code];
    const menu = (await (await fetch(`${shop.backOffice.helperUrl}/api/category_menu/custom_attribute?locale=${locale}`, { headers })).json()) as { data: { URL: string }[] };
    const products = (await (await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=${countryId}&limit=1`, { headers })).json()) as { items: { URL: string }[] };
    targets.push(
      { app: app.code, page: 'home', url: `${origin}/` },
      { app: app.code, page: 'category', url: origin + (menu.data[0]?.URL ?? '/shop-grid-standard/all') },
      { app: app.code, page: 'product', url: origin + (products.items[0]?.URL ?? '/product/1') },
    );
  }
  return targets;
}

/** The first finding of an audit, so the table says what to fix. */
function firstItem(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const [item] = items;
  if (!item) return '';
  const text = [item.description, item.source, item.url, (item.node as { snippet?: string } | undefined)?.snippet].filter((part) => typeof part === 'string' && part).join(' ');
  return text ? `: ${text.slice(0, 200)}${items.length > 1 ? ` (+${items.length - 1} more)` : ''}` : '';
}

const score = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value * 100)));

const shop = await startShop();
const chromium = await launchDebuggableChromium();
const notPassed: string[] = [];
try {
  console.info('| app | page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |');
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const target of await targetsOf(shop)) {
    const result = await lighthouse(target.url, { port: chromium.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    console.info(
      `| ${target.app.toUpperCase()} | ${target.page} | ${score(categories.performance?.score)} | ${score(categories.accessibility?.score)} | ${score(categories['best-practices']?.score)} | ${score(categories.seo?.score)} | ${Math.round(numeric('largest-contentful-paint'))} | ${numeric('cumulative-layout-shift').toFixed(3)} | ${Math.round(numeric('total-blocking-time'))} |`,
    );
    for (const ref of [...(categories.seo?.auditRefs ?? []), ...(categories['best-practices']?.auditRefs ?? []), ...(categories.accessibility?.auditRefs ?? [])]) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notPassed.push(`${target.app} ${target.page}: ${audit.id} (${audit.title})${firstItem(audit.details)}`);
    }
  }
  console.info(notPassed.length === 0 ? '\nEvery weighted SEO, best-practice and accessibility audit passed.' : `\nAudits not passed:\n${notPassed.join('\n')}`);
} finally {
  chromium.stop();
  await shop.stop();
}
