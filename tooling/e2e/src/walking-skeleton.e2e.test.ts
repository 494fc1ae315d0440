import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopApps } from './apps.ts';
import { launchChromium } from './browser.ts';
import { startApp, type RunningApp } from './start-app.ts';

const expectedHeading = {
  de: 'Willkommen bei Bad & Heim',
  at: 'Willkommen bei Bad & Heim Österreich',
  ro: 'Bine ați venit la Baie & Casă',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(shopApps)('$code storefront', (app) => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp(app);
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('renders the home page on the server in the shop language', async () => {
    const response = await fetch(running.origin);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${app.lang}"`);
    expect(html).toContain(expectedHeading[app.code].replaceAll('&', '&amp;'));
  });

  it('hydrates in Chromium and keeps the translated page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(running.origin);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expectedHeading[app.code]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with a real 404', async () => {
    const response = await fetch(`${running.origin}/no-such-page-${app.code}`);
    expect(response.status).toBe(404);
  });
});
