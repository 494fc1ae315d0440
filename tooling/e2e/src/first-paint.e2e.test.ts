// What a phone shows first (issue 19, decision 018): the server-rendered page paints with its one
// stylesheet and its largest picture, and the 170 KB of JavaScript that hydrates it is fetched only
// afterwards, so it does not share the connection with them. The consent banner is part of that
// first paint for a first visit, and stays hidden for a shopper who has already decided.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { measuredPages, type MeasuredPage } from './pages.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let pages: MeasuredPage[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  pages = await measuredPages(shop);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const pageOf = (app: string, kind: string) => {
  const found = pages.find((page) => page.app === app && page.page === kind);
  if (!found) throw new Error(`no ${app} ${kind} page`);
  return found.url;
};

type Timing = { name: string; startTime: number; responseEnd: number };

async function resourceTimings(page: Page): Promise<{ scripts: Timing[]; stylesheet: Timing | undefined; paint: number | undefined }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pick = (entry: PerformanceResourceTiming) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd });
    return {
      scripts: entries.filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map(pick),
      stylesheet: entries.filter((entry) => /\/assets\/.*\.css$/.test(entry.name)).map(pick)[0],
      paint: performance.getEntriesByName('first-paint')[0]?.startTime,
    };
  });
}

describe.each([
  ['de', 'category'],
  ['at', 'home'],
  ['ro', 'product'],
])('%s %s page', (app, kind) => {
  it('is painted from the HTML and its stylesheet before any script is fetched, then hydrates', async () => {
    const html = await (await fetch(pageOf(app, kind))).text();
    // No module preload competes with the stylesheet and the largest picture from the head.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]+type="module"/);

    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await page.goto(pageOf(app, kind));
      await page.locator('html[data-hydrated="true"]').waitFor();
      const { scripts, stylesheet, paint } = await resourceTimings(page);
      expect(stylesheet).toBeDefined();
      expect(paint).toBeDefined();
      expect(scripts.length).toBeGreaterThan(10);
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(stylesheet?.responseEnd ?? Infinity);
    } finally {
      await page.close();
    }
  });
});

describe('the consent banner before the page hydrates (scripts held back)', () => {
  async function withoutScripts(decidedAt: string | null): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    if (decidedAt) {
      await context.addInitScript((at) => {
        localStorage.setItem('consent', JSON.stringify({ state: { consent: { ad_storage: 'denied', analytics_storage: 'denied' }, decidedAt: at }, version: 0 }));
      }, decidedAt);
    }
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(pageOf('de', 'category'));
    return page;
  }

  it('shows on a first visit, in the first paint', async () => {
    const page = await withoutScripts(null);
    try {
      await expect(page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).isVisible()).resolves.toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('stays hidden for a shopper who decided last week, and shows again after 150 days', async () => {
    const lastWeek = await withoutScripts(new Date(Date.now() - 7 * 86_400_000).toISOString());
    const longAgo = await withoutScripts(new Date(Date.now() - 151 * 86_400_000).toISOString());
    try {
      await expect(lastWeek.getByRole('heading', { name: 'Datenschutz-Einstellungen' }).isVisible()).resolves.toBe(false);
      await expect(longAgo.getByRole('heading', { name: 'Datenschutz-Einstellungen' }).isVisible()).resolves.toBe(true);
    } finally {
      await lastWeek.context().close();
      await longAgo.context().close();
    }
  });
});
