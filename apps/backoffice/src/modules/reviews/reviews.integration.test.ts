import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, type Sellable, type Shopper } from '../checkout/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('reviews on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const rights = (who: Shopper, pseId: number, customerId = who.customerId) =>
    call(kit.helper(`/comments/rights/${pseId}/${customerId}`), { headers: who.headers });
  const review = (who: Shopper, item: Sellable, extra: Record<string, unknown> = {}) =>
    call(kit.helper('/comments'), {
      headers: who.headers,
      body: { product_id: item.productId, pse_id: item.pseId, customer_id: who.customerId, rating: 4, title: 'Solide', content: 'Gut verarbeitet, schnell geliefert.', ...extra },
    });
  const published = async (item: Sellable) => calls.helper.comments.response.parse((await call(kit.helper(`/comments/${item.productId}`), { headers: shop.guest })).body);
  /** A customer who bought the item and paid. */
  const buyer = async (item: Sellable) => {
    const customer = await kit.shopper('customer');
    const placed = calls.backoffice.paypalPay.response.parse((await kit.pay(customer, await kit.cartWith(customer, [[item, 1]]), 'paypal')).body).data;
    await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    return customer;
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets a customer who bought the product review it; the review waits for moderation', async () => {
    const item = await kit.sellable({ stock: 5 });
    const customer = await buyer(item);
    expect(calls.helper.commentRights.response.parse((await rights(customer, item.pseId)).body).data.can_comment).toBe(true);
    const created = await review(customer, item);
    expect(created.status).toBe(200);
    const { id } = calls.helper.commentCreate.response.parse(created.body).data;
    expect(await published(item)).toEqual({ data: [], average_rating: null });
    // Once is enough.
    expect(calls.helper.commentRights.response.parse((await rights(customer, item.pseId)).body).data.can_comment).toBe(false);
    expect((await review(customer, item)).status).toBe(403);

    const admin = await kit.shopper('customer', { isAdmin: true });
    const notAdmin = await call(`${shop.apiUrl}/api/admin/comments/${id}/moderate`, { headers: customer.headers, body: { decision: 'approve' } });
    expect(notAdmin.status).toBe(403);
    const pending = await call(`${shop.apiUrl}/api/admin/comments/pending`, { headers: admin.headers });
    expect((pending.body as { data: { id: number }[] }).data.map((row) => row.id)).toContain(id);
    const approved = await call(`${shop.apiUrl}/api/admin/comments/${id}/moderate`, { headers: admin.headers, body: { decision: 'approve' } });
    expect(approved.body).toEqual({ status_code: 200, data: { id, status: 'approved' } });
    const shown = await published(item);
    expect(shown.average_rating).toBe(4);
    expect(shown.data).toMatchObject([{ id, rating: 4, title: 'Solide', author: 'Mara L.', verified_purchase: true }]);
  });

  it('refuses customers who did not buy (or not yet paid), and reviews in another name', async () => {
    const item = await kit.sellable({ stock: 5 });
    const stranger = await kit.shopper('customer');
    expect(calls.helper.commentRights.response.parse((await rights(stranger, item.pseId)).body).data.can_comment).toBe(false);
    const refused = await review(stranger, item);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'comment_not_allowed', message: 'Error saving comment' } });

    const unpaid = await kit.shopper('customer');
    await kit.pay(unpaid, await kit.cartWith(unpaid, [[item, 1]]), 'vorkasse');
    expect((await review(unpaid, item)).status).toBe(403);

    const customer = await buyer(item);
    expect((await rights(stranger, item.pseId, customer.customerId)).status).toBe(403);
    expect((await review(stranger, item, { customer_id: customer.customerId })).status).toBe(403);
    expect((await review(customer, item, { rating: 6 })).status).toBe(400);
    expect((await review(customer, item, { title: '' })).status).toBe(400);
    expect((await call(kit.helper('/comments'), { headers: shop.guest, body: { product_id: item.productId } })).status).toBe(401);
    expect(await kit.db.selectFrom('product_comment').select('id').where('product_id', '=', item.productId).execute()).toEqual([]);
  });
});
