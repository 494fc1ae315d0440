// Issue 19: a listing's product cards are kept a few seconds (product-cards.ts). What a shopper
// sees: a price changed by another process shows on the listing within CARD_MAX_AGE_MS, one changed
// through this process's catalog writes at once, and a hidden product leaves the listing.
import { calls } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { loadShopCountry } from '../shop/index.ts';
import { newStaffMember } from '../staff/testing.ts';
import { CARD_FRESH_MS, CARD_MAX_AGE_MS, createProductCards } from './product-cards.ts';

describe.each(databaseKinds)('listing product cards kept for seconds on %s', (kind) => {
  let shop: TestBackOffice;
  const db = () => shop.backOffice.deps.db;
  const setNetPrice = async (productId: number, cents: number) => {
    const pse = await db().selectFrom('product_sale_element').select('id').where('product_id', '=', productId).where('is_default', '=', 1).executeTakeFirstOrThrow();
    await db().updateTable('pse_price').set({ price_cents: cents }).where('pse_id', '=', pse.id).where('country_id', '=', 5).execute();
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers a card from memory while fresh, reads it again in the background once older, never answers one too old, and leaves out a hidden product', async () => {
    let clock = 1_000_000;
    const cards = createProductCards(() => clock);
    const context = { db: db(), country: await loadShopCountry(db(), 5), publicUrl: 'http://shop.test' };
    const [first, second] = await cards.get(context, [11, 12]);
    expect([first?.ID, second?.ID]).toEqual([11, 12]);
    const price = first?.PRICE ?? 0;

    await setNetPrice(11, price + 1_000);
    clock += CARD_FRESH_MS - 500;
    const kept = await cards.get(context, [12, 11]);
    expect(kept.map((card) => card.ID)).toEqual([12, 11]);
    expect(kept[1]?.PRICE).toBe(price);

    // Older than fresh: this answer still has the kept card, the next one what was read meanwhile.
    clock += 1_000;
    expect((await cards.get(context, [11]))[0]?.PRICE).toBe(price);
    await cards.refreshed();
    expect((await cards.get(context, [11]))[0]?.PRICE).toBe(price + 1_000);

    // Nobody asked for a while: a card past its maximum age is read before answering.
    await setNetPrice(11, price + 2_000);
    clock += CARD_MAX_AGE_MS + 1;
    expect((await cards.get(context, [11]))[0]?.PRICE).toBe(price + 2_000);

    await db().updateTable('product').set({ visible: 0 }).where('id', '=', 12).execute();
    cards.clear();
    expect((await cards.get(context, [11, 12])).map((card) => card.ID)).toEqual([11]);
    await db().updateTable('product').set({ visible: 1 }).where('id', '=', 12).execute();
  });

  it('answers a kept card even when the cards are dropped while the rest of the page is read', async () => {
    const cards = createProductCards();
    const context = { db: db(), country: await loadShopCountry(db(), 5), publicUrl: 'http://shop.test' };
    await cards.get(context, [11]);
    // Card 11 is kept, card 13 is read from the database; an admin write in this process drops the
    // kept cards meanwhile (as one expiring on a busy machine would go): the page still has both.
    const page = cards.get(context, [11, 13]);
    cards.clear();
    expect((await page).map((card) => card.ID)).toEqual([11, 13]);
  });

  const listing = async () => {
    const answer = await call(`${shop.apiUrl}/api/products/?country_id=5&limit=24`, { headers: shop.guest });
    expect(answer.status).toBe(200);
    return calls.backoffice.productList.response.parse(answer.body).items;
  };

  it('shows stock set to nothing in the admin on the next listing page at once', async () => {
    const staff = await newStaffMember(shop, 'staff', 'cards');
    const listed = (await listing()).find((item) => item.stock > 0);
    if (!listed) throw new Error('expected a product in stock');
    const { detail, updateVariant } = adminCalls.products;
    const product = detail.response.parse((await staff.call(detail.path.replace(':id', String(listed.ID)))).body).data;
    const variant = product.variants.find((candidate) => candidate.is_default);
    if (!variant) throw new Error('expected a default variant');
    const answer = await staff.call(updateVariant.path.replace(':id', String(listed.ID)).replace(':pse_id', String(variant.id)), {
      method: 'PUT',
      body: { ref: variant.ref, ean: variant.ean, quantity_step: variant.quantity_step, stock: variant.stock.map((row) => ({ center_id: row.center_id, quantity: 0, expected: row.quantity })), stock_note: 'Counted' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await listing()).find((item) => item.ID === listed.ID)?.stock).toBe(0);
  });

  it("shows a price written through this process's catalog writes on the next listing page at once", async () => {
    const [top] = await listing();
    if (!top) throw new Error('expected a product');
    await setNetPrice(top.ID, top.PRICE + 2_000);
    // What the admin's price save, an import and a scheduled price call after writing (the card
    // read a moment ago would otherwise be answered for a few more seconds).
    shop.backOffice.deps.categories.invalidatePrices();
    expect((await listing()).find((item) => item.ID === top.ID)?.PRICE).toBe(top.PRICE + 2_000);
  });
});
