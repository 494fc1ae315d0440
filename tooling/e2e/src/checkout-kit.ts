// Steps shared by the checkout journeys and the checkout screenshots: products that can be bought,
// adding one to the cart on its page, a guest's invoice address in the checkout form, and a German
// guest's card order up to the card page.
import type { Page } from 'playwright-core';
import type { RunningBackOffice } from './start-shop.ts';

export type Code = 'de' | 'at' | 'ro';
export const countryIds: Record<Code, number> = { de: 5, at: 13, ro: 146 };

export type ListedProduct = { ID: number; TITLE: string; stock: number; is_freight: boolean; undeliverable: boolean; BEST_TAXED_PRICE: number; category: number[] };

/** In-stock products that can be bought and sent as parcels (or, asked for, by freight) in the country, from the back office. */
export async function sellableProducts(backOffice: RunningBackOffice, code: Code, extra: Record<string, string> = {}, kind: { freight?: boolean } = {}): Promise<ListedProduct[]> {
  const query = new URLSearchParams({ country_id: String(countryIds[code]), limit: '60', ...extra });
  const answer = await fetch(`${backOffice.apiUrl}/api/products?${query.toString()}`, {
    headers: { authorization: `ShopToken ${backOffice.shopToken}`, 'x-user-identifier': 'e2e' },
  });
  if (!answer.ok) throw new Error(`the product listing answered ${answer.status}: ${await answer.text()}`);
  const body = (await answer.json()) as { items: ListedProduct[] };
  const sellable = body.items.filter((item) => item.stock >= 20 && item.is_freight === (kind.freight ?? false) && !item.undeliverable && item.BEST_TAXED_PRICE > 0);
  // Says what was listed when nothing qualifies, so a journey that finds nothing to buy can be read.
  if (sellable.length === 0 && Object.keys(extra).length === 0) console.warn(`no sellable product in ${code} among ${body.items.length} listed:`, body.items.map((item) => `${item.ID}:${item.stock}`).join(' '));
  return sellable;
}

/** A GET on the back office's helper face (the storefronts' fast API), as a storefront makes it. */
export async function helperGet<T>(backOffice: RunningBackOffice, path: string): Promise<T> {
  const response = await fetch(`${backOffice.helperUrl}/api${path}`, { headers: { authorization: `ShopToken ${backOffice.shopToken}`, 'x-user-identifier': 'e2e' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function addToCart(page: Page, shopOrigin: string, productId: number, texts: { add: string; added: string }) {
  await page.goto(`${shopOrigin}/product/${productId}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: texts.add }).click();
  await page.getByText(texts.added).waitFor();
}

export async function fillGuestAddress(page: Page, values: { email: string; zipcode: string; city: string; phone: string }) {
  await page.getByLabel(/^E-Mail-Adresse|^Adresă de e-mail/).last().fill(values.email);
  const invoice = page.getByRole('group', { name: /Rechnungsadresse|Adresă de facturare/ });
  await invoice.getByLabel(/^Vorname|^Prenume/).fill('Erika');
  await invoice.getByLabel(/^Nachname|^Nume/).fill('Muster');
  await invoice.getByLabel(/^Straße|^Stradă/).fill('Hauptstraße');
  await invoice.getByLabel(/^Hausnummer|^Număr/).fill('5');
  await invoice.getByLabel(/^Postleitzahl|^Cod poștal/).fill(values.zipcode);
  await invoice.getByLabel(/^Ort|^Oraș|^Localitate/).fill(values.city);
  await invoice.locator('select').selectOption({ index: 1 });
  await invoice.getByLabel(/^Telefon/).fill(values.phone);
}


/** A German guest buys one product by card: its page, the checkout, the order button; the card page comes next. */
export async function orderByCardInGermany(page: Page, backOffice: RunningBackOffice, shopOrigin: string, email: string) {
  const [product] = await sellableProducts(backOffice, 'de');
  if (!product) throw new Error('no sellable product in de');
  await page.goto(`${shopOrigin}/`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await addToCart(page, shopOrigin, product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
  await page.goto(`${shopOrigin}/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await fillGuestAddress(page, { email, zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' });
  await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}
