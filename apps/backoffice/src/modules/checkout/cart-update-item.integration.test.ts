// The spec's cart action "update item": a line takes another sale element (colour, size) of its
// product and a quantity; the cart prices it as that element; a line already holding it takes the
// other in; stock and the product are checked; someone else's cart is not found.
import { calls } from '@shop/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../../testing/test-backoffice.ts';
import { checkoutShop } from './checkout-test-kit.ts';

const DE = 5;

describe.each(databaseKinds)('updating a cart item on %s', (kind) => {
  const running = checkoutShop(kind);

  /** Three sale elements of one product with step 1, priced in Germany. */
  async function variantsOfOneProduct() {
    const rows = await running.kit.db
      .selectFrom('product_sale_element as pse')
      .innerJoin('product', 'product.id', 'pse.product_id')
      .innerJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', DE))
      .select(['pse.id', 'pse.product_id'])
      .where('product.visible', '=', 1)
      .where('product.price_on_request', '=', 0)
      .where('product.is_freight', '=', 0)
      .where('pse.quantity_step', '=', 1)
      .where(sql<boolean>`(select count(*) from product_sale_element other where other.product_id = pse.product_id and other.quantity_step = 1) >= 3`)
      .orderBy('pse.product_id', 'desc')
      .orderBy('pse.id')
      .execute();
    const productId = rows[0]?.product_id;
    const ids = rows.filter((row) => row.product_id === productId).map((row) => row.id);
    if (productId === undefined || ids.length < 3) throw new Error('no product with three variants');
    for (const id of ids) await running.kit.setStock(id, 10);
    return { productId, pseIds: ids.slice(0, 3) as [number, number, number] };
  }

  it('changes a line’s variant and quantity, merges into a line of that variant, and refuses what cannot be', async () => {
    const { productId, pseIds } = await variantsOfOneProduct();
    const buyer = await running.kit.shopper('customer');
    const item = (pseId: number) => ({ productId, pseId, step: 1, title: '', unitNet: 0, weightGrams: 0 });
    const cartId = await running.kit.cartWith(buyer, [[item(pseIds[0]), 2], [item(pseIds[2]), 1]]);
    const lines = async () => {
      const answer = await call(running.kit.api('/cart/get'), { headers: buyer.headers, body: { 'thelia.cart_id': cartId } });
      return calls.backoffice.cartGet.response.parse(answer.body).data.lines;
    };
    const first = (await lines()).find((line) => line.product_sale_elements_id === pseIds[0]);
    if (!first) throw new Error('no line');
    await running.kit.db.updateTable('cart_item').set({ fulfilment_center_id: 2 }).where('id', '=', first.cart_item_id).execute();
    const update = (body: Record<string, unknown>, headers = buyer.headers) =>
      call(running.kit.api('/cart/update-item'), { headers, body: { 'thelia.cart_id': cartId, cart_item: first.cart_item_id, ...body } });

    // Another variant, three of it: the same line, now that element at its price; the centre chosen before goes.
    const changed = await update({ product_sale_elements_id: pseIds[1], quantity: 3 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(calls.backoffice.cartUpdateItem.response.parse(changed.body).data).toEqual({ quantity: 3, cartId, cartItemId: first.cart_item_id });
    const after = (await lines()).find((line) => line.cart_item_id === first.cart_item_id);
    expect(after).toMatchObject({ product_sale_elements_id: pseIds[1], quantity: 3, fulfilment_center_id: null });

    // More than the stock: 409, the line unchanged.
    const tooMany = await update({ product_sale_elements_id: pseIds[0], quantity: 11 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ error: { code: 'out_of_stock' } });
    expect((await lines()).find((line) => line.cart_item_id === first.cart_item_id)).toMatchObject({ product_sale_elements_id: pseIds[1], quantity: 3 });

    // Another product's sale element: refused at the field.
    const foreign = await running.kit.sellable();
    const wrong = await update({ product_sale_elements_id: foreign.pseId, quantity: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { fields: [{ path: 'product_sale_elements_id' }] } });

    // The variant of the other line: one line remains, holding both quantities.
    const merged = await update({ product_sale_elements_id: pseIds[2], quantity: 3 });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const remaining = await lines();
    expect(remaining.map((line) => [line.product_sale_elements_id, line.quantity])).toEqual([[pseIds[2], 4]]);
    expect(calls.backoffice.cartUpdateItem.response.parse(merged.body).data.cartItemId).toBe(remaining[0]?.cart_item_id);

    // Someone else's cart is not found.
    const stranger = await running.kit.shopper('customer');
    expect((await update({ product_sale_elements_id: pseIds[0], quantity: 1 }, stranger.headers)).status).toBe(404);
  });
});
