// Issue 20, the screens a shopper touches on a phone and a desktop: the product page keeps its
// place and shows the chosen colour, dropdowns stay on screen, the header, live search, keyboard
// use, the imprint, floating buttons, the newsletter, the advent banner and the contact details.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { helperGet } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

type Code = 'de' | 'ro';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'ro']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';

const helper = <T,>(path: string) => helperGet<T>(shop.backOffice, path);

async function open(code: Code, path: string, width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(10_000);
  await page.goto(origin(code) + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

type Variation = { color: string; image_url: string | null; size: { name: string; stock: number }[] };

describe('product page', () => {
  it('keeps the shopper’s place on a colour or size tap and shows that colour’s picture first', async () => {
    let found: { id: number; variations: Variation[] } | null = null;
    for (let id = 1; id <= 40 && !found; id += 1) {
      const { data } = await helper<{ data: Variation[] }>(`/products/combinations/${id}/de_DE`);
      if (data.length >= 2 && data.every((variation) => variation.size.filter((size) => size.name !== '').length >= 2)) found = { id, variations: data };
    }
    if (!found) throw new Error('the demo shop has a product with colours and sizes');
    const page = await open('de', `/product/${found.id}`, 375, 812);
    const target = found.variations[1];
    const colour = page.getByRole('group', { name: /^Farbe/ }).getByRole('link', { name: target?.color, exact: true });
    // Scrolled down to the choice, as a shopper on a phone is (the old page jumped back to 0).
    await colour.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await colour.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe(target?.color);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect.poll(() => page.getByRole('list', { name: /^Bilder von/ }).locator('img').first().getAttribute('src')).toContain(target?.image_url ?? '-');
    const size = page.getByRole('group', { name: /^Größe/ }).getByRole('link').last();
    await size.scrollIntoViewIfNeeded();
    const atSizes = await page.evaluate(() => window.scrollY);
    await size.click();
    await expect.poll(() => new URL(page.url()).searchParams.has('size')).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atSizes);
    await page.close();
  });

  it('offers the sizes in numeric order, shows the description once, and gives mouse users arrows and thumbnails', async () => {
    const numbers = (label: string) => Number(/\d+/.exec(label)?.[0] ?? 0);
    for (let id = 1; id <= 40; id += 1) {
      const { data } = await helper<{ data: Variation[] }>(`/products/combinations/${id}/de_DE`);
      for (const variation of data) {
        const cm = variation.size.map((size) => size.name).filter((name) => /^\d+ cm$/.test(name));
        expect(cm, `product ${id}`).toEqual([...cm].sort((a, b) => numbers(a) - numbers(b)));
      }
    }
    const page = await open('de', '/product/8');
    const opening = ((await page.getByRole('region', { name: 'Beschreibung' }).locator('p').first().textContent()) ?? '').trim();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(opening.length).toBeGreaterThan(10);
    expect(main.split(opening).length - 1).toBe(1);
    const gallery = page.getByRole('list', { name: /^Bilder von/ });
    const thumbnails = page.getByRole('list', { name: 'Bild auswählen' }).getByRole('button');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    expect(await page.getByText(/wischen/).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => gallery.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await thumbnails.first().click();
    await expect.poll(() => gallery.evaluate((list) => list.scrollLeft)).toBe(0);
    await page.close();
    const phone = await open('de', '/product/8', 375, 812);
    expect(await phone.getByText(/wischen/).isVisible()).toBe(true);
    expect(await phone.getByRole('button', { name: 'Nächstes Bild' }).isVisible()).toBe(false);
    await phone.close();
  });
});
