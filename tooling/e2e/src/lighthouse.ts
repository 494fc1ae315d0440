// `pnpm --filter @shop/e2e lighthouse [de|at|ro|home|category|product ...]`: Lighthouse (mobile, simulated throttling: its default) on
// the nine measured pages (pages.ts: home, first menu category, first product of each shop), in Debian's Chromium. Prints the four
// category scores and FCP, LCP, CLS and TBT as one table, then the SEO, best-practice and accessibility
// audits that did not pass, with their first finding.
// Asserts nothing; the figures go into docs/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './browser.ts';
import { measuredPages } from './pages.ts';
import { startShop } from './start-shop.ts';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Chromium with a DevTools port for Lighthouse to drive (no chrome-launcher needed). */
async function launchDebuggableChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
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
    // The profile is removed once Chromium has exited (it writes into it until then).
    stop: async () => {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
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

// Arguments narrow the run while working on one page: `lighthouse de product`.
const only = process.argv.slice(2);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const shop = await startShop();
const chromium = await launchDebuggableChromium();
const notPassed: string[] = [];
try {
  console.info('| app | page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms | TBT of each run ms |');
  console.info('|---|---|---|---|---|---|---|---|---|---|---|');
  // localhost, not 127.0.0.1: the canonical URLs name localhost, and Lighthouse compares hosts.
  for (const target of (await measuredPages(shop, 'localhost')).filter((page) => only.every((word) => word === page.app || word === page.page))) {
    // Lighthouse's simulation starts from the page's observed answer time: a cold first render (empty
    // caches) is not what shoppers get, so each page is fetched twice first; then the median of
    // LIGHTHOUSE_RUNS runs (default 3) by performance score, as Lighthouse's own docs advise.
    for (let warm = 0; warm < 2; warm++) await (await fetch(target.url)).text();
    const results = [];
    for (let run = 0; run < runs; run++) {
      const one = await lighthouse(target.url, { port: chromium.port, logLevel: 'error', output: 'json' });
      if (!one) throw new Error(`Lighthouse gave no result for ${target.url}`);
      results.push(one);
    }
    // TBT moves by 100 ms and more between runs of one build on a shared machine: every run's is printed
    // beside the median run's, so a table shows its spread.
    const eachTbt = results.map((one) => Math.round(one.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)).join(', ');
    results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = results[Math.floor(results.length / 2)];
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    // LIGHTHOUSE_REPORTS=folder keeps each page's full report (JSON) for a closer look.
    if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${target.app}-${target.page}.json`), JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    console.info(
      `| ${target.app.toUpperCase()} | ${target.page} | ${score(categories.performance?.score)} | ${score(categories.accessibility?.score)} | ${score(categories['best-practices']?.score)} | ${score(categories.seo?.score)} | ${Math.round(numeric('first-contentful-paint'))} | ${Math.round(numeric('largest-contentful-paint'))} | ${numeric('cumulative-layout-shift').toFixed(3)} | ${Math.round(numeric('total-blocking-time'))} | ${eachTbt} |`,
    );
    for (const ref of [...(categories.seo?.auditRefs ?? []), ...(categories['best-practices']?.auditRefs ?? []), ...(categories.accessibility?.auditRefs ?? [])]) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notPassed.push(`${target.app} ${target.page}: ${audit.id} (${audit.title})${firstItem(audit.details)}`);
    }
  }
  console.info(notPassed.length === 0 ? '\nEvery weighted SEO, best-practice and accessibility audit passed.' : `\nAudits not passed:\n${notPassed.join('\n')}`);
} finally {
  await shop.stop();
  await chromium.stop();
}
