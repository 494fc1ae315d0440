// The spec's cart action "update item" in Chromium against the real back office: on the cart page a
// line takes another colour or size of its product (DE and RO), keeps its quantity, and the cart
// shows that variant after a reload. Screenshots at 375 and 1280 px go to SHOTS_DIR when it is set.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { addToCart, helperGet, sellableProducts, type Code } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { shot } from './shots.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'ro']), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';
const texts = {
  de: { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.', variant: /^Variante/, change: /^Ändern \(/, changed: 'Der Artikel wurde geändert.', locale: 'de_DE' },
  ro: { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.', variant: /^Variantă/, change: /^Modifică \(/, changed: 'Produsul a fost modificat.', locale: 'ro_RO' },
} as const;

type Variation = { color: string; size: { name: string; stock: number; pse_id: number }[] };

/** A sellable product with at least two variants in stock. */
async function productWithVariants(code: keyof typeof texts): Promise<number> {
  for (const product of await sellableProducts(shop.backOffice, code)) {
    const combinations = await helperGet<{ data: Variation[] }>(shop.backOffice, `/products/combinations/${product.ID}/${texts[code].locale}`);
    if (combinations.data.flatMap((variation) => variation.size).filter((size) => size.stock >= 2).length >= 2) return product.ID;
  }
  throw new Error(`no product with two variants in ${code}`);
}

describe('cart: update item', () => {
  it.each(['de', 'ro'] as const)('%s: a cart line takes another variant of its product', async (code) => {
    const t = texts[code];
    const productId = await productWithVariants(code);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin(code)}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addToCart(page, origin(code), productId, t);
    await page.goto(`${origin(code)}/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const select = page.getByLabel(t.variant);
    const before = await select.inputValue();
    const options = await select.locator('option:not([disabled])').evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })));
    const target = options.find((option) => option.value !== before);
    if (!target) throw new Error('no other variant');
    await select.selectOption(target.value);
    await page.getByRole('button', { name: t.change }).first().click();
    await page.getByText(t.changed).waitFor();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByLabel(t.variant).inputValue()).toBe(target.value);
    // One line still, with its quantity.
    expect(await page.locator('input[name="quantity"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `cart-update-item-${code}-1280.png`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByLabel(t.variant).scrollIntoViewIfNeeded();
    await shot(page, `cart-update-item-${code}-375.png`);
    await page.close();
  });
});
