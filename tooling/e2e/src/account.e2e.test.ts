// Signing in, the admin bar, and field errors that keep what was typed (issues 6 and 8).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['at', 'ro']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(code: 'at' | 'ro', path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto((shop.apps.get(code)?.origin ?? '') + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

describe('accounts', () => {
  it('shows the admin bar to an admin only, with an edit link for the product on screen', async () => {
    const page = await open('at', '/login-register');
    expect(await page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' }).count()).toBe(0);
    await page.getByLabel(/^E-Mail-Adresse/).fill('admin@example.com');
    await page.getByLabel(/^Passwort/).fill('admin1234');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/account$/);
    const bar = page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' });
    await bar.waitFor();
    for (const name of ['Kunden', 'Bestellungen', 'Katalog', 'Konfiguration']) expect(await bar.getByRole('link', { name }).count()).toBe(1);

    await page.goto(`${shop.apps.get('at')?.origin ?? ''}/product/1`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const edit = page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' }).getByRole('link', { name: 'Produkt bearbeiten' });
    expect(await edit.getAttribute('href')).toMatch(/\/admin\/products\/1$/);

    // The header's account dropdown (issue 17) leads to the account.
    await page.getByRole('button', { name: 'Mein Konto' }).click();
    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login-register$/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' }).count()).toBe(0);
    await page.close();
  });

  it("says 'Wrong login data' and keeps the email", async () => {
    const page = await open('ro', '/login-register');
    await page.getByLabel(/^Adresă de e-mail/).fill('nobody@example.com');
    await page.getByLabel(/^Parolă/).fill('nope');
    await page.getByRole('button', { name: 'Autentificare' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Date de autentificare greșite' }).waitFor();
    expect(await page.getByLabel(/^Adresă de e-mail/).inputValue()).toBe('nobody@example.com');
    await page.close();
  });

  it('opens on the register tab from ?tab=register and shows field messages in the shop language', async () => {
    const page = await open('at', '/login-register?tab=register');
    await page.getByLabel('Vorname').first().fill('A');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.getByText('Bitte geben Sie mindestens 2 Zeichen ein.').first().waitFor();
    expect(await page.getByLabel('Vorname').first().inputValue()).toBe('A');
    await page.close();
  });
});
