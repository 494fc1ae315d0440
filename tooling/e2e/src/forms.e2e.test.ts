// Issue 20, forms and counts in the German and Romanian shops: the listing's facet counts follow
// the chosen filters, the phone is asked only where the country's rule or freight needs it
// (decision 019), registration asks for the name once and folds the company fields away, "Add
// address" opens the form in view below the phone's sticky header, the order-placed page shows
// the transfer slip with the IBAN in fours, and no German word reaches a Romanian page.
import { germanWordsIn } from '@shop/i18n/language-rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
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

async function open(code: Code, path: string, width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(10_000);
  await page.goto(origin(code) + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const decline = page.getByRole('button', { name: /^(Ablehnen|Refuz)$/ });
  if (await decline.isVisible()) await decline.click();
  return page;
}

/** The options of a select as { value, label, count }, without the "all" option. */
async function facetOptions(page: Page, name: string) {
  const options = await page.locator(`select[name=${name}] option`).evaluateAll((nodes) =>
    nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
  );
  return options.filter((option) => option.value !== '').map((option) => ({ ...option, count: Number(/\((\d+)\)$/.exec(option.label)?.[1] ?? NaN) }));
}

const products = /^(\d+) (Produkte?|produse?|de produse)$/;

describe('listing filters', () => {
  it('counts each brand under the chosen colour, and each count is what choosing it shows (DE)', async () => {
    const page = await open('de', '/bad');
    const colours = await facetOptions(page, 'color');
    const rare = [...colours].sort((a, b) => a.count - b.count)[0];
    if (!rare) throw new Error('the bathroom has colours');
    const brandsBefore = await facetOptions(page, 'brand');
    await page.locator('select[name=color]').selectOption(rare.value);
    await page.waitForURL(/color=/);
    await expect.poll(async () => (await facetOptions(page, 'brand')).reduce((sum, brand) => sum + brand.count, 0)).toBe(rare.count);
    const brandsAfter = await facetOptions(page, 'brand');
    expect(brandsAfter.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThan(brandsBefore.reduce((sum, brand) => sum + brand.count, 0));
    const brand = brandsAfter[0];
    if (!brand) throw new Error('a brand in that colour');
    await page.locator('select[name=brand]').selectOption(brand.value);
    await page.waitForURL(/brand=/);
    await expect.poll(async () => Number(products.exec((await page.getByText(products).first().textContent()) ?? '')?.[1])).toBe(brand.count);
    // The chosen brand stays listed and the other colours stay choosable, counted within the brand.
    expect((await facetOptions(page, 'brand')).map((b) => b.value)).toContain(brand.value);
    expect((await facetOptions(page, 'color')).length).toBeGreaterThan(1);
    await page.close();
  });
});

describe('registration and the phone', () => {
  const register = async (code: Code, width: number, phone: string) => {
    const page = await open(code, '/login-register?tab=register', width, 812);
    const email = `forms-${code}-${width}-${phone === '' ? 'nophone' : 'phone'}@example.com`;
    // The name once: the invoice address takes it from the account.
    expect(await page.getByLabel(/^(Vorname|Prenume)/).count()).toBe(1);
    // The company fields are folded away under a question.
    expect(await page.getByLabel(/^(USt-IdNr\.|Cod fiscal)/).isVisible()).toBe(false);
    await page.getByLabel(/^(Vorname|Prenume)/).fill('Erika');
    await page.getByLabel(/^(Nachname|Nume)/).fill('Muster');
    await page.getByLabel(/^(E-Mail-Adresse|Adresă de e-mail)/).first().fill(email);
    await page.getByLabel(/^(E-Mail-Adresse wiederholen|Repetați adresa)/).fill(email);
    await page.getByLabel(/^(Passwort \(|Parolă \()/).fill('geheim123!');
    await page.getByLabel(/^(Passwort wiederholen|Repetați parola)/).fill('geheim123!');
    const invoice = page.getByRole('group', { name: /Rechnungsadresse|Adresă de facturare/ });
    await invoice.getByLabel(/^(Straße|Stradă)/).fill(code === 'de' ? 'Hauptstraße' : 'Strada Lungă');
    await invoice.getByLabel(/^(Hausnummer|Număr)/).fill('5');
    await invoice.getByLabel(/^(Postleitzahl|Cod poștal)/).fill(code === 'de' ? '10115' : '010011');
    await invoice.getByLabel(/^(Ort|Localitate)/).fill(code === 'de' ? 'Berlin' : 'București');
    await invoice.locator('select').selectOption({ index: 1 });
    await invoice.getByLabel(/^Telefon/).fill(phone);
    await page.getByRole('button', { name: /^(Konto erstellen|Creează cont)$/ }).click();
    return { page, invoice };
  };

  it('German: no phone asked, the account is made; "Adresse hinzufügen" opens the form in view on a phone', async () => {
    const { page } = await register('de', 375, '');
    await page.waitForURL(/\/account/);
    const add = page.getByRole('link', { name: 'Adresse hinzufügen' });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await page.waitForURL(/address=new/);
    const heading = page.getByRole('heading', { name: 'Adresse hinzufügen' });
    // The form's heading is where the keyboard continues, and not hidden under the sticky header.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('address-form-title');
    const headerBottom = await page.locator('header').first().evaluate((node) => node.getBoundingClientRect().bottom);
    const top = (await heading.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(812);
    expect(await page.getByLabel('Telefon (optional)').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('Romanian: the phone is required (couriers call), then the account is made', async () => {
    const { page, invoice } = await register('ro', 1280, '');
    await invoice.getByText('Acest câmp este obligatoriu.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login-register');
    await invoice.getByLabel(/^Telefon/).fill('+40 21 123 4567');
    await page.getByLabel(/^Parolă \(/).fill('geheim123!');
    await page.getByLabel(/^Repetați parola/).fill('geheim123!');
    await page.getByRole('button', { name: 'Creează cont' }).click();
    await page.waitForURL(/\/account/);
    await page.close();
  });
});

describe('a German guest without a phone pays in advance', () => {
  it('places the order and sees the transfer slip with the IBAN in fours', async () => {
    const [product] = await sellableProducts(shop.backOffice, 'de');
    if (!product) throw new Error('a sellable product');
    const page = await open('de', '/', 375, 812);
    await addToCart(page, origin('de'), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('de')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'ohne-telefon@example.com', zipcode: '10115', city: 'Berlin', phone: '' });
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    expect(await invoice.getByLabel('Telefon (optional)').inputValue()).toBe('');
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    const slip = page.getByRole('figure', { name: 'Überweisungsträger' });
    expect(await slip.isVisible()).toBe(true);
    expect(await slip.textContent()).toMatch(/IBAN\s*DE\d{2}( \d{4}){4} \d{2}/);
    expect(await page.getByRole('heading', { name: 'Überweisungsträger' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a German guest with freight', () => {
  it('is asked for the phone at the phone field, which the form marks as required', async () => {
    const [freight] = await sellableProducts(shop.backOffice, 'de', { limit: '100' }, { freight: true });
    if (!freight) throw new Error('the demo shop sells freight');
    const page = await open('de', '/', 1280);
    await addToCart(page, origin('de'), freight.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin('de')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'spedition@example.com', zipcode: '10115', city: 'Berlin', phone: '' });
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    expect(await invoice.locator('input[name="invoice.phone"]').getAttribute('required')).not.toBeNull();
    expect(await invoice.getByText('Telefon (optional)').count()).toBe(0);
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await invoice.getByText('Speditionsware benötigt eine Lieferadresse mit Telefonnummer.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')).toBe('invoice.phone');
    await page.close();
  });
});

describe('the Romanian shop', () => {
  it('shows no German word from the list on its pages', async () => {
    const [product] = await sellableProducts(shop.backOffice, 'ro');
    if (!product) throw new Error('a sellable product');
    const page = await open('ro', '/');
    await addToCart(page, origin('ro'), product.ID, { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/baie', `/product/${product.ID}`, '/cart', '/checkout', '/login-register?tab=register', '/search/baterie']) {
      await page.goto(origin('ro') + path);
      await page.locator('html[data-hydrated="true"]').waitFor();
      const words = germanWordsIn(await page.locator('body').innerText());
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
    await page.close();
  });
});
