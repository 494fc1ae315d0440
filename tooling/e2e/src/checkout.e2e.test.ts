// Cart, checkout and payment outcomes in Chromium against the real back office (issue 8): a guest
// pays in advance in Germany and sees the GiroCode, a guest pays cash on delivery in Romania, an
// Austrian company customer pays by sandbox card, a declined payment keeps the cart, a repeated
// order POST places one order, and without JavaScript cash on delivery's fee shows before ordering.
import { mkdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { addToCart, countryIds, fillGuestAddress, sellableProducts, type Code } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';


let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at', 'ro']), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';

const firstSellable = async (code: Code, extra: Record<string, string> = {}) => {
  const [product] = await sellableProducts(shop.backOffice, code, extra);
  if (!product) throw new Error(`no sellable product in ${code}`);
  return product.ID;
};

/** Screenshots at the page's width and at the other one (375 or 1280 px), when SHOTS_DIR is set; the page's width after. */
async function shotsAtBothWidths(page: Page, name: string, width = 1280) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const each of [width, width === 375 ? 1280 : 375]) {
    await page.setViewportSize({ width: each, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${each}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

async function open(code: Code, pathname: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin(code) + pathname);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

describe('cart and checkout', () => {
  it('DE guest: cart survives a reload and a back-office restart, coupon, bad input keeps values, prepayment shows the GiroCode', async () => {
    const page = await open('de', '/');
    const productId = await firstSellable('de');
    await addToCart(page, origin('de'), productId, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.getByText('1 Artikel im Einkaufswagen').waitFor();
    await page.reload();
    await page.getByText('1 Artikel im Einkaufswagen').waitFor();

    // The cart dropdown loads the delivery cost before it shows the totals.
    await page.getByRole('button', { name: /Einkaufswagen/ }).first().click();
    await page.getByRole('link', { name: 'Einkaufswagen ansehen' }).waitFor();
    await expect.poll(() => page.getByText('Lieferung', { exact: true }).count()).toBeGreaterThan(0);

    await shop.backOffice.stop();
    await shop.backOffice.start();
    await page.goto(`${origin('de')}/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const quantity = page.getByRole('spinbutton', { name: /^Menge von/ });
    const step = Number(await quantity.inputValue());
    await page.getByRole('button', { name: /^Eins mehr/ }).click();
    await expect.poll(() => quantity.inputValue()).toBe(String(step * 2));
    await page.getByRole('button', { name: /^Eins weniger/ }).click();
    await expect.poll(() => quantity.inputValue()).toBe(String(step));

    // A mistyped code reads as the shopper's to fix, not as a system fault.
    await page.getByLabel('Gutscheincode').fill('NOPE');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dieser Gutscheincode ist ungültig.' }).waitFor();
    // A coupon never makes the order dearer (issue 37): free shipping where delivery is free already is refused.
    await page.getByLabel('Gutscheincode').fill('FREESHIP');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dieser Gutschein spart bei diesem Einkaufswagen nichts' }).waitFor();
    await page.getByLabel('Gutscheincode').fill('WELCOME10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByRole('status').filter({ hasText: 'Gutschein WELCOME10 eingelöst.' }).waitFor();
    await page.getByText('Gutschein WELCOME10', { exact: true }).waitFor();
    // A code that saves less is not taken silently: the shopper is told and may take it anyway.
    await page.getByLabel('Gutscheincode').fill('SAVE5');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByRole('alert').filter({ hasText: /^WELCOME10 spart Ihnen .*, SAVE5 nur 5,00\s€: WELCOME10 bleibt eingelöst\.$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'de-cart-coupon-worse');
    await page.getByRole('button', { name: 'SAVE5 trotzdem einlösen' }).click();
    await page.getByRole('status').filter({ hasText: 'Gutschein SAVE5 eingelöst. Er ersetzt WELCOME10: ein Gutschein pro Bestellung.' }).waitFor();
    // Taken off again, and the better one back on.
    await page.getByRole('button', { name: 'Gutschein SAVE5 entfernen' }).click();
    await page.getByRole('status').filter({ hasText: 'Der Gutschein wurde entfernt.' }).waitFor();
    expect(await page.getByText('Gutschein SAVE5', { exact: true }).count()).toBe(0);
    await page.getByLabel('Gutscheincode').fill('WELCOME10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByText('Gutschein WELCOME10', { exact: true }).waitFor();
    await shotsAtBothWidths(page, 'de-cart-coupon-applied');

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // A client-side navigation: the page was hydrated before, so wait for the checkout itself.
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await fillGuestAddress(page, { email: 'erika.de@example.com', zipcode: '12', city: 'Berlin', phone: '+49 30 1234567' });
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText('Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.').waitFor();
    await page.getByText('Bitte akzeptieren Sie die AGB.').waitFor();
    // Focus (and the view) moved from the order button to the first wrong field: the postcode.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')).toMatch(/zipcode$/);
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    expect(await invoice.getByLabel(/^Vorname/).inputValue()).toBe('Erika');
    expect(await invoice.getByLabel(/^Postleitzahl/).inputValue()).toBe('12');

    await invoice.getByLabel(/^Postleitzahl/).fill('10115');
    await invoice.locator('select').selectOption({ index: 1 });
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    expect(await page.getByTestId('order-number').textContent()).toMatch(/\S+/);
    await page.getByRole('img', { name: /QR-Code für die Überweisung/ }).waitFor();
    // The IBAN in groups of four, the slip shown at once (no collapsed box to open).
    expect(await page.getByText(/^DE\d{2}( [0-9A-Z]{4})+( [0-9A-Z]{1,4})?$/).count()).toBeGreaterThan(0);
    const slip = page.getByRole('figure', { name: 'Überweisungsträger' });
    expect(await slip.isVisible()).toBe(true);
    expect(await slip.textContent()).toMatch(/IBAN\s*DE\d{2} \d{4} \d{4}/);
    expect(await page.locator('details').count()).toBe(0);

    // The order took the cart with it: the badge empties on this page already.
    await expect.poll(() => page.getByText('1 Artikel im Einkaufswagen').count()).toBe(0);
    await page.goto(`${origin('de')}/cart`);
    await page.getByText('Ihr Einkaufswagen ist leer.').waitFor();
    await page.close();
  });

  it('RO guest pays cash on delivery, in lei with 21% TVA', async () => {
    const page = await open('ro', '/');
    const productId = await firstSellable('ro');
    await addToCart(page, origin('ro'), productId, { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    expect(await page.getByText(/21\s?% TVA/).count()).toBeGreaterThan(0);
    await page.goto(`${origin('ro')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByRole('complementary', { name: 'Sumarul comenzii' }).textContent()).toMatch(/Lei/);
    await fillGuestAddress(page, { email: 'ion.ro@example.com', zipcode: '010011', city: 'București', phone: '+40 21 123 4567' });
    await page.getByRole('radio', { name: /^Ramburs/ }).check();
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vă mulțumim pentru comandă!' }).waitFor();
    expect(await page.getByRole('img', { name: /Cod QR/ }).count()).toBe(0);
    expect(await page.locator('main').textContent()).toMatch(/Lei/);
    await page.close();
  });

  it('RO guest: express checkout with PayPal from the cart (the demo sandbox), the wallet’s address filled in, order placed and paid', async () => {
    const page = await open('ro', '/', 375);
    await addToCart(page, origin('ro'), await firstSellable('ro'), { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    await page.goto(`${origin('ro')}/cart`);
    await page.getByRole('button', { name: 'Plătiți direct cu PayPal' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('heading', { name: 'Confirmați comanda' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Plătiți cu PayPal ca express.ro@example.com.' }).waitFor();
    const invoice = page.getByRole('group', { name: /Adresă de facturare/ });
    expect(await invoice.getByLabel(/^Nume/).inputValue()).toBe('Popescu');
    expect(await invoice.getByLabel(/^Stradă/).inputValue()).toBe('Strada Lipscani');
    expect(await invoice.getByLabel(/^Număr/).inputValue()).toBe('12');
    // The wallet is the payment: the other methods are not on this step.
    expect(await page.getByRole('radio', { name: /^PayPal/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Ramburs/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await invoice.locator('select').selectOption({ index: 1 });
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vă mulțumim pentru comandă!' }).waitFor();
    await page.close();
  });

  it('AT company customer sees net prices and pays by sandbox card, approved', async () => {
    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'), { readOnly: true });
    const zeroVat = database.prepare('SELECT category_id FROM zero_vat_category WHERE country_id = ?').all(countryIds.at) as { category_id: number }[];
    database.close();
    let productId: number | undefined;
    for (const { category_id } of zeroVat) {
      productId = (await sellableProducts(shop.backOffice, 'at', { category: String(category_id) }))[0]?.ID;
      if (productId !== undefined) break;
    }
    if (productId === undefined) throw new Error('no sellable product in a 0-VAT category of Austria');

    const page = await open('at', '/login-register');
    await page.getByLabel(/^E-Mail-Adresse/).fill('firma@example.com');
    await page.getByLabel(/^Passwort/).fill('firma1234');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/account$/);
    await addToCart(page, origin('at'), productId, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('at')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // Net amounts (decision 014): the goods of a 0-VAT category carry no VAT, the postage the country's 20 %.
    expect((await page.getByRole('complementary', { name: 'Bestellübersicht' }).textContent())?.replaceAll('\u00a0', ' ')).toMatch(/Warenwert netto.*Summe netto.*zzgl\. USt\. 20 %.*Gesamtsumme/);
    await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.close();
  });

  it('DE: a declined card keeps the cart and the checkout as typed; an online retry counts down the 2 minutes, prepayment is taken at once', async () => {
    const page = await open('de', '/');
    await addToCart(page, origin('de'), await firstSellable('de'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('de')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'declined.de@example.com', zipcode: '80331', city: 'München', phone: '+49 89 1234567' });
    await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/order-failed/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('heading', { name: 'Bestellung fehlgeschlagen, bitte versuchen Sie es erneut' }).waitFor();
    await page.getByText('Bitte warten Sie 2 Minuten, bevor Sie die Zahlung erneut versuchen, oder kontaktieren Sie den Kundenservice.').waitFor();
    await page.getByText(/Ihr Einkaufswagen und Ihre Angaben sind noch da\./).waitFor();
    // The wait is counted down, says why, and names what can be chosen now.
    const timer = page.getByRole('timer');
    const shown = (await timer.textContent()) ?? '';
    expect(shown).toMatch(/^Online-Zahlung wieder möglich in [012]:\d\d$/);
    await expect.poll(async () => (await timer.textContent()) !== shown, { timeout: 5_000 }).toBe(true);
    await page.getByText(/^Vorkasse.* können Sie sofort wählen\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'de-order-failed');

    // Back to the checkout: everything typed is still there (the terms are agreed to anew).
    await page.getByRole('link', { name: 'Zurück zur Kasse' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByLabel(/^E-Mail-Adresse/).last().inputValue()).toBe('declined.de@example.com');
    const invoice = page.getByRole('group', { name: /Rechnungsadresse/ });
    expect(await invoice.getByLabel(/^Ort/).inputValue()).toBe('München');
    expect(await invoice.getByLabel(/^Postleitzahl/).inputValue()).toBe('80331');
    expect(await page.getByRole('radio', { name: /^Kreditkarte/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(/Ich akzeptiere die AGB/).isChecked()).toBe(false);
    // The card again within the 2 minutes: refused, with the countdown and the way out.
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Bitte warten Sie 2 Minuten' });
    await alert.getByRole('timer').waitFor();
    await alert.getByText(/können Sie sofort wählen\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'de-checkout-retry-wait');
    // Prepayment at once, with the same details: placed.
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.close();
  });

  it('RO on a phone: a cancelled card payment reads "Plată anulată", needs no wait, and the checkout comes back filled in for cash on delivery', async () => {
    const page = await open('ro', '/', 375);
    await addToCart(page, origin('ro'), await firstSellable('ro'), { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    await page.goto(`${origin('ro')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The shop's WhatsApp button floats on its pages, but not over the checkout's fields (issue 37).
    expect(await page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    await fillGuestAddress(page, { email: 'anulat.ro@example.com', zipcode: '400001', city: 'Cluj-Napoca', phone: '0721 123 456' });
    await page.getByRole('radio', { name: /^Card bancar/ }).check();
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/order-failed/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('heading', { name: 'Plată anulată' }).waitFor();
    expect(await page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(1);
    await page.getByText(/Coșul dumneavoastră și datele introduse sunt încă acolo\./).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByText('Comanda a eșuat', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'ro-order-cancelled', 375);
    await page.getByRole('link', { name: 'Înapoi la finalizarea comenzii' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByLabel(/^Adresă de e-mail/).last().inputValue()).toBe('anulat.ro@example.com');
    expect(await page.getByRole('group', { name: /Adresă de facturare/ }).getByLabel(/^Localitate|^Oraș/).inputValue()).toBe('Cluj-Napoca');
    await page.getByRole('radio', { name: /^Ramburs/ }).check();
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.close();
  });

  it('DE guest: a coupon this e-mail has used already is refused at the order button with the reason, and the cart leads to removing it', async () => {
    const email = `coupon-twice-${Date.now()}@example.com`;
    const orderWithWelcome = async () => {
      const page = await open('de', '/');
      await addToCart(page, origin('de'), await firstSellable('de'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
      await page.goto(`${origin('de')}/cart`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.getByLabel('Gutscheincode').fill('WELCOME10');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await page.getByRole('status').filter({ hasText: 'Gutschein WELCOME10 eingelöst.' }).waitFor();
      await page.goto(`${origin('de')}/checkout`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await fillGuestAddress(page, { email, zipcode: '90402', city: 'Nürnberg', phone: '+49 911 1234567' });
      await page.getByRole('radio', { name: /Vorkasse/ }).check();
      await page.getByLabel(/Ich akzeptiere die AGB/).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      return page;
    };
    const first = await orderWithWelcome();
    await first.waitForURL(/\/order-placed/);
    await first.close();
    // The same e-mail again: the cart could not know it, the order button does.
    const second = await orderWithWelcome();
    const alert = second.getByRole('alert').filter({ hasText: 'Ihr Gutschein WELCOME10 kann für diese Bestellung nicht eingelöst werden: Sie haben diesen Gutschein bereits eingelöst.' });
    await alert.waitFor();
    expect(await seriousViolations(second)).toEqual([]);
    await shotsAtBothWidths(second, 'de-checkout-coupon-refused');
    await alert.getByRole('link', { name: 'Gutschein im Einkaufswagen ändern oder entfernen' }).click();
    await second.waitForURL(/\/cart$/);
    await second.getByRole('button', { name: 'Gutschein WELCOME10 entfernen' }).click();
    await second.getByRole('status').filter({ hasText: 'Der Gutschein wurde entfernt.' }).waitFor();
    await second.close();
  });

  it('DE guest collects at a pickup point: the order is placed with the point, and its confirmation names it', async () => {
    const page = await open('de', '/');
    await addToCart(page, origin('de'), await firstSellable('de'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('de')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const email = `abholung-${Date.now()}@example.com`;
    await fillGuestAddress(page, { email, zipcode: '80331', city: 'München', phone: '+49 89 1234567' });
    await page.getByRole('radio', { name: /^Abholung/ }).check();
    const point = page.getByLabel(/^Abholstation|^Pickup point/);
    await point.selectOption({ index: 1 });
    const chosen = ((await point.locator('option:checked').textContent()) ?? '').trim();
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    const ref = new URL(page.url()).searchParams.get('order');
    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'), { readOnly: true });
    const order = database.prepare("SELECT o.local_pickup_id, p.name, a.company, a.street FROM shop_order o JOIN local_pickup_point p ON p.id = o.local_pickup_id JOIN order_address a ON a.order_id = o.id AND a.kind = 'delivery' WHERE o.ref = ?").get(ref) as { name: string; company: string; street: string } | undefined;
    const mail = database.prepare("SELECT m.text_body FROM mail_outbox m JOIN shop_order o ON o.id = m.order_id WHERE o.ref = ? AND m.kind = 'order_confirmation'").get(ref) as { text_body: string } | undefined;
    database.close();
    expect(order?.company).toBe(order?.name);
    expect(chosen).toContain(order?.name ?? '-');
    expect(mail?.text_body).toContain(order?.name ?? '-');
    expect(mail?.text_body).toContain(order?.street ?? '-');
    await page.close();
  });

  it('DE and RO: a quantity typed between whole packs is rounded up, and the shopper is told (issue 37)', async () => {
    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'), { readOnly: true });
    const boxed = database
      .prepare("SELECT pse.product_id AS id, pse.quantity_step AS step FROM product_sale_element pse JOIN product p ON p.id = pse.product_id JOIN pse_stock s ON s.pse_id = pse.id WHERE p.visible = 1 AND p.price_on_request = 0 AND pse.quantity_step > 2 AND pse.is_default = 1 AND s.quantity > 100 ORDER BY pse.id LIMIT 1")
      .get() as { id: number; step: number } | undefined;
    database.close();
    if (!boxed) throw new Error('the demo has tiles sold by the box');
    for (const [code, label, said] of [
      ['de', /^Menge \(in Schritten von/, `${boxed.step + 1} ist keine ganze Zahl von Packungen zu ${boxed.step}: Die Menge ist jetzt ${boxed.step * 2}.`],
      ['ro', /^Cantitate \(multiplu de/, `${boxed.step + 1} nu este un număr întreg de pachete de câte ${boxed.step}: cantitatea este acum ${boxed.step * 2}.`],
    ] as const) {
      const page = await open(code, `/product/${boxed.id}`, 375);
      const quantity = page.getByLabel(label);
      await quantity.fill(String(boxed.step + 1));
      await quantity.press('Tab');
      await page.getByRole('status').filter({ hasText: said }).waitFor();
      expect(await quantity.inputValue()).toBe(String(boxed.step * 2));
      await page.close();
    }
  });

  it('posting the order twice with the same checkout key places one order', async () => {
    const page = await open('at', '/');
    await addToCart(page, origin('at'), await firstSellable('at'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('at')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'twice.at@example.com', zipcode: '1010', city: 'Wien', phone: '+43 1 2345678' });
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    // The total's own row (the VAT it contains follows it).
    const totalShown = async () => summary.locator('dt:text-is("Gesamtsumme") + dd').innerText();
    const before = await totalShown();
    // The cash-on-delivery fee (7,90 € in Austria) is named at the method and added to the total before the order.
    await expect.poll(() => page.getByText('zzgl. 7,90 € Nachnahmegebühr').count()).toBe(1);
    await page.getByRole('radio', { name: /^Nachnahme/ }).check();
    await summary.getByText('Nachnahmegebühr', { exact: true }).waitFor();
    const euros = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    expect(euros(await totalShown()) - euros(before)).toBe(790);
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    // The same form sent twice at once, as a double click without JavaScript would.
    const form = await page.locator('form:has(input[name="checkout_key"])').evaluate((element: HTMLFormElement) => new URLSearchParams(new FormData(element) as unknown as Record<string, string>).toString());
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const post = () =>
      fetch(`${origin('at')}/checkout`, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const [first, second] = await Promise.all([post(), post()]);
    const orderOf = (response: Response) => new URL(response.headers.get('location') ?? '', origin('at')).searchParams.get('order');
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(orderOf(first)).toMatch(/\S+/);
    expect(orderOf(second)).toBe(orderOf(first));
    await page.close();
  });

  it('DE guest without JavaScript: cash on delivery shows its 6,90 € fee in the summary before ordering, and the order costs the total shown', async () => {
    // The product goes into the cart with JavaScript; the checkout runs in a context without it, on the same cookies.
    const shopper = await open('de', '/');
    await addToCart(shopper, origin('de'), await firstSellable('de'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, storageState: await shopper.context().storageState() });
    await shopper.close();
    const page = await context.newPage();
    await page.goto(`${origin('de')}/checkout`);
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    const totalOf = (where: Locator) => where.locator('dt', { hasText: /^Gesamtsumme$/ }).locator('xpath=following-sibling::dd[1]').innerText();
    const grandTotal = () => totalOf(summary);
    const euros = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    const before = euros(await grandTotal());
    expect(await summary.getByText('Nachnahmegebühr', { exact: true }).count()).toBe(0);

    await fillGuestAddress(page, { email: 'ohne.js@example.com', zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' });
    await page.getByRole('radio', { name: /^Nachnahme/ }).check();
    await page.getByRole('button', { name: 'Gesamtsumme aktualisieren' }).click();
    await page.waitForLoadState('load');
    // The page comes back with what was typed and chosen, and the fee on its own line of the summary.
    await summary.getByText('Nachnahmegebühr', { exact: true }).waitFor();
    expect(await page.getByLabel(/^E-Mail-Adresse/).last().inputValue()).toBe('ohne.js@example.com');
    expect(await page.getByRole('radio', { name: /^Nachnahme/ }).isChecked()).toBe(true);
    const shown = euros(await grandTotal());
    expect(shown - before).toBe(690);

    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    const placed = page.locator('main');
    await placed.getByText('Nachnahmegebühr', { exact: true }).waitFor();
    expect(euros(await totalOf(placed))).toBe(shown);
    await context.close();
  });

  it("recovers silently when the back office no longer knows the cart ('Cart not found')", async () => {
    const page = await open('de', '/');
    const productId = await firstSellable('de');
    await addToCart(page, origin('de'), productId, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'));
    // Carts nothing else refers to: this test's cart among them.
    const unused = 'SELECT id FROM cart WHERE id NOT IN (SELECT cart_id FROM shop_order WHERE cart_id IS NOT NULL) AND id NOT IN (SELECT cart_id FROM checkout_request)';
    database.exec(`DELETE FROM cart_item WHERE cart_id IN (${unused}); DELETE FROM cart WHERE id IN (${unused})`);
    database.close();
    await page.goto(`${origin('de')}/cart`);
    await page.getByText('Ihr Einkaufswagen ist leer.').waitFor();
    await expect.poll(() => page.getByText('1 Artikel im Einkaufswagen').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await addToCart(page, origin('de'), productId, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.getByText('1 Artikel im Einkaufswagen').waitFor();
    await page.close();
  });

  it('checks out with the keyboard alone', async () => {
    const page = await open('at', '/');
    await addToCart(page, origin('at'), await firstSellable('at'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('at')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('body').focus();
    // Tab forward until the focused element matches; only keys from here on.
    const tabTo = async (selector: string) => {
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
      }
      throw new Error(`could not reach ${selector} with Tab`);
    };
    const typeInto = async (name: string, value: string) => {
      await tabTo(`[name="${name}"]`);
      await page.keyboard.type(value);
    };
    await typeInto('email', 'tasten.at@example.com');
    await typeInto('invoice.firstname', 'Toni');
    await typeInto('invoice.lastname', 'Tastatur');
    await typeInto('invoice.street', 'Ringstraße');
    await typeInto('invoice.street_number', '1');
    await typeInto('invoice.zipcode', '1010');
    await typeInto('invoice.city', 'Wien');
    await tabTo('[name="invoice.state_id"]');
    await page.keyboard.press('ArrowDown');
    await typeInto('invoice.phone', '+43 1 2345678');
    await tabTo('[name="payment_module_id"]');
    // Arrow keys walk the radio group to cash on delivery (Nachnahme).
    for (let presses = 0; presses < 12; presses += 1) {
      const label = await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
      if (label.startsWith('Nachnahme')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await tabTo('[name="terms_accepted"]');
    await page.keyboard.press('Space');
    await tabTo('aside button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.close();
  });
});
