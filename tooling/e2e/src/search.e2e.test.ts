// Live search in the header overlay and the results page (issues 5 and 7).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'ro']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(code: 'de' | 'ro', path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto((shop.apps.get(code)?.origin ?? '') + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

describe('search', () => {
  it('hints below four characters, then shows live results with categories, and Enter opens the results page', async () => {
    const page = await open('de', '/');
    const box = page.getByRole('combobox', { name: 'Im Shop suchen' });
    await box.fill('was');
    await page.getByText('Bitte geben Sie mehr als drei Zeichen ein.').waitFor();
    await box.fill('waschbecken');
    const results = page.getByRole('region', { name: 'Suchergebnisse' });
    const firstHit = results.getByRole('option').first();
    await firstHit.waitFor();
    expect((await firstHit.textContent())?.toLowerCase()).toContain('waschbecken');
    const categories = results.getByRole('navigation', { name: 'Kategorien' });
    expect(await categories.getByRole('button', { name: /^Alle/ }).getAttribute('aria-pressed')).toBe('true');
    await categories.getByRole('button').nth(1).click();
    await expect.poll(() => categories.getByRole('button').nth(1).getAttribute('aria-pressed')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/search\/waschbecken$/);
    await page.getByRole('heading', { level: 1, name: /waschbecken/ }).waitFor();
    await page.close();
  });

  it('finds what the shopper means despite a typo, on the server-rendered results page', async () => {
    const response = await fetch(`${shop.apps.get('de')?.origin ?? ''}/search/waschbeken`);
    expect(response.status).toBe(200);
    expect((await response.text()).toLowerCase()).toContain('waschbecken');
  });

  it('searches the Romanian shop in Romanian, with or without diacritics', async () => {
    for (const term of ['oglinda', 'oglindă']) {
      const html = await (await fetch(`${shop.apps.get('ro')?.origin ?? ''}/search/${encodeURIComponent(term)}`)).text();
      expect(html.toLowerCase(), term).toContain('oglindă');
    }
  });
});
