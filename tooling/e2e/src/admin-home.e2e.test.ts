// The home page in the admin (issue 16), in real Chromium against the running apps: a banner
// uploaded for Austria on the sales page and put first, and the home page's product list changed
// there, show on the Austrian home page; Germany keeps its own banner. The storefront keeps the
// locale config 300 s; here HELPER_CACHE_SECONDS=1, and the journey waits for the change (at most
// the cache time plus a margin), never for a fixed time. The admin page passes axe.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit, eventually, type AdminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at'], { storefrontEnv: { HELPER_CACHE_SECONDS: '1' } }), launchChromium()]);
  admin = adminKit(shop.backOffice);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: 'de' | 'at') => shop.apps.get(code)?.origin ?? '';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** A 1500 x 600 PNG of a coloured banner, drawn by Chromium. */
async function bannerPng(text: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1500, height: 600 } });
  await page.setContent(`<body style="margin:0;background:#0b6e4f;color:#fff;font:bold 90px sans-serif;display:grid;place-items:center;height:600px">${text}</body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

describe('the home page in the admin', () => {
  it('AT: a banner uploaded and put first, and the home page’s products, show on the Austrian home page; Germany keeps its banner', async () => {
    const [chosen] = await sellableProducts(shop.backOffice, 'at');
    if (!chosen) throw new Error('no sellable product in at');
    const germanHome = await browser.newPage();
    await germanHome.goto(`${origin('de')}/`);
    const germanAlt = await germanHome.locator('main a picture img').first().getAttribute('alt');

    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page, undefined, '/sales?country=AT');
    expect(await admin.heading(page)).toBe('Sales');

    // The home page's products: the one chosen, first.
    const sales = page.getByRole('form', { name: 'Sales of Austria' });
    await sales.getByLabel('Products on the home page').fill(String(chosen.ID));
    await sales.getByRole('button', { name: 'Save sales' }).click();
    await page.getByText('Sales of Austria saved. The shop shows them within 5 minutes.').waitFor();

    // A new banner, then moved to the top of the list.
    const alt = `Frühlingsaktion E2E ${Date.now().toString(36)}`;
    const upload = page.getByRole('form', { name: 'New banner for Austria' });
    await upload.getByLabel('Banner image').setInputFiles({ name: 'fruehling.png', mimeType: 'image/png', buffer: await bannerPng('Frühling') });
    await upload.getByLabel('Link').fill('/sale');
    await upload.getByLabel('Alternative text').fill(alt);
    await upload.getByRole('button', { name: 'Add banner' }).click();
    await page.getByText('The banner is added at the end. The shop shows the first banner within 5 minutes.').waitFor();
    const list = page.getByRole('form', { name: 'Banners of Austria' });
    const alts = () => list.getByLabel('Alternative text').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(alts).toContain(alt);
    for (let position = (await alts()).indexOf(alt); position > 0; position -= 1) {
      await list.getByRole('button', { name: `Move up (banner ${position + 1})` }).click();
    }
    expect((await alts())[0]).toBe(alt);
    await list.getByRole('button', { name: 'Save banners' }).click();
    await page.getByText('The banners of Austria are saved. The shop shows them within 5 minutes.').waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await shot(page, 'admin-sales-at-banners');
    await context.close();

    const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const banner = home.locator('main a picture img').first();
    const firstRecommendation = home.getByRole('region', { name: 'Unsere Empfehlungen' }).locator('li').first();
    // Both come from the Austrian locale config: the page is reloaded until it shows them.
    await eventually(home, `${origin('at')}/`, async () => (await banner.getAttribute('alt')) === alt && ((await firstRecommendation.allTextContents())[0] ?? '').includes(chosen.TITLE));
    expect(await banner.getAttribute('src')).toMatch(/\/images\/banner-uploads\/\d+\.webp\?w=1200$/);
    expect(await home.locator('main a picture').first().locator('..').getAttribute('href')).toBe('/sale');
    // The banner loads: an image the browser could decode, 3:1.
    await expect.poll(() => banner.evaluate((image) => (image as HTMLImageElement).naturalWidth / Math.max(1, (image as HTMLImageElement).naturalHeight))).toBe(3);
    await shot(home, 'storefront-at-home-banner');

    await germanHome.goto(`${origin('de')}/?after=${Date.now()}`);
    expect(await germanHome.locator('main a picture img').first().getAttribute('alt')).toBe(germanAlt);
    await home.close();
    await germanHome.close();
  });

  it('AT, German admin: switching the advent calendar off names the shop’s links that lead to it, before it is saved; leaving then asks first', async () => {
    const { context, page } = await admin.signedInIn(browser, 'de-DE');
    await page.goto(`${admin.adminUrl}/sales?country=AT`);
    const advent = page.getByRole('checkbox', { name: 'Adventskalender anzeigen' });
    await advent.waitFor();
    expect(await advent.isChecked()).toBe(true);
    await advent.uncheck();
    const warning = page.getByRole('alert').filter({ hasText: 'Diese Links des Shops führen zum Adventskalender.' });
    await warning.waitFor();
    expect(await warning.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Banner der Startseite: „Adventkalender.*“ \(\/advent-calendar\)$/)]);
    expect(await admin.axe(page)).toEqual([]);
    await shot(page, 'admin-advent-off-warning-de');
    // On again: nothing to warn about.
    await advent.check();
    await expect.poll(() => warning.count()).toBe(0);
    // Off and away without saving: the unsaved-changes question, then the calendar stays on.
    await advent.uncheck();
    await page.getByRole('navigation').getByRole('link', { name: 'Übersicht' }).click();
    const question = page.getByRole('dialog', { name: 'Ohne Speichern verlassen?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Ohne Speichern verlassen' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/sales'));
    await page.goto(`${admin.adminUrl}/sales?country=AT`);
    expect(await page.getByRole('checkbox', { name: 'Adventskalender anzeigen' }).isChecked()).toBe(true);
    await context.close();
  });
});
