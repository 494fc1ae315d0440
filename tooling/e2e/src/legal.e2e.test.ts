// What a German, Austrian and Romanian shopper is owed by law (issue 17), in real Chromium against
// the running shops: the footer's trust seals only from the configured providers, consent that can
// be reopened, changed and withdrawn from the footer (and that holds back the help chat, Sentry's
// session replay and the review provider's request), the model withdrawal form as a PDF, the order
// confirmation with the terms, the withdrawal instructions and the form attached, and the
// manufacturer and safety information on the product page.
// The review provider, the chat script and Sentry are third parties: local stand-ins answer at the
// addresses the real ones are configured with. With SHOTS_DIR set, screenshots are written there.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { adminKit } from './admin-kit.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

type Code = 'de' | 'at' | 'ro';
let shop: RunningShop;
let browser: Browser;
let thirdParty: Server;
// What the browser asked of the third parties (the storefront's own server reports to Sentry too).
const requests: string[] = [];

beforeAll(async () => {
  thirdParty = createServer((req, res) => {
    if (/Chrome/.test(req.headers['user-agent'] ?? '')) requests.push(req.url ?? '');
    if (req.url?.startsWith('/badge')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end("badge({ratingvalue:'4,7', ratingcount:1234, reviewpage:'https://reviews.example/shop', sealcolor:'green'})");
    } else if (req.url?.startsWith('/chat.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end('window.__chatLoaded = true;');
    } else {
      // Sentry's envelopes: accepted and forgotten.
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => thirdParty.listen(0, '127.0.0.1', resolve));
  const base = `127.0.0.1:${(thirdParty.address() as AddressInfo).port}`;
  [shop, browser] = await Promise.all([
    startShop(['de', 'at', 'ro'], {
      storefrontEnv: { REVIEW_BADGE_URL: `http://${base}/badge`, CHAT_WIDGET_URL: `http://${base}/chat.js`, SENTRY_DSN: `http://publickey@${base}/1` },
    }),
    launchChromium(),
  ]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise<void>((resolve) => thirdParty?.close(() => resolve()));
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

async function open(code: Code, target: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin(code) + target);
  await hydrated(page);
  return page;
}

async function shot(page: Page, name: string, locator?: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  if (locator) await page.locator(locator).first().screenshot({ path: path.join(dir, `${name}.png`) });
  else await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const pdfText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');

const texts = {
  de: { banner: 'Datenschutz-Einstellungen', accept: 'Akzeptieren', decline: 'Ablehnen', settings: 'Cookie-Einstellungen' },
  at: { banner: 'Datenschutz-Einstellungen', accept: 'Akzeptieren', decline: 'Ablehnen', settings: 'Cookie-Einstellungen' },
  ro: { banner: 'Setări de confidențialitate', accept: 'Accept', decline: 'Refuz', settings: 'Setări cookie-uri' },
} as const;

const loaded = (page: Page) =>
  page.evaluate(() => ({
    chat: document.querySelectorAll('script[data-chat-widget]').length > 0,
    sentry: Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__),
  }));

describe('trust seals in the footer', () => {
  it('DE: the Trusted Shops certificate as a link; ShopVote only with the provider’s answer after Accept; no shield of our own', async () => {
    const page = await open('de', '/');
    const footer = page.locator('footer');
    const certificate = footer.getByRole('link', { name: 'Trusted Shops Zertifikat ansehen (öffnet in einem neuen Tab)' });
    expect(await certificate.getAttribute('href')).toBe('https://www.trustedshops.de/bewertung/info_X4F1C9B2E7A05D3386E21B4C9F0A7D512.html');
    expect(await footer.textContent()).not.toMatch(/Zertifizierter Shop|Bewerteter Shop/);
    expect(await footer.getByRole('link', { name: /^ShopVote/ }).count()).toBe(0);
    await page.getByRole('button', { name: texts.de.accept }).click();
    const shopvote = footer.getByRole('link', { name: 'ShopVote 4,7 von 5 Sternen (1.234 Bewertungen) (öffnet in einem neuen Tab)' });
    await shopvote.waitFor();
    expect(await shopvote.getAttribute('href')).toBe('https://reviews.example/shop');
    await shot(page, 'footer-marks-de-1280', 'footer [class*="marks"]');
    await page.close();
  });

  it('AT: the certificate on trustedshops.at, ShopVote in the footer after Accept but no floating badge (its flag is off)', async () => {
    const page = await open('at', '/', 375);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: /^Trusted Shops/ }).getAttribute('href')).toBe('https://www.trustedshops.at/bewertung/info_X9A3E57C21D4B8F60A1C3E5D7B9F2A463.html');
    await page.getByRole('button', { name: texts.at.accept }).click();
    await footer.getByRole('link', { name: /^ShopVote/ }).waitFor();
    expect(await page.getByRole('button', { name: /Kundenbewertungen/ }).count()).toBe(0);
    await shot(page, 'footer-marks-at-375', 'footer [class*="marks"]');
    await page.close();
  });

  it('RO: no provider is configured, so no seal', async () => {
    const page = await open('ro', '/', 375);
    await page.getByRole('button', { name: texts.ro.accept }).click();
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: /Trusted Shops|ShopVote/ }).count()).toBe(0);
    await shot(page, 'footer-marks-ro-375', 'footer [class*="marks"]');
    await page.close();
  });
});

/**
 * The count of third-party requests once none has arrived for a second: a page that had accepted
 * (an earlier test's, or this one's before it reloaded) may still send Sentry's last envelope as it
 * closes, and that must not count as the next page's.
 */
async function settledCount(): Promise<number> {
  let seen = -1;
  while (seen !== requests.length) {
    seen = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return seen;
}

describe.each(['de', 'ro'] as const)('%s: consent', (code) => {
  it('holds back chat, Sentry and the review request until Accept; the footer reopens the banner; Decline withdraws it', async () => {
    const t = texts[code];
    const asked = await settledCount();
    const page = await open(code, '/');
    const banner = page.getByRole('region', { name: t.banner });
    await banner.waitFor();
    expect(await loaded(page)).toEqual({ chat: false, sentry: false });
    expect(requests.length).toBe(asked);

    await banner.getByRole('button', { name: t.accept }).click();
    await expect.poll(() => loaded(page)).toEqual({ chat: true, sentry: true });
    await expect.poll(() => requests.slice(asked).some((url) => url.startsWith('/chat.js'))).toBe(true);
    if (code === 'de') await expect.poll(() => requests.slice(asked).some((url) => url.startsWith('/badge'))).toBe(true);

    // Kept for 150 days: the decision is stored with its day.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as { state: { decidedAt: string; consent: { analytics_storage: string } } });
    expect(stored.state.consent.analytics_storage).toBe('granted');

    // Reopened from the footer, by keyboard: the banner takes the focus.
    await page.getByRole('button', { name: t.settings }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toBe(t.banner);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `consent-reopened-${code}-1280`);

    // Withdrawn: the page loads again without what Accept had loaded.
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: t.decline }).click()]);
    await hydrated(page);
    expect(await loaded(page)).toEqual({ chat: false, sentry: false });
    expect(await page.getByRole('region', { name: t.banner }).count()).toBe(0);
    const after = await settledCount();
    await page.reload();
    await hydrated(page);
    expect(await loaded(page)).toEqual({ chat: false, sentry: false });
    expect(requests.length).toBe(after);

    // After 150 days the shop asks again.
    await page.evaluate(() => {
      const value = JSON.parse(localStorage.getItem('consent') ?? '{}') as { state: { decidedAt: string } };
      value.state.decidedAt = new Date(Date.now() - 151 * 86_400_000).toISOString();
      localStorage.setItem('consent', JSON.stringify(value));
    });
    await page.reload();
    await hydrated(page);
    await page.getByRole('region', { name: t.banner }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: t.settings }).scrollIntoViewIfNeeded();
    await shot(page, `consent-banner-${code}-375`);
    await page.close();
  });
});

describe.each([
  ['de', 'Muster-Widerrufsformular', 'An Bad & Heim GmbH, Frankenstraße 150, 90461 Nürnberg'],
  ['at', 'Muster-Widerrufsformular', 'An Bad & Heim Handels GmbH, Gunskirchener Straße 19, 4600 Wels'],
  ['ro', 'Formular de retragere', 'Către Baie & Casă S.R.L., Str. Industriilor nr. 14, 077040 Chiajna'],
] as const)('%s: /widerrufsformular', (code, title, addressee) => {
  it('leads to the model withdrawal form as a PDF addressed to the seller', async () => {
    const response = await fetch(`${origin(code)}/widerrufsformular`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(title);
    expect(text).toContain(addressee);
  });
});

type DevMail = { kind: string; text: string; attachments: { filename: string; contentType: string; href: string }[] };

async function confirmationTo(email: string): Promise<DevMail> {
  let mail: DevMail | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await fetch(`${shop.backOffice.apiUrl}/dev/mails.json?to=${encodeURIComponent(email)}`)).json()) as { mails: DevMail[] };
      mail = answer.mails.find((candidate) => candidate.kind === 'order_confirmation');
      return Boolean(mail);
    })
    .toBe(true);
  if (!mail) throw new Error('no confirmation');
  return mail;
}

describe.each([
  {
    code: 'de' as const,
    address: { zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' },
    payment: /Vorkasse/,
    terms: /Ich akzeptiere die AGB/,
    button: 'Zahlungspflichtig bestellen',
    expected: ['Lieferadresse:', 'Hauptstraße 5', 'Zahlungsart: Vorkasse', 'IBAN:', 'IHR VERTRAGSPARTNER', 'USt-IdNr.:', 'UNSERE ALLGEMEINEN GESCHÄFTSBEDINGUNGEN', 'WIDERRUFSBELEHRUNG', 'MUSTER-WIDERRUFSFORMULAR'],
    file: 'Muster-Widerrufsformular.pdf',
  },
  {
    code: 'at' as const,
    address: { zipcode: '1010', city: 'Wien', phone: '+43 1 2345678' },
    payment: /Vorkasse/,
    terms: /Ich akzeptiere die AGB/,
    button: 'Zahlungspflichtig bestellen',
    expected: ['Lieferadresse:', 'UID-Nummer:', 'BELEHRUNG ÜBER DAS RÜCKTRITTSRECHT', '§ 18 Abs. 1 Z 3 FAGG', 'MUSTER-WIDERRUFSFORMULAR'],
    file: 'Muster-Widerrufsformular.pdf',
  },
  {
    code: 'ro' as const,
    address: { zipcode: '010011', city: 'București', phone: '+40 21 123 4567' },
    payment: /^Ramburs/,
    terms: /Sunt de acord cu Termenii și condițiile/,
    button: 'Comandă cu obligație de plată',
    expected: ['Adresa de livrare:', 'Vă rugăm să pregătiți suma de', 'VÂNZĂTORUL', 'CUI/CIF:', 'TERMENII ȘI CONDIȚIILE NOASTRE', 'INFORMAȚII PRIVIND DREPTUL DE RETRAGERE', 'FORMULAR DE RETRAGERE'],
    file: 'Formular-de-retragere.pdf',
  },
])('$code: order confirmation on a durable medium', ({ code, address, payment, terms, button, expected, file }) => {
  it('carries the lines, the costs, the address, the payment, the seller, the terms, the withdrawal instructions and the form, with the form as a PDF', async () => {
    const [product] = await sellableProducts(shop.backOffice, code);
    if (!product) throw new Error('no product');
    const email = `legal-${code}-${Date.now()}@example.com`;
    const page = await open(code, '/');
    await page.getByRole('button', { name: texts[code].decline }).click();
    await addToCart(page, origin(code), product.ID, code === 'ro' ? { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' } : { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin(code)}/checkout`);
    await hydrated(page);
    await fillGuestAddress(page, { email, ...address });
    await page.getByRole('radio', { name: payment }).check();
    await page.getByLabel(terms).check();
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL(/\/order-placed/);
    await page.close();

    const mail = await confirmationTo(email);
    expect(mail.text).toContain(product.TITLE);
    for (const part of expected) expect(mail.text, part).toContain(part);
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([[file, 'application/pdf']]);
    const pdf = await fetch(`${shop.backOffice.apiUrl}${mail.attachments[0]?.href ?? ''}`);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(code === 'ro' ? 'Formular de retragere' : 'Muster-Widerrufsformular');
  });
});

describe.each([
  ['de', 'Produktsicherheit', 'Hersteller', 'Montage nur durch eine Fachkraft'],
  ['at', 'Produktsicherheit', 'Hersteller', 'Montage nur durch eine Fachkraft'],
  ['ro', 'Siguranța produsului', 'Producător', 'Montajul se face numai de către un specialist'],
] as const)('%s: product safety (GPSR)', (code, heading, manufacturer, information) => {
  it('shows the manufacturer with its address and the safety information where the catalog has them', async () => {
    const page = await open(code, '/product/1', 375);
    const section = page.getByRole('region', { name: heading });
    await section.waitFor();
    await section.getByRole('heading', { name: manufacturer }).waitFor();
    expect(await section.locator('address').textContent()).toMatch(/\d{4,6} /);
    expect(await section.textContent()).toContain(information);
    expect(await seriousViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `product-safety-${code}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await shot(page, `product-safety-${code}-1280`);
    // Product 2 has no manufacturer in the catalog: no section at all.
    await page.goto(`${origin(code)}/product/2`);
    await hydrated(page);
    expect(await page.getByRole('region', { name: heading }).count()).toBe(0);
    await page.close();
  });
});

describe('product safety in the admin', () => {
  it('is entered in the product editor and shows on the product page in German and Romanian', async () => {
    const admin = adminKit(shop.backOffice);
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    await admin.open(page, '/products/3');
    const panel = page.getByRole('form', { name: 'Product safety (GPSR)' });
    await panel.getByLabel('Manufacturer', { exact: true }).fill('Hansmeier GmbH');
    // Without the postal address the manufacturer is refused at the field.
    await panel.getByRole('button', { name: 'Save product safety' }).click();
    await panel.getByText('This field is required.').waitFor();
    await panel.getByLabel("Manufacturer's postal address").fill('Werkstraße 1\n42651 Solingen\nDeutschland');
    await panel.getByLabel('Safety information (German)').fill('Nur in trockenen Räumen verwenden.');
    await panel.getByLabel('Safety information (Romanian)').fill('A se folosi numai în încăperi uscate.');
    await panel.getByRole('button', { name: 'Save product safety' }).click();
    await page.getByText('The product safety information is saved.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'admin-product-safety-1280');
    await context.close();

    for (const [code, heading, information] of [
      ['de', 'Produktsicherheit', 'Nur in trockenen Räumen verwenden.'],
      ['ro', 'Siguranța produsului', 'A se folosi numai în încăperi uscate.'],
    ] as const) {
      const shopPage = await open(code, '/product/3');
      const section = shopPage.getByRole('region', { name: heading });
      expect(await section.textContent()).toContain('Hansmeier GmbH');
      expect(await section.textContent()).toContain('42651 Solingen');
      expect(await section.textContent()).toContain(information);
      await shopPage.close();
    }
  });
});

