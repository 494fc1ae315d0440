// The admin's journeys across the shop (issue 14), in real Chromium against the running apps: an
// admin marks a prepayment order paid and ships it with a tracking number, and the customer then
// finds the tracking link and the invoice PDF in their account; a review approved in the admin
// appears on the product page. Every admin page visited passes axe.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { backOfficeKit, uniqueEmail } from './account-kit.ts';
import { adminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { buyAsDemoCustomer } from './demo-purchase.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: 'de' | 'at') => shop.apps.get(code)?.origin ?? '';
const adminUrl = (pagePath: string) => `${shop.backOffice.apiUrl}/admin${pagePath}`;

/** A browser with the admin signed in, speaking `locale` (the admin follows the browser's language). */
const signedInAdmin = (locale: 'de-DE' | 'ro-RO') => adminKit(shop.backOffice).signedInIn(browser, locale);

/** A full-page screenshot, when SHOTS_DIR is set (at the page's width: 1280 px here). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Screenshots at 1280 px and, as `<name>-375`, on a phone (375 px), when SHOTS_DIR is set; back at 1280 px after. */
async function shotsAtBothWidths(page: Page, name: string) {
  await shot(page, name);
  if (!process.env.SHOTS_DIR) return;
  await page.setViewportSize({ width: 375, height: 900 });
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A size of the product's first variant that is in stock in the Austrian shop. */
async function sizeInStock(productId: number): Promise<number> {
  const answer = await fetch(`${shop.backOffice.helperUrl}/api/products/combinations/${productId}/de_AT`, { headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' } });
  const [variant] = ((await answer.json()) as { data: { size: { pse_id: number; stock: number }[] }[] }).data;
  const size = variant?.size.find((entry) => entry.stock > 0);
  if (!size) throw new Error(`product ${productId} has a variant in stock`);
  return size.pse_id;
}

async function expectAccessible(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
}

/** The text of a PDF, read by poppler's pdftotext. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the admin runs the shop', () => {
  it('DE: books a prepayment 72,00 € short (partially paid), ships it with a reason and a tracking number, books the rest (the invoice stays byte for byte); the customer sees the tracking link and downloads the invoice', async () => {
    const kit = backOfficeKit(shop.backOffice);
    const email = uniqueEmail('admin-journey');
    const customer = await kit.register('de', email, 'geheim123');
    const order = await kit.customerOrder('de', customer, email);

    const { context, page } = await signedInAdmin('de-DE');
    await page.getByRole('link', { name: 'Bestellungen' }).first().click();
    await page.getByLabel('Suche').fill(order.ref);
    await page.getByLabel('Suche').press('Enter');
    await page.getByRole('link', { name: order.ref }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${order.id}$`));
    await page.getByRole('heading', { name: 'Vorkasse eingegangen' }).waitFor();
    await expectAccessible(page, 'order detail, placed');

    // The transfer arrives 72,00 € short: booked, the order partially paid, not paid.
    // Today in Germany (from 23:00 or 22:00 UTC the UTC day is still yesterday there, before the order).
    const germanToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const total = await page.getByLabel(/^Eingegangener Betrag/).inputValue();
    const totalCents = Math.round(Number(total.replace(',', '.')) * 100);
    const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    await page.getByLabel('Tag des Zahlungseingangs').fill(germanToday);
    await page.getByLabel(/^Eingegangener Betrag/).fill(euro(totalCents - 7_200));
    await page.getByLabel('Verwendungszweck laut Kontoauszug (optional)').fill(order.ref);
    await page.getByRole('button', { name: 'Zahlung verbuchen' }).click();
    await page.getByText(/Zahlung verbucht\. 72,00\s€ sind noch offen/).first().waitFor();
    await page.getByText(/^Teilweise bezahlt: .* 72,00\s€ offen$/).waitFor();
    await expectAccessible(page, 'order detail, partially paid');
    await shot(page, 'admin-de-order-partially-paid');

    // Shipping it now asks why; with the reason it ships, and the invoice is issued.
    await page.getByLabel('Versanddienstleister').selectOption({ label: 'DHL' });
    await page.getByLabel('Sendungsnummer').fill('123');
    await page.getByRole('button', { name: 'Versenden und E-Mail schicken' }).click();
    // A wrong number is refused at the field, nothing is shipped.
    await expect.poll(() => page.getByLabel('Sendungsnummer').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByLabel('Warum vor vollständiger Bezahlung versendet wird').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Sendungsnummer').fill('00340434161094015902');
    await page.getByLabel('Warum vor vollständiger Bezahlung versendet wird').fill('Stammkunde, der Rest ist angekündigt');
    await page.getByRole('button', { name: 'Versenden und E-Mail schicken' }).click();
    await page.getByText(/Bestellung versendet/).waitFor();
    await page.getByText(/mit 72,00\s€ unbezahlt: Stammkunde, der Rest ist angekündigt/).waitFor();
    await expectAccessible(page, 'order detail, shipped');
    // The warehouse's packing slip: what to pack, no prices (issue 36).
    const slipLink = page.getByRole('link', { name: 'Lieferschein (PDF, ohne Preise)' });
    const slip = pdfText(await (await context.request.get(new URL((await slipLink.getAttribute('href')) ?? '', page.url()).toString())).body());
    expect(slip).toContain('Lieferschein');
    expect(slip).toContain(`Bestellung ${order.ref}`);
    expect(slip).not.toMatch(/€/);

    // The invoice as issued, then the rest of the money arrives: the invoice stays byte for byte.
    const invoiceLink = page.getByRole('link', { name: /^Rechnung RE-DE-/ });
    const invoiceUrl = new URL((await invoiceLink.getAttribute('href')) ?? '', page.url()).toString();
    const before = await (await context.request.get(invoiceUrl)).body();
    // The customer sends 77,00 €: 5,00 € too much, sent back to them and booked as such (no refund,
    // no credit note), and the order is paid in full.
    await page.getByLabel(/^Eingegangener Betrag/).fill('77,00');
    await page.getByRole('button', { name: 'Zahlung verbuchen' }).click();
    await page.getByText(/Zahlung verbucht\. Es kam 5,00\s€ mehr als der Gesamtbetrag/).first().waitFor();
    await page.getByText(/^Überzahlt: .* 5,00\s€ zurückzuzahlen$/).waitFor();
    await page.getByRole('button', { name: 'Rücküberweisung verbuchen…' }).click();
    const payBack = page.getByRole('form', { name: 'Rücküberweisung an den Zahler' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('paid_on');
    expect(await payBack.getByLabel(/^Zurücküberwiesener Betrag/).inputValue()).toBe('5,00');
    await payBack.getByLabel(/^Zurücküberwiesener Betrag/).fill('6,00');
    await payBack.getByRole('button', { name: 'Verbuchen', exact: true }).click();
    await payBack.getByText(/Über den Gesamtbetrag hinaus kamen höchstens 5,00\s€\./).waitFor();
    await expectAccessible(page, 'order detail, money sent back');
    await shotsAtBothWidths(page, 'admin-de-order-pay-back');
    await payBack.getByLabel(/^Zurücküberwiesener Betrag/).fill('5,00');
    await payBack.getByLabel('IBAN des Zahlers oder Referenz der Überweisung (optional)').fill('DE89 3704 0044 0532 0130 00');
    await payBack.getByRole('button', { name: 'Verbuchen', exact: true }).click();
    await page.getByText(/5,00\s€ als an den Zahler zurücküberwiesen verbucht\./).first().waitFor();
    await page.getByText(/^Vollständig bezahlt am/).waitFor();
    await page.getByText(/^5,00\s€ am .* an den Zahler zurücküberwiesen, Referenz DE89 3704 0044 0532 0130 00, verbucht von/).waitFor();
    expect(await page.getByRole('link', { name: /^Gutschrift GS-DE-/ }).count()).toBe(0);
    // Each mail on the timeline opens the mail (its text, and sending it again once it went out).
    await page.getByRole('link', { name: 'E-Mail öffnen (Text, erneut senden)' }).first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Ihre Bestellung ${order.ref} bei`) }).waitFor();
    await page.getByRole('link', { name: `Bestellung #${order.id}` }).click();
    await page.getByRole('heading', { name: `Bestellung ${order.ref}` }).waitFor();
    const after = await (await context.request.get(invoiceUrl)).body();
    expect(after.equals(before)).toBe(true);
    await shot(page, 'admin-de-order-paid-in-full');
    expect(pdfText(before)).toContain('noch nicht bezahlt');

    // A refund is typed (nothing prefilled), shown for a second look, then booked; the customer is told.
    // First a goodwill amount; the form opens on the returned items, none chosen.
    const refund = page.getByRole('form', { name: 'Erstatten' });
    expect(await refund.getByRole('radio', { name: 'Zurückgesandte Artikel' }).isChecked()).toBe(true);
    expect(await refund.getByLabel(/^Zu erstattende Einheiten/).inputValue()).toBe('');
    await refund.getByRole('radio', { name: 'Ein Betrag (Kulanz)' }).check();
    expect(await refund.getByLabel(/^Betrag/).inputValue()).toBe('');
    await refund.getByLabel(/^Betrag/).fill('10,00');
    await refund.getByLabel('Grund').fill('Kratzer am Gehäuse');
    // A prepayment goes back by transfer: a wrong IBAN is refused at its field.
    await refund.getByLabel('IBAN des Zahlers').fill('DE89 3704 0044 0532 0130 01');
    await refund.getByRole('button', { name: 'Erstatten…' }).click();
    await refund.getByRole('button', { name: /^Ja, 10,00\s€ erstatten$/ }).click();
    await refund.getByText('Das ist keine gültige IBAN.').waitFor();
    await refund.getByLabel('IBAN des Zahlers').fill('DE89 3704 0044 0532 0130 00');
    await refund.getByRole('button', { name: 'Erstatten…' }).click();
    const confirm = refund.getByRole('group', { name: 'Erstattung bestätigen' });
    await confirm.getByText(/Erstattung von 10,00\s€ erfassen\?/).waitFor();
    expect(await page.getByRole('link', { name: /^Gutschrift GS-DE-/ }).count()).toBe(0);
    await expectAccessible(page, 'refund confirmation');
    await confirm.getByRole('button', { name: /^Ja, 10,00\s€ erstatten$/ }).click();
    await page.getByText(/Erstattung erfasst/).first().waitFor();
    await page.getByRole('link', { name: /^Gutschrift GS-DE-/ }).waitFor();

    // The transfer waits on the dashboard until it is marked sent.
    await page.getByRole('link', { name: 'Übersicht' }).first().click();
    const transfers = page.getByRole('region', { name: /^Von Hand zu überweisende Erstattungen/ });
    await transfers.getByText('DE89 3704 0044 0532 0130 00').first().waitFor();
    await expectAccessible(page, 'dashboard with a transfer to make');
    await shot(page, 'admin-de-dashboard-transfers');
    await transfers.getByRole('button', { name: `${order.ref} als überwiesen markieren` }).click();
    await page.getByText(/als gesendet markiert/).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: `${order.ref} als überwiesen markieren` }).count()).toBe(0);

    // The goods come back: the unit is refunded by items, back to stock, with the delivery where one
    // was charged. That returns everything, so the refund is what is left after the 10,00 €.
    await page.goBack();
    await page.waitForURL(new RegExp(`/admin/orders/${order.id}$`));
    const items = page.getByRole('form', { name: 'Erstatten' });
    await items.getByRole('button', { name: 'Erstatten…' }).click();
    await items.getByText('Wählen Sie die Einheiten, die Versandkosten oder die Gebühr, die erstattet werden.').waitFor();
    await items.getByLabel(/^Zu erstattende Einheiten \(von 1\)/).fill('1');
    await items.getByRole('checkbox', { name: 'Zurück ins Lager' }).check();
    const delivery = items.getByRole('checkbox', { name: /^Versandkosten/ });
    if ((await delivery.count()) > 0) await delivery.check();
    const left = new RegExp(`^Die Erstattung beträgt ${euro(totalCents - 1_000)}\\s€$`);
    await items.getByRole('status').filter({ hasText: left }).waitFor();
    await items.getByLabel('Grund').fill('Rücksendung');
    await items.getByLabel('IBAN des Zahlers').fill('DE89 3704 0044 0532 0130 00');
    await expectAccessible(page, 'refund by items');
    await shotsAtBothWidths(page, 'admin-de-refund-by-items');
    await items.getByRole('button', { name: 'Erstatten…' }).click();
    await items.getByRole('group', { name: 'Erstattung bestätigen' }).getByRole('button', { name: new RegExp(`^Ja, ${euro(totalCents - 1_000)}\\s€ erstatten$`) }).click();
    await page.getByText(/Erstattung erfasst/).first().waitFor();
    // The line states what went back for it: the goods' 449,00 less the 10,00 refunded before.
    await page.getByText(new RegExp(`^1 × .* · ${euro(totalCents - 1_000)}\\s€ · zurück ins Lager$`)).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Gutschrift GS-DE-/ }).count()).toBe(2);
    await shot(page, 'admin-de-refunded-by-items');

    // The accountant's DATEV file of the day: the invoice and both credit notes, in the German shop.
    await page.getByRole('link', { name: 'Export' }).first().click();
    const datev = page.getByRole('form', { name: 'DATEV für die Steuerberatung' });
    await datev.getByLabel('Shop').selectOption('AT');
    await datev.getByLabel('Ausgestellt ab').fill(germanToday);
    await datev.getByLabel(/^Ausgestellt bis/).fill(germanToday);
    await datev.getByRole('button', { name: 'DATEV-Datei herunterladen' }).click();
    // The Austrian shop has no revenue accounts in the demo's configuration: said, nothing downloaded.
    await datev.getByRole('alert').filter({ hasText: 'DATEV_REVENUE_ACCOUNTS' }).waitFor();
    await datev.getByLabel('Shop').selectOption('DE');
    const [file] = await Promise.all([page.waitForEvent('download'), datev.getByRole('button', { name: 'DATEV-Datei herunterladen' }).click()]);
    expect(file.suggestedFilename()).toBe(`EXTF_Buchungsstapel_DE_${germanToday}_${germanToday}.csv`);
    const datevText = readFileSync((await file.path()) ?? '', 'latin1');
    expect(datevText.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    expect(datevText).toContain(`"${order.ref}"`);
    await expectAccessible(page, 'export page with the DATEV form');
    await shot(page, 'admin-de-export-datev');
    await context.close();
    const refundMail = await kit.mailTo(email, (candidate) => candidate.kind === 'order_refunded' && /10,00\s€ erstattet/.test(candidate.text));
    expect(refundMail.text).toMatch(/Wir haben Ihnen zu Ihrer Bestellung .* 10,00\s€ erstattet\./);
    expect(refundMail.text).not.toContain('Kratzer');

    // The customer got the shipping mail with the tracking link.
    const mail = await kit.mailTo(email, (candidate) => candidate.text.includes('00340434161094015902'));
    expect(mail.text).toContain('https://www.dhl.de/');

    // In the account: the tracking link and the invoice.
    const shopper = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await shopper.goto(`${origin('de')}/login-register?then=${encodeURIComponent(`/account/order/${order.id}`)}`);
    await shopper.locator('html[data-hydrated="true"]').waitFor();
    await shopper.getByRole('main').getByLabel(/^E-Mail-Adresse/).fill(email);
    await shopper.getByRole('main').getByLabel(/^Passwort/).fill('geheim123');
    await shopper.getByRole('main').getByRole('button', { name: 'Anmelden' }).last().click();
    await shopper.waitForURL(new RegExp(`/account/order/${order.id}$`));
    const tracking = shopper.getByRole('link', { name: /Sendung verfolgen/ });
    expect(await tracking.getAttribute('href')).toContain('00340434161094015902');
    const download = shopper.getByRole('link', { name: /Rechnung herunterladen \(PDF\)/ });
    const href = await download.getAttribute('href');
    if (!href) throw new Error('the invoice link has an address');
    const answer = await shopper.request.get(new URL(href, origin('de')).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await answer.body());
    expect(text).toMatch(/RE-DE-\d{4}-\d{6}/);
    expect(text).toContain(order.ref);
    expect(text).toContain('Lieferdatum');
    expect(text).toMatch(/19\s?%/);
    await expectAccessible(shopper, 'account order with shipment and invoice');
    await shopper.close();
  });

  it('AT: a withdrawal declared for an order shows on the customer’s order page with its refund deadline, and on the order in the admin', async () => {
    const kit = backOfficeKit(shop.backOffice);
    const email = uniqueEmail('ruecktritt');
    const customer = await kit.register('at', email, 'geheim123');
    const order = await kit.customerOrder('at', customer, email);
    const declared = await fetch(`${shop.backOffice.apiUrl}/api/withdrawal`, {
      method: 'POST',
      headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e-withdrawal', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Erika Muster', email, order_ref: order.ref, items: 'alle Artikel', message: '', locale: 'de_AT' }),
    });
    expect(declared.status).toBe(200);

    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${origin('at')}/login-register?then=${encodeURIComponent(`/account/order/${order.id}`)}`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.getByRole('main').getByLabel(/^E-Mail-Adresse/).fill(email);
      await page.getByRole('main').getByLabel(/^Passwort/).fill('geheim123');
      await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).last().click();
      await page.waitForURL(new RegExp(`/account/order/${order.id}$`));
      // Austria says Rücktritt; the money is due 14 days after the day of receipt.
      await page.getByText(/^Rücktritt erklärt am \d{2}\.\d{2}\.\d{4}\. Wir erstatten Ihnen den Betrag spätestens bis zum \d{2}\.\d{2}\.\d{4}\.$/).waitFor();
      await expectAccessible(page, `order page with a withdrawal, ${width} px`);
      await shot(page, `account-at-order-withdrawal-${width}`);
      await context.close();
    }

    const { context, page } = await signedInAdmin('de-DE');
    await page.goto(adminUrl(`/orders/${order.id}`));
    await page.getByRole('heading', { name: 'Widerruf' }).waitFor();
    await page.getByText(/^Widerruf erklärt am .*: Erstattung spätestens am /).waitFor();
    await page.getByText('Widerruf durch den Kunden erklärt: alle Artikel').waitFor();
    await expectAccessible(page, 'admin order with a withdrawal');
    await shot(page, 'admin-de-order-withdrawal');

    // The money came in; the declaration leads to a refund by lines filled in from it: every unit,
    // the delivery and the fee (a withdrawal of everything gives back every payment), so the
    // refund is the whole total. Nothing is booked before the confirmation.
    // (The receipt form offers the order's total.)
    const whole = await page.getByLabel(/^Eingegangener Betrag/).inputValue();
    await page.getByRole('button', { name: 'Zahlung verbuchen' }).click();
    await page.getByText('Zahlung verbucht. Die Bestellung ist vollständig bezahlt.').first().waitFor();
    await page.getByRole('link', { name: 'Nach Positionen erstatten, aus diesem Widerruf' }).click();
    const refund = page.getByRole('form', { name: 'Erstatten' });
    await refund.getByRole('note').getByText(/^Ausgefüllt aus dem Widerruf vom \d{2}\.\d{2}\.\d{4}: alle noch nicht erstatteten Stück/).waitFor();
    await refund.getByRole('note').getByText('alle Artikel').waitFor();
    // Focus moved to the form the link leads to (keyboard users land on it).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-refund');
    const units = refund.getByLabel(/^Zu erstattende Einheiten/);
    for (const field of await units.all()) expect(await field.inputValue()).toMatch(/^[1-9]\d*$/);
    expect(await refund.getByLabel('Grund').inputValue()).toMatch(/^Widerruf erklärt am \d{2}\.\d{2}\.\d{4}$/);
    const delivery = refund.getByRole('checkbox', { name: /^Versandkosten/ });
    if ((await delivery.count()) > 0) expect(await delivery.isChecked()).toBe(true);
    await refund.getByRole('status').filter({ hasText: new RegExp(`^Die Erstattung beträgt ${whole}\\s€$`) }).waitFor();
    expect(await page.getByRole('link', { name: /^Gutschrift GS-AT-/ }).count()).toBe(0);
    await expectAccessible(page, 'refund filled in from a withdrawal');
    await shotsAtBothWidths(page, 'admin-de-refund-from-withdrawal');
    // The same form in the Romanian admin, before anything is booked.
    const ro = await signedInAdmin('ro-RO');
    await ro.page.goto(page.url());
    await ro.page.getByRole('form', { name: 'Rambursare' }).getByRole('note').getByText(/^Completat din retragerea declarată la /).waitFor();
    await shot(ro.page, 'admin-ro-refund-from-withdrawal');
    await ro.context.close();
    await refund.getByLabel('IBAN des Zahlers').fill('AT61 1904 3002 3457 3201');
    await refund.getByRole('button', { name: 'Erstatten…' }).click();
    await refund.getByRole('group', { name: 'Erstattung bestätigen' }).getByRole('button', { name: new RegExp(`^Ja, ${whole}\\s€ erstatten$`) }).click();
    await page.getByText(/Erstattung erfasst/).first().waitFor();
    await page.getByRole('link', { name: /^Gutschrift GS-AT-/ }).waitFor();
    // Booked: the address no longer fills the form in, so a reload starts empty.
    await expect.poll(() => new URL(page.url()).searchParams.has('refund_from')).toBe(false);
    await context.close();

  });

  it('AT company, Romanian admin: the shipped order\'s invoice has its XRechnung beside the PDF in the admin, and the company downloads both from its account', async () => {
    const who = { email: 'firma@example.com', password: 'firma1234' };
    const order = await buyAsDemoCustomer(shop.backOffice, who, { productId: 5, pseId: await sizeInStock(5) });

    const { context, page } = await signedInAdmin('ro-RO');
    await page.goto(adminUrl(`/orders/${order.orderId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Curier').selectOption({ label: 'DHL' });
    await page.getByLabel('Număr de urmărire (AWB)').fill('00340434161094015902');
    await page.getByRole('button', { name: /^Expediați/ }).click();
    const einvoice = page.getByRole('link', { name: /^XRechnung \(XML\), RE-AT-\d{4}-\d{6}$/ });
    await einvoice.waitFor();
    expect(await einvoice.textContent()).toBe('XRechnung (XML)');
    const xml = await (await context.request.get(new URL((await einvoice.getAttribute('href')) ?? '', page.url()).toString())).text();
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain('<ram:Name>Bad &amp; Co GmbH</ram:Name>');
    expect(xml).toContain('<ram:ID schemeID="VA">ATU13585627</ram:ID>');
    await expectAccessible(page, 'admin order with an e-invoice (ro)');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-ro-order-einvoice-${width}`);
    }
    await context.close();

    for (const width of [375, 1280]) {
      const shopper = await browser.newPage({ viewport: { width, height: 900 } });
      await shopper.goto(`${origin('at')}/login-register?then=${encodeURIComponent(`/account/order/${order.orderId}`)}`);
      await shopper.locator('html[data-hydrated="true"]').waitFor();
      await shopper.getByRole('main').getByLabel(/^E-Mail-Adresse/).fill(who.email);
      await shopper.getByRole('main').getByLabel(/^Passwort/).fill(who.password);
      await shopper.getByRole('main').getByRole('button', { name: 'Anmelden' }).last().click();
      await shopper.waitForURL(new RegExp(`/account/order/${order.orderId}$`));
      const link = shopper.getByRole('link', { name: 'E-Rechnung herunterladen (XRechnung, XML)' });
      const answer = await shopper.request.get(new URL((await link.getAttribute('href')) ?? '', origin('at')).toString());
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/xml');
      expect(await answer.text()).toBe(xml);
      await expectAccessible(shopper, `account order with an e-invoice at ${width}px`);
      await shot(shopper, `account-at-order-einvoice-${width}`);
      await shopper.close();
    }
  });

  it('RO, Romanian admin: a cash-on-delivery order is ready to ship in the list, ships unpaid, is delivered with the cash the carrier collected booked, and its invoice is corrected by a credit note and a new invoice', async () => {
    const kit = backOfficeKit(shop.backOffice);
    const order = await kit.guestOrder('ro', uniqueEmail('ramburs'));
    const { context, page } = await signedInAdmin('ro-RO');
    await page.goto(adminUrl('/orders'));
    await page.getByLabel('Căutare').fill(order.ref);
    await page.getByLabel('Căutare').press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.ref }) });
    await row.getByText('Gata de expediere (ramburs)').waitFor();
    await row.getByRole('link', { name: order.ref }).click();
    await page.getByText(/^Neachitată încă: curierul încasează .* la livrare \(ramburs\)$/).waitFor();
    await page.getByLabel('Curier').selectOption({ label: 'Fan Courier' });
    await page.getByLabel(/^Număr de urmărire/).fill('2123456780001');
    await page.getByRole('button', { name: 'Expediați și trimiteți e-mailul' }).click();
    await page.getByText(/^Comanda a fost expediată\./).first().waitFor();
    // On delivery the carrier collected the money: booked with it, unless staff untick it.
    const collected = page.getByRole('checkbox', { name: /^Curierul a încasat .* la livrare: înregistrați plata$/ });
    expect(await collected.isChecked()).toBe(true);
    await expectAccessible(page, 'cash on delivery, shipped');
    await shotsAtBothWidths(page, 'admin-ro-cash-on-delivery-shipped');
    await page.getByRole('button', { name: 'Marcați ca livrată' }).click();
    await page.getByText(/^Comanda a fost marcată ca livrată; suma de .* încasată la livrare a fost înregistrată\.$/).first().waitFor();
    await page.getByText(/^Achitată integral la /).waitFor();

    // The invoice went out without the buyer's company: corrected by a credit note and a new invoice (the first stays as issued).
    const first = page.getByRole('link', { name: /^Factura FCT-RO-\d{4}-\d{6}$/ });
    const firstNumber = ((await first.textContent()) ?? '').replace('Factura ', '');
    const firstUrl = new URL((await first.getAttribute('href')) ?? '', page.url()).toString();
    const firstBytes = await (await context.request.get(firstUrl)).body();
    await page.getByRole('button', { name: `Corectați factura ${firstNumber}…` }).click();
    await page.getByLabel('Firmă').fill('Baie Nouă SRL');
    await page.getByLabel('Ce se corectează').fill('Lipsea denumirea firmei');
    await expectAccessible(page, 'invoice correction form');
    await shotsAtBothWidths(page, 'admin-ro-invoice-correction-form');
    await page.getByRole('button', { name: 'Emiteți factura storno și factura nouă' }).click();
    await page.getByText(`Factura ${firstNumber} a fost stornată printr-o factură storno și înlocuită cu o factură nouă.`).first().waitFor();
    await page.getByText(`stornează ${firstNumber}`, { exact: false }).first().waitFor();
    const replacement = page.getByRole('listitem').filter({ hasText: `înlocuiește ${firstNumber}` }).getByRole('link', { name: /^Factura FCT-RO-/ });
    const replacementText = pdfText(await (await context.request.get(new URL((await replacement.getAttribute('href')) ?? '', page.url()).toString())).body());
    expect(replacementText).toContain('Baie Nouă SRL');
    expect(replacementText).toContain(`Această factură înlocuiește factura ${firstNumber}`);
    expect((await (await context.request.get(firstUrl)).body()).equals(firstBytes)).toBe(true);
    await expectAccessible(page, 'invoice corrected');
    await shotsAtBothWidths(page, 'admin-ro-invoice-corrected');
    await context.close();
  });

  it('AT product, Romanian admin: a waiting review is approved in the admin and shows on the product page', async () => {
    const who = { email: 'firma@example.com', password: 'firma1234' };
    const helper = (pathName: string) => `${shop.backOffice.helperUrl}${pathName}`;
    const pseId = await sizeInStock(4);
    await buyAsDemoCustomer(shop.backOffice, who, { productId: 4, pseId });
    const login = (await (
      await fetch(`${shop.backOffice.apiUrl}/api/customer/login`, {
        method: 'POST',
        headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e-review', 'content-type': 'application/json' },
        body: JSON.stringify(who),
      })
    ).json()) as { data: { token: string; customer: { ID: number } } };
    const created = await fetch(helper('/api/comments'), {
      method: 'POST',
      headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 4, pse_id: pseId, customer_id: login.data.customer.ID, rating: 5, title: 'Bestens verarbeitet', content: 'Passt genau, schnell geliefert.' }),
    });
    expect(created.status).toBe(200);
    const before = await (await fetch(`${origin('at')}/product/4`)).text();
    expect(before).not.toContain('Bestens verarbeitet');

    const { context, page } = await signedInAdmin('ro-RO');
    await page.getByRole('link', { name: 'Recenzii' }).first().click();
    await page.waitForURL(/\/admin\/reviews/);
    await expectAccessible(page, 'review queue (ro)');
    await page.getByRole('button', { name: /Bestens verarbeitet/ }).first().click();
    await page.getByText(/Bestens verarbeitet/).first().waitFor();
    await expect.poll(async () => (await (await fetch(`${origin('at')}/product/4`)).text()).includes('Bestens verarbeitet')).toBe(true);
    await context.close();

    const product = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await product.goto(`${origin('at')}/product/4`);
    await product.getByText('Bestens verarbeitet').waitFor();
    await product.getByText(/5 von 5 Sternen/).first().waitFor();
    await product.close();
  });

  it('DE: an order tagged from its page is on the timeline and in the list filtered by the tag; RO: a customer gets tags and internal notes with who wrote them', async () => {
    const kit = backOfficeKit(shop.backOffice);
    const email = uniqueEmail('tagged');
    const order = await kit.guestOrder('de', email);
    const german = await signedInAdmin('de-DE');
    await german.page.goto(adminUrl(`/orders/${order.id}`));
    await german.page.getByLabel('Schlagwörter, durch Kommas getrennt').fill('Rückfrage, Express');
    await german.page.getByRole('button', { name: 'Schlagwörter speichern' }).click();
    await german.page.getByText('Schlagwörter gespeichert.').waitFor();
    await german.page.getByText('Schlagwörter geändert von — auf Rückfrage, Express').waitFor();
    await expectAccessible(german.page, 'order with tags');
    await shotsAtBothWidths(german.page, 'admin-order-tags-de');
    await german.page.getByRole('list', { name: 'Schlagwörter' }).getByRole('link', { name: 'Rückfrage' }).click();
    await german.page.waitForURL(/\/orders\?tag=/);
    const rows = german.page.getByRole('row').filter({ has: german.page.getByRole('link', { name: order.ref }) });
    await rows.first().waitFor();
    // Only tagged orders are listed.
    const listedRows = await german.page.locator('tbody tr').allTextContents();
    expect(listedRows.length).toBeGreaterThan(0);
    expect(listedRows.filter((text) => !text.includes('Rückfrage'))).toEqual([]);
    await shotsAtBothWidths(german.page, 'admin-orders-by-tag-de');
    await german.context.close();

    const romanian = await signedInAdmin('ro-RO');
    await romanian.page.goto(adminUrl(`/customers?kind=all&q=${encodeURIComponent(email)}`));
    await romanian.page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    await romanian.page.getByLabel('Etichete, separate prin virgulă').fill('Client important');
    await romanian.page.getByRole('button', { name: 'Salvați etichetele' }).click();
    await romanian.page.getByText('Etichetele au fost salvate.').waitFor();
    await romanian.page.getByLabel('Notă pentru echipă').fill('Sună dimineața.');
    await romanian.page.getByRole('button', { name: 'Salvați nota' }).click();
    const notes = romanian.page.getByRole('list', { name: 'Note interne' });
    await notes.getByText('Sună dimineața.').waitFor();
    expect(await notes.textContent()).toContain('admin@example.com');
    await expectAccessible(romanian.page, 'customer with tags and notes');
    await shotsAtBothWidths(romanian.page, 'admin-customer-tags-ro');
    await romanian.page.goto(adminUrl(`/customers?kind=all&tag=${encodeURIComponent('client important')}`));
    await romanian.page.getByRole('row').filter({ hasText: email }).waitFor();
    await romanian.context.close();
  });

  it('every operating page of the admin passes axe, in German at 1280 px and on a phone', async () => {
    const { context, page } = await signedInAdmin('de-DE');
    for (const pagePath of ['/orders', '/customers', '/reviews', '/withdrawals', '/mails', '/audit']) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(adminUrl(pagePath));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(page, `${pagePath} at ${width}px`);
      }
    }
    // A detail page of each kind, reached from its list.
    for (const [list, linkName] of [
      ['/orders', /^\d{4}-\d{6}$/],
      ['/customers', /./],
      ['/mails', /./],
    ] as const) {
      await page.goto(adminUrl(list));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('table').getByRole('link', { name: linkName }).first().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page, `detail from ${list}`);
    }
    await context.close();
  });
});
