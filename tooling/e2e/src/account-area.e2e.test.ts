// The account area and its neighbours (issue 8), as shoppers use them in real Chromium: password
// recovery through the mail (AT), the address book and orders (DE), declaring withdrawal without
// signing in (RO), the newsletter's double opt-in (DE), and accessibility of these pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeKit, linkIn, uniqueEmail, type CountryCode } from './account-kit.ts';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { seriousViolations } from './a11y.ts';
import { shot } from './shots.ts';

let shop: RunningShop;
let browser: Browser;
let kit: ReturnType<typeof backOfficeKit>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at', 'ro']), launchChromium()]);
  kit = backOfficeKit(shop.backOffice);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: CountryCode) => shop.apps.get(code)?.origin ?? '';

async function open(code: CountryCode, path: string, page?: Page, width = 1280): Promise<Page> {
  const target = page ?? (await browser.newPage({ viewport: { width, height: 900 } }));
  await target.goto(path.startsWith('http') ? path : origin(code) + path);
  await target.locator('html[data-hydrated="true"]').waitFor();
  return target;
}

async function signIn(code: CountryCode, email: string, password: string, buttonName: string): Promise<Page> {
  const page = await open(code, '/login-register');
  await page.getByRole('main').getByLabel(/^(E-Mail-Adresse|Adresă de e-mail)/).fill(email);
  await page.getByRole('main').getByLabel(/^(Passwort|Parolă)/).fill(password);
  await page.getByRole('main').getByRole('button', { name: buttonName }).last().click();
  await page.waitForURL(/\/account$/);
  // The URL changes before the account page has rendered.
  await page.locator('input[name="current_password"]').first().waitFor();
  return page;
}

describe('account area', () => {
  it('sends a visitor who is not signed in to login/register, and keeps account pages out of caches', async () => {
    const answer = await fetch(`${origin('de')}/account`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login-register?then=%2Faccount');
    const order = await fetch(`${origin('de')}/account/order/1`, { redirect: 'manual' });
    expect(order.headers.get('location')).toBe('/login-register?then=%2Faccount%2Forder%2F1');

    const email = uniqueEmail('cache');
    await kit.register('de', email, 'geheim123');
    const page = await signIn('de', email, 'geheim123', 'Anmelden');
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.close();
  });

  it('RO: a customer changes the password in the account; the wrong current one is refused', async () => {
    const email = uniqueEmail('parola');
    await kit.register('ro', email, 'veche123');
    const page = await signIn('ro', email, 'veche123', 'Autentificare');
    const section = page.getByRole('region', { name: 'Schimbă parola' });
    await section.getByLabel(/^Parola actuală/).fill('gresita');
    await section.getByLabel(/^Parola nouă/).fill('noua1234');
    await section.getByLabel(/^Repetă parola nouă/).fill('noua1234');
    await section.getByRole('button', { name: 'Schimbă parola' }).click();
    await page.getByRole('alert').filter({ hasText: 'Parola actuală nu este corectă.' }).waitFor();
    await section.getByLabel(/^Parola actuală/).fill('veche123');
    await section.getByLabel(/^Parola nouă/).fill('noua1234');
    await section.getByLabel(/^Repetă parola nouă/).fill('noua1234');
    await section.getByRole('button', { name: 'Schimbă parola' }).click();
    await page.getByRole('status').filter({ hasText: 'Parola a fost schimbată.' }).waitFor();
    // The session goes on with the fresh token.
    await page.reload();
    await page.getByRole('heading', { name: 'Contul meu' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL(/\/login-register$/);
    await page.close();
    await (await signIn('ro', email, 'noua1234', 'Autentificare')).close();
  });

  it('AT: a customer who forgot the password sets a new one through the link in the mail', async () => {
    const email = uniqueEmail('vergessen');
    await kit.register('at', email, 'altes-passwort');
    const page = await open('at', '/login-register');
    await page.getByRole('main').getByRole('link', { name: 'Passwort vergessen?' }).first().click();
    await page.waitForURL(/\/forgot-password$/);
    // The address changes before the new page has rendered.
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' }).waitFor();
    await page.getByLabel(/^E-Mail-Adresse/).fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByRole('status').filter({ hasText: 'Falls für diese E-Mail-Adresse ein Konto besteht' }).waitFor();

    const mail = await kit.mailTo(email, (m) => m.kind === 'password_reset');
    const link = linkIn(mail.text, '/forgot-password?token=');
    expect(link.origin).toBe(origin('at'));
    await open('at', link.href, page);
    await page.getByRole('heading', { name: 'Neues Passwort festlegen' }).waitFor();
    await page.getByLabel(/^Neues Passwort \(mindestens/).fill('neu-und-gut');
    await page.getByLabel(/^Neues Passwort wiederholen/).fill('anders');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await page.getByLabel(/^Neues Passwort \(mindestens/).fill('neu-und-gut');
    await page.getByLabel(/^Neues Passwort wiederholen/).fill('neu-und-gut');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await page.waitForURL(/\/login-register\?password=reset$/);
    await page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde geändert.' }).waitFor();
    await page.getByRole('main').getByLabel(/^E-Mail-Adresse/).fill(email);
    await page.getByRole('main').getByLabel(/^Passwort/).fill('neu-und-gut');
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/account$/);

    // The link works once only.
    await open('at', link.href, page);
    await page.getByLabel(/^Neues Passwort \(mindestens/).fill('noch-eines');
    await page.getByLabel(/^Neues Passwort wiederholen/).fill('noch-eines');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dieser Link ist ungültig oder abgelaufen.' }).waitFor();
    await page.close();
  });

  it('DE: addresses are added (a bad postcode first), edited, made default and deleted', async () => {
    const email = uniqueEmail('adressen');
    await kit.register('de', email, 'geheim123');
    const page = await signIn('de', email, 'geheim123', 'Anmelden');
    const addresses = page.getByRole('region', { name: 'Meine Adressen' });
    expect(await addresses.getByRole('listitem').count()).toBe(1);

    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    const form = page.getByRole('form', { name: 'Adresse hinzufügen' });
    await form.getByLabel(/^Bezeichnung der Adresse/).fill('Büro');
    await form.getByLabel(/^Vorname/).fill('Max');
    await form.getByLabel(/^Nachname/).fill('Mustermann');
    await form.getByLabel(/^Straße/).fill('Friedrichstraße');
    await form.getByLabel(/^Hausnummer/).fill('12a');
    await form.getByLabel(/^Postleitzahl/).fill('123');
    await form.getByLabel(/^Ort/).fill('Berlin');
    await form.getByLabel(/^Bundesland/).selectOption({ label: 'Berlin' });
    await form.getByLabel(/^Telefon/).fill('030 1234567');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Adresse konnte nicht hinzugefügt werden' }).waitFor();
    // What was typed is still there.
    const again = page.getByRole('form', { name: 'Adresse hinzufügen' });
    expect(await again.getByLabel(/^Ort/).inputValue()).toBe('Berlin');
    expect(await again.getByLabel(/^Straße/).inputValue()).toBe('Friedrichstraße');
    expect(await again.getByLabel(/^Postleitzahl/).inputValue()).toBe('123');
    await again.getByLabel(/^Postleitzahl/).fill('10117');
    await again.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'Die Adresse wurde gespeichert.' }).waitFor();
    const office = addresses.getByRole('listitem', { name: 'Büro' });
    await office.getByText('10117 Berlin').waitFor();

    await office.getByRole('link', { name: 'Büro bearbeiten' }).click();
    const edit = page.getByRole('form', { name: 'Adresse bearbeiten' });
    expect(await edit.getByLabel(/^Straße/).inputValue()).toBe('Friedrichstraße');
    await edit.getByLabel(/^Ort/).fill('Berlin-Mitte');
    await edit.getByRole('button', { name: 'Adresse speichern' }).click();
    await addresses.getByRole('listitem', { name: 'Büro' }).getByText('10117 Berlin-Mitte').waitFor();

    await addresses.getByRole('button', { name: 'Büro als Standardadresse festlegen' }).click();
    await page.getByRole('status').filter({ hasText: 'Die Standardadresse wurde geändert.' }).waitFor();
    await addresses.getByRole('listitem', { name: 'Büro' }).getByText('Standardadresse').waitFor();

    // The first address is no longer the default, so it may go.
    await addresses.getByRole('button', { name: 'Zuhause löschen' }).click();
    await page.getByRole('status').filter({ hasText: 'Die Adresse wurde gelöscht.' }).waitFor();
    expect(await addresses.getByRole('listitem').count()).toBe(1);
    expect(await addresses.getByRole('button', { name: /löschen$/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('DE: the customer sees the orders newest first, opens one and cancels it; a guest opens the link from the order mail', async () => {
    const email = uniqueEmail('bestellt');
    const customer = await kit.register('de', email, 'geheim123');
    const first = await kit.customerOrder('de', customer, email);
    const second = await kit.customerOrder('de', customer, email);
    const page = await signIn('de', email, 'geheim123', 'Anmelden');
    const orders = page.getByRole('region', { name: 'Meine Bestellungen' });
    const refs = await orders.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(refs).toEqual([second.ref, first.ref]);

    await orders.getByRole('link', { name: second.ref }).click();
    await page.waitForURL(new RegExp(`/account/order/${second.id}$`));
    await page.getByRole('heading', { name: `Bestellung ${second.ref}` }).waitFor();
    await page.getByText('Zahlung ausstehend').waitFor();
    // The prepayment waits for its transfer: the bank details and the GiroCode again (issue 37).
    const bank = page.getByRole('region', { name: 'Bitte überweisen Sie den Betrag' });
    await bank.getByText(second.ref, { exact: true }).first().waitFor();
    expect(await bank.getByRole('img', { name: /GiroCode/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SHOTS_DIR) {
      const size = page.viewportSize();
      await shot(page, 'account-de-order-awaiting-transfer.png', { fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await shot(page, 'account-de-order-awaiting-transfer-375.png', { fullPage: true });
      if (size) await page.setViewportSize(size);
    }
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    await page.getByRole('status').filter({ hasText: 'Die Bestellung wurde storniert.' }).waitFor();
    await page.getByText('Storniert').first().waitFor();
    expect(await page.getByRole('button', { name: 'Bestellung stornieren' }).count()).toBe(0);

    // Someone else's order is not found.
    const otherEmail = uniqueEmail('fremd');
    const other = await kit.register('de', otherEmail, 'geheim123');
    const foreign = await kit.customerOrder('de', other, otherEmail);
    const response = await page.goto(`${origin('de')}/account/order/${foreign.id}`);
    expect(response?.status()).toBe(404);

    const guestEmail = uniqueEmail('gast');
    const guestOrder = await kit.guestOrder('de', guestEmail);
    const mail = await kit.mailTo(guestEmail, (m) => m.kind === 'order_confirmation');
    const link = linkIn(mail.text, '/guest/invoice/');
    expect(link.origin).toBe(origin('de'));
    const guestPage = await open('de', link.href);
    await guestPage.getByRole('heading', { name: `Bestellung ${guestOrder.ref}` }).waitFor();
    await guestPage.getByRole('region', { name: 'Bitte überweisen Sie den Betrag' }).getByText(guestOrder.ref, { exact: true }).first().waitFor();
    expect(await guestPage.getByRole('button', { name: 'Bestellung stornieren' }).count()).toBe(0);
    const forged = await fetch(`${origin('de')}/guest/invoice/${guestOrder.ref}/${'x'.repeat(32)}`);
    expect(forged.status).toBe(404);
    await guestPage.close();
    await page.close();
  });

  it('RO: withdrawal is declared from the footer without signing in, confirmed, and the mail states date and time', async () => {
    const page = await open('ro', '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Retragere din contract' }).click();
    await page.waitForURL(/\/retragere-din-contract$/);
    expect(await seriousViolations(page)).toEqual([]);
    const email = uniqueEmail('retragere');
    await page.getByLabel(/^Nume/).fill('Ioana Popescu');
    await page.getByLabel(/^Adresă de e-mail/).fill('fara-arond');
    await page.getByLabel(/^Număr comandă/).fill('RO-2026-77');
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.getByText('Introduceți o adresă de e-mail validă.').waitFor();
    expect(await page.getByLabel(/^Număr comandă/).inputValue()).toBe('RO-2026-77');
    await page.getByLabel(/^Adresă de e-mail/).fill(email);
    await page.getByLabel(/^Ce articole/).fill('1x Oglindă de baie');
    await page.getByRole('button', { name: 'Continuă' }).click();

    await page.getByText('Vă rugăm să verificați declarația.').waitFor();
    await page.getByText('1x Oglindă de baie').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const before = Date.now();
    await page.getByRole('button', { name: 'Confirmați retragerea' }).click();
    await page.getByRole('status').filter({ hasText: 'Am primit declarația dumneavoastră de retragere pe' }).waitFor();
    await page.getByText(`Am trimis o confirmare la ${email}.`).waitFor();

    const mail = await kit.mailTo(email, (m) => m.kind === 'withdrawal_confirmation');
    expect(mail.subject).toBe('Confirmare de primire a declarației de retragere (comanda RO-2026-77)');
    expect(mail.text).toContain('Articole vizate: 1x Oglindă de baie');
    // Date and time of receipt in Bucharest time.
    const stated = /Data și ora primirii: (\d{2})\.(\d{2})\.(\d{4}), (\d{2}):(\d{2}):(\d{2}) (EET|EEST)/.exec(mail.text);
    expect(stated).not.toBeNull();
    const bucharest = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(before));
    expect(`${stated?.[1]}.${stated?.[2]}.${stated?.[3]}`).toBe(bucharest);
    await page.close();
  });

  it("DE and AT: the footer link reads 'Vertrag widerrufen' and the confirmation button 'Widerruf bestätigen'", async () => {
    for (const code of ['de', 'at'] as const) {
      const page = await open(code, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
      await page.waitForURL(/\/vertrag-widerrufen$/);
      await page.getByLabel(/^Name/).fill('Max Mustermann');
      await page.getByLabel(/^E-Mail-Adresse/).fill(uniqueEmail(`widerruf-${code}`));
      await page.getByLabel(/^Bestellnummer/).fill('B-1');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
      await page.getByRole('status').filter({ hasText: 'Ihr Widerruf ist am' }).waitFor();
      await page.close();
    }
  });

  it('DE: withdrawal works without JavaScript and with the keyboard only', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin('de')}/vertrag-widerrufen`);
    const email = uniqueEmail('ohne-js');
    await page.getByLabel(/^Name/).focus();
    await page.keyboard.type('Max Mustermann');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('B-2026-9');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).waitFor();
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Ihr Widerruf ist am' }).waitFor();
    const mail = await kit.mailTo(email, (m) => m.kind === 'withdrawal_confirmation');
    expect(mail.text).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} (MEZ|MESZ)/);
    await context.close();
  });

  it('DE: one submit of the footer newsletter form subscribes (double opt-in mail); confirm and unsubscribe work from the mails', async () => {
    const email = uniqueEmail('news');
    const page = await open('de', '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Ihre E-Mail-Adresse').fill(email);
    await footer.getByRole('button', { name: 'Abonnieren' }).click();
    // The shopper stays on the page and reads the answer in the footer.
    await footer.getByRole('status').filter({ hasText: 'Bitte bestätigen Sie Ihre Anmeldung' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const mail = await kit.mailTo(email, (m) => m.kind === 'newsletter_confirmation');
    await open('de', linkIn(mail.text, '/newsletter?confirm=').href, page);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByRole('status').filter({ hasText: 'Sie haben den Newsletter abonniert.' }).waitFor();

    await open('de', linkIn(mail.text, '/newsletter-unsubscribe').href, page);
    expect(await page.getByRole('main').getByLabel(/^E-Mail-Adresse/).inputValue()).toBe(email);
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('status').filter({ hasText: 'Sie haben sich vom Newsletter abgemeldet.' }).waitFor();
    await page.close();
  });

  it('has no serious accessibility violations on account, login-register and forgot-password pages', async () => {
    const email = uniqueEmail('axe');
    await kit.register('at', email, 'geheim123');
    for (const path of ['/login-register', '/forgot-password', '/forgot-password?token=abcdefghijklmnopqrstuvwxyz', '/vertrag-widerrufen', '/newsletter?email=a%40example.org']) {
      const page = await open('at', path);
      expect(await seriousViolations(page), path).toEqual([]);
      await page.close();
    }
    const page = await signIn('at', email, 'geheim123', 'Anmelden');
    await page.goto(`${origin('at')}/account?address=new`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await seriousViolations(page), '/account').toEqual([]);
    await page.close();
  });
});
