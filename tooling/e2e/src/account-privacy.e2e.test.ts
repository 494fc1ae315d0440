// Issue 17 in real Chromium: privacy in the account (name, email with its mailed link, the data as
// JSON, deleting the account), a guest's account from /order-placed, the header's account dropdown
// and content menus, the Romania-only pages in the Romanian footer, and the app version rule.
// Screenshots of every changed screen at 375 and 1280 px go to SHOTS_DIR when it is set.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { backOfficeKit, linkIn, uniqueEmail, type CountryCode } from './account-kit.ts';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';
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
const words = {
  de: { signIn: 'Anmelden', account: 'Mein Konto', save: 'Name speichern', send: 'Bestätigungslink senden', delete: 'Mein Kundenkonto löschen', wrong: 'Das aktuelle Passwort ist nicht korrekt.' },
  at: { signIn: 'Anmelden', account: 'Mein Konto', save: 'Name speichern', send: 'Bestätigungslink senden', delete: 'Mein Kundenkonto löschen', wrong: 'Das aktuelle Passwort ist nicht korrekt.' },
  ro: { signIn: 'Autentificare', account: 'Contul meu', save: 'Salvați numele', send: 'Trimiteți linkul de confirmare', delete: 'Ștergeți contul meu', wrong: 'Parola actuală nu este corectă.' },
} as const;

async function open(code: CountryCode, path: string, page?: Page, width = 1280): Promise<Page> {
  const target = page ?? (await browser.newPage({ viewport: { width, height: 900 } }));
  await target.goto(path.startsWith('http') ? path : origin(code) + path);
  await target.locator('html[data-hydrated="true"]').waitFor();
  return target;
}

async function signIn(code: CountryCode, email: string, password: string, width = 1280): Promise<Page> {
  const page = await open(code, '/login-register', undefined, width);
  await page.getByRole('main').getByLabel(/^(E-Mail-Adresse|Adresă de e-mail)/).fill(email);
  await page.getByRole('main').getByLabel(/^(Passwort|Parolă)/).fill(password);
  await page.getByRole('main').getByRole('button', { name: words[code].signIn }).last().click();
  await page.waitForURL(/\/account$/);
  await page.locator('input[name="current_password"]').first().waitFor();
  return page;
}

/** Both widths of the page as it is now (the same URL loaded again at the other width). */
async function shoot(page: Page, name: string, options: { reload?: boolean } = {}): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (options.reload) {
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
    }
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('header', () => {
  it('DE: the account dropdown signed out offers sign in and register; closes on Escape, outside click and when the cart opens', async () => {
    const page = await open('de', '/');
    const trigger = page.getByRole('button', { name: 'Anmelden oder registrieren' });
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name: 'Anmelden' }).waitFor();
    await panel.getByRole('link', { name: 'Konto erstellen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `de-account-dropdown-signed-out-1280.png`);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    // Focus is back on the button: Enter opens it again, from the keyboard alone.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(await trigger.getAttribute('aria-controls'));
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.click();
    await page.getByRole('button', { name: 'Einkaufswagen' }).click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    // Register opens the registration tab.
    await trigger.click();
    await panel.getByRole('link', { name: 'Konto erstellen' }).click();
    await page.waitForURL(/\/login-register\?tab=register/);
    await page.getByRole('tab', { name: 'Registrieren', selected: true }).waitFor();
    // On a phone the panel opens on screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await trigger.click();
    await panel.getByRole('link', { name: 'Anmelden' }).waitFor();
    const box = await panel.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    await shot(page, `de-account-dropdown-signed-out-375.png`);
    await page.close();
  });

  it('DE and RO: the content menus of the locale config are in the header (full width) and in the phone menu', async () => {
    const de = await open('de', '/');
    const nav = de.getByRole('navigation', { name: 'Informationen' });
    await nav.getByRole('link', { name: 'Versandkosten' }).waitFor();
    await nav.getByRole('link', { name: 'Impressum' }).waitFor();
    await shot(de, `de-header-menus-1280.png`);
    await de.setViewportSize({ width: 375, height: 800 });
    await de.getByRole('button', { name: 'Menü öffnen' }).click();
    const dialog = de.getByRole('dialog');
    await dialog.getByRole('navigation', { name: 'Informationen' }).getByRole('link', { name: 'FAQ' }).waitFor();
    await shot(de, `de-offcanvas-menus-375.png`);
    await de.close();
    const ro = await open('ro', '/');
    await ro.getByRole('navigation', { name: 'Informații' }).getByRole('link').first().waitFor();
    expect(await ro.getByRole('navigation', { name: 'Informații' }).getByRole('link').count()).toBeGreaterThan(3);
    await ro.close();
  });

  it('RO: the footer links the Romania-only pages; the German footer does not', async () => {
    const ro = await open('ro', '/');
    const footer = ro.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Condiții de garanție' }).click();
    await ro.waitForURL(/\/conditii-de-garantie\.html$/);
    await ro.locator('html[data-hydrated="true"]').waitFor();
    expect(await ro.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect((await fetch(`${origin('ro')}/manual-de-utilizare-1.html`)).status).toBe(200);
    expect(await ro.getByRole('contentinfo').getByRole('link', { name: 'Manual de utilizare' }).getAttribute('href')).toBe('/manual-de-utilizare-1.html');
    await shot(ro.getByRole('contentinfo'), `ro-footer-1280.png`);
    await ro.setViewportSize({ width: 375, height: 800 });
    await shot(ro.getByRole('contentinfo'), `ro-footer-375.png`);
    await ro.close();
    const de = await open('de', '/');
    expect(await de.getByRole('contentinfo').getByRole('link', { name: /Garantie|garanție/ }).count()).toBe(0);
    await de.close();
  });
});

describe('guest -> customer', () => {
  it('DE: after a guest order, /order-placed makes an account with one password; the order is in it', async () => {
    const email = uniqueEmail('gast');
    const [product] = await sellableProducts(shop.backOffice, 'de');
    if (!product) throw new Error('no sellable product');
    const page = await open('de', '/');
    await addToCart(page, origin('de'), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await open('de', '/checkout', page);
    await fillGuestAddress(page, { email, zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' });
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    const ref = (await page.getByTestId('order-number').textContent()) ?? '';
    const offer = page.getByRole('region', { name: 'Konto erstellen' });
    await offer.getByText(email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'de-order-placed-offer');

    await offer.getByLabel(/^Passwort/).fill('kurz');
    await offer.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    await offer.getByLabel(/^Passwort/).fill('gastkunde1');
    await offer.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.waitForURL(/\/account\?done=account-created/);
    await page.getByRole('status').filter({ hasText: 'Ihr Kundenkonto wurde angelegt.' }).waitFor();
    await page.getByRole('region', { name: 'Meine Bestellungen' }).getByText(ref).waitFor();

    // Signed in: the header's dropdown has the name, orders, addresses and sign out.
    const trigger = page.getByRole('button', { name: 'Mein Konto' });
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await panel.getByText('Erika Muster').waitFor();
    await panel.getByRole('link', { name: 'Meine Adressen' }).waitFor();
    await panel.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `de-account-dropdown-signed-in-1280.png`);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, `de-account-dropdown-signed-in-375.png`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('link', { name: 'Meine Bestellungen' }).click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await panel.waitFor({ state: 'hidden' });
    await trigger.click();
    await panel.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login-register$/);
    // The password works from now on.
    await page.close();
    const again = await signIn('de', email, 'gastkunde1');
    await again.getByText(ref).waitFor();
    await again.close();
  });
});

describe('guest -> customer in Romanian', () => {
  it('RO: after a cash-on-delivery guest order, one password makes the account', async () => {
    const email = uniqueEmail('oaspete');
    const [product] = await sellableProducts(shop.backOffice, 'ro');
    if (!product) throw new Error('no sellable product');
    const page = await open('ro', '/');
    await addToCart(page, origin('ro'), product.ID, { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    await open('ro', '/checkout', page);
    await fillGuestAddress(page, { email, zipcode: '010011', city: 'București', phone: '+40 21 123 4567' });
    await page.getByRole('radio', { name: /^Ramburs/ }).check();
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/order-placed/);
    const ref = (await page.getByTestId('order-number').textContent()) ?? '';
    const offer = page.getByRole('region', { name: 'Creează un cont' });
    await offer.getByText(email).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'ro-order-placed-offer');
    await offer.getByLabel(/^Parolă/).fill('oaspete123');
    await offer.getByRole('button', { name: 'Creează un cont' }).click();
    await page.waitForURL(/\/account\?done=account-created/);
    await page.getByRole('status').filter({ hasText: 'Contul dumneavoastră a fost creat.' }).waitFor();
    await page.getByRole('region', { name: 'Comenzile mele' }).getByText(ref).waitFor();
    await page.close();
  });
});

describe('privacy in the account', () => {
  it('AT: a new name; a new email only after the mailed link; the data as JSON; deleting keeps nothing personal, and the email registers again', async () => {
    const email = uniqueEmail('konto');
    const next = uniqueEmail('neu');
    const customer = await kit.register('at', email, 'geheim123');
    await kit.customerOrder('at', customer, email);
    const page = await signIn('at', email, 'geheim123');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'at-account', { reload: true });

    const profile = page.getByRole('region', { name: 'Name und E-Mail-Adresse' });
    await profile.getByLabel(/^Vorname/).fill('Erika Maria');
    await profile.getByRole('button', { name: words.at.save }).click();
    await page.getByRole('status').filter({ hasText: 'Ihr Name wurde geändert.' }).waitFor();
    await page.getByText('Erika Maria Muster').first().waitFor();

    await profile.getByLabel(/^Neue E-Mail-Adresse/).fill(next);
    await profile.getByLabel(/^Aktuelles Passwort/).fill('falsch123');
    await profile.getByRole('button', { name: words.at.send }).click();
    await profile.getByText(words.at.wrong).waitFor();
    await profile.getByLabel(/^Aktuelles Passwort/).fill('geheim123');
    await profile.getByRole('button', { name: words.at.send }).click();
    await page.getByRole('status').filter({ hasText: `Wir haben einen Bestätigungslink an ${next} gesendet.` }).waitFor();
    // Until the link is followed the account keeps its address.
    await page.getByText(`(${email})`).waitFor();

    // The data as JSON, with the session's cookie.
    const download = await page.evaluate(async () => {
      const answer = await fetch('/account/data-export');
      return { type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition'), body: (await answer.json()) as { profile: { email: string; firstname: string }; orders: unknown[] } };
    });
    expect(download.type).toMatch(/^application\/json/);
    expect(download.disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(download.body.profile).toMatchObject({ email, firstname: 'Erika Maria' });
    expect(download.body.orders).toHaveLength(1);

    const mail = await kit.mailTo(next, (m) => m.kind === 'email_change');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    const link = linkIn(mail.text, '/account/email-confirm');
    const confirm = await open('at', `${origin('at')}${link.pathname}${link.search}`);
    expect(await seriousViolations(confirm)).toEqual([]);
    await shoot(confirm, 'at-email-confirm');
    await confirm.getByRole('button', { name: 'Neue E-Mail-Adresse bestätigen' }).click();
    await confirm.getByRole('status').filter({ hasText: `Ihre E-Mail-Adresse wurde in ${next} geändert.` }).waitFor();
    await confirm.close();
    // Every session ended with the change: the one in the first browser too ('Please login again').
    await page.goto(`${origin('at')}/account`);
    await page.waitForURL(/\/login-register/);
    await page.getByText('Bitte melden Sie sich erneut an').waitFor();
    await page.close();

    const signedIn = await signIn('at', next, 'geheim123');
    const privacy = signedIn.getByRole('region', { name: 'Ihre Daten' });
    await privacy.getByLabel(/^Aktuelles Passwort/).fill('falsch123');
    await privacy.getByRole('button', { name: words.at.delete }).click();
    await privacy.getByText(words.at.wrong).waitFor();
    await privacy.getByLabel(/^Aktuelles Passwort/).fill('geheim123');
    await privacy.getByRole('button', { name: words.at.delete }).click();
    await signedIn.waitForURL(/\/account\/deleted$/);
    await signedIn.getByRole('heading', { name: 'Ihr Kundenkonto wurde gelöscht' }).waitFor();
    expect(await seriousViolations(signedIn)).toEqual([]);
    await shoot(signedIn, 'at-account-deleted');
    await signedIn.getByRole('button', { name: 'Anmelden oder registrieren' }).waitFor();
    await signedIn.close();
    expect((await kit.mailTo(next, (m) => m.kind === 'account_deleted')).subject).toBe('Ihr Kundenkonto wurde gelöscht');
    // The address is free: a new registration with it works, and the new account is empty.
    const fresh = await kit.register('at', next, 'nochmal123');
    expect(fresh.customerId).not.toBe(customer.customerId);
  });

  it('RO: the account page in Romanian, a new name, deleting the account', async () => {
    const email = uniqueEmail('cont');
    await kit.register('ro', email, 'parola123');
    const page = await signIn('ro', email, 'parola123');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'ro-account', { reload: true });
    const profile = page.getByRole('region', { name: 'Nume și adresă de e-mail' });
    await profile.getByLabel(/^Nume/).fill('Ionescu');
    await profile.getByRole('button', { name: words.ro.save }).click();
    await page.getByRole('status').filter({ hasText: 'Numele dumneavoastră a fost schimbat.' }).waitFor();
    const privacy = page.getByRole('region', { name: 'Datele dumneavoastră' });
    await privacy.getByRole('link', { name: 'Descărcați datele mele' }).waitFor();
    await privacy.getByLabel(/^Parola actuală/).fill('parola123');
    await privacy.getByRole('button', { name: words.ro.delete }).click();
    await page.getByRole('heading', { name: 'Contul dumneavoastră a fost șters' }).waitFor();
    await shoot(page, 'ro-account-deleted');
    expect((await kit.mailTo(email, (m) => m.kind === 'account_deleted')).subject).toBe('Contul dumneavoastră de client a fost șters');
    await page.close();
  });

  it('DE: the account page at both widths', async () => {
    const email = uniqueEmail('seite');
    await kit.register('de', email, 'geheim123');
    const page = await signIn('de', email, 'geheim123');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'de-account', { reload: true });
    await page.close();
  });
});

describe('app version (spec section 4)', () => {
  it('DE: a changed version signs the customer out and returns to the last location, not to the forgot-password page', async () => {
    const email = uniqueEmail('version');
    await kit.register('de', email, 'geheim123');
    const page = await signIn('de', email, 'geheim123');
    await open('de', '/versandkosten', page);
    await open('de', '/forgot-password', page);
    // A new build is out: the stored version is an older one.
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('app') ?? '{}') as { state: Record<string, unknown> };
      stored.state.version = '1.0.6';
      window.localStorage.setItem('app', JSON.stringify(stored));
    });
    await page.goto(`${origin('de')}/forgot-password`);
    await page.waitForURL(/\/versandkosten$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Anmelden oder registrieren' }).waitFor();
    await page.getByText('Unsere Website wurde aktualisiert').waitFor();
    // The customer is signed out on the server too.
    const account = await page.goto(`${origin('de')}/account`);
    expect(account?.url()).toMatch(/\/login-register/);
    await page.close();
  });

  it('RO guest: a changed version comes back to the page it happened on, with the toast', async () => {
    const page = await open('ro', '/intrebari-frecvente');
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('app') ?? '{}') as { state: Record<string, unknown> };
      stored.state.version = '1.0.6';
      window.localStorage.setItem('app', JSON.stringify(stored));
    });
    await page.goto(`${origin('ro')}/intrebari-frecvente`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByText('Site-ul nostru a fost actualizat').waitFor();
    expect(new URL(page.url()).pathname).toBe('/intrebari-frecvente');
    await page.close();
  });
});
