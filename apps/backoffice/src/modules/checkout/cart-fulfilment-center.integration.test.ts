// The spec's cart action "change fulfilment centre": a line ships from a centre the shopper picks
// when that centre holds the line's quantity; the cart answers the choice; another centre without
// the stock is refused with 409 and the line keeps its centre; someone else's cart is not found.
import { calls } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../../testing/test-backoffice.ts';
import { checkoutShop } from './checkout-test-kit.ts';

describe.each(databaseKinds)('changing a cart line’s fulfilment centre on %s', (kind) => {
  const running = checkoutShop(kind);

  it('keeps a centre that holds the quantity and refuses one that does not', async () => {
    const buyer = await running.kit.shopper('customer');
    const item = await running.kit.sellable({ stock: 5 });
    const cartId = await running.kit.cartWith(buyer, [[item, item.step * 2]]);
    const lines = async () => {
      const answer = await call(running.kit.api('/cart/get'), { headers: buyer.headers, body: { 'thelia.cart_id': cartId } });
      return calls.backoffice.cartGet.response.parse(answer.body).data.lines;
    };
    const [line] = await lines();
    if (!line) throw new Error('no line');
    expect(line.fulfilment_center_id).toBeNull();
    // Centre 2 (Wels) gets enough, centre 3 (Chiajna) none of this sale element.
    await running.kit.db.updateTable('pse_stock').set({ quantity: 50 }).where('pse_id', '=', item.pseId).where('fulfilment_center_id', '=', 2).execute();
    await running.kit.db.updateTable('pse_stock').set({ quantity: 0 }).where('pse_id', '=', item.pseId).where('fulfilment_center_id', '=', 3).execute();
    const change = (centre: number, headers = buyer.headers) =>
      call(running.kit.api('/cart/fulfilment-center'), { headers, body: { 'thelia.cart_id': cartId, cart_item: line.cart_item_id, fulfilment_center_id: centre } });

    const kept = await change(2);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await lines())[0]?.fulfilment_center_id).toBe(2);

    const refused = await change(3);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'out_of_stock' } });
    expect((await lines())[0]?.fulfilment_center_id).toBe(2);

    const stranger = await running.kit.shopper('customer');
    expect((await change(2, stranger.headers)).status).toBe(404);
  });
});
