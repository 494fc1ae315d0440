import { calls } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, type Sellable, type Shopper } from '../checkout/testing.ts';
import { newStaffMember } from '../staff/testing.ts';
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

    const staff = await newStaffMember(shop, 'staff');
    const notStaff = await call(`${shop.apiUrl}/api/admin/reviews/${id}/moderate`, { headers: customer.headers, body: { decision: 'approve' } });
    expect(notStaff.status).toBe(401);
    // The queue names the product (title, shop link) and the customer (name, email).
    const queue = adminCalls.reviews.list.response.parse((await staff.call('/api/admin/reviews?per_page=100')).body);
    expect(queue.data.find((row) => row.id === id)).toMatchObject({
      product_id: item.productId,
      product_title: item.title,
      product_url: `${shop.config.storefrontUrls.DE}/product/${item.productId}`,
      customer_id: customer.customerId,
      customer_name: 'Mara Lindner',
      customer_email: customer.email,
      status: 'pending',
      rating: 4,
    });
    const approved = await staff.call(`/api/admin/reviews/${id}/moderate`, { body: { decision: 'approve' } });
    expect(approved.body).toEqual({ status_code: 200, data: { id, status: 'approved' } });
    const shown = await published(item);
    expect(shown.average_rating).toBe(4);
    expect(shown.data).toMatchObject([{ id, rating: 4, title: 'Solide', author: 'Mara L.', verified_purchase: true }]);
    // Approving again changes nothing and answers the same; the audit log has one line.
    expect((await staff.call(`/api/admin/reviews/${id}/moderate`, { body: { decision: 'approve' } })).body).toEqual(approved.body);
    const audit = await kit.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity', '=', 'review').where('entity_id', '=', String(id)).execute();
    expect(audit).toEqual([{ action: 'review.approve', before_json: '{"status":"pending"}', after_json: '{"status":"approved"}' }]);
    const decided = adminCalls.reviews.list.response.parse((await staff.call('/api/admin/reviews?status=approved&per_page=100')).body);
    expect(decided.data.map((row) => row.id)).toContain(id);
    expect(adminCalls.reviews.list.response.parse((await staff.call('/api/admin/reviews?per_page=100')).body).data.map((row) => row.id)).not.toContain(id);
  });

  it('never shows a rejected review; an approved one can be taken down, a rejected one is not brought back', async () => {
    const item = await kit.sellable({ stock: 5 });
    const [first, second] = [await buyer(item), await buyer(item)];
    const staff = await newStaffMember(shop, 'staff');
    const idOf = async (who: Shopper, rating: number) => calls.helper.commentCreate.response.parse((await review(who, item, { rating })).body).data.id;
    const [rejectedId, approvedId] = [await idOf(first, 1), await idOf(second, 5)];

    expect((await staff.call(`/api/admin/reviews/${rejectedId}/moderate`, { body: { decision: 'reject' } })).body).toEqual({ status_code: 200, data: { id: rejectedId, status: 'rejected' } });
    expect((await staff.call(`/api/admin/reviews/${approvedId}/moderate`, { body: { decision: 'approve' } })).status).toBe(200);
    const shown = await published(item);
    expect(shown.data.map((row) => row.id)).toEqual([approvedId]);
    expect(shown.average_rating).toBe(5);

    const bringBack = await staff.call(`/api/admin/reviews/${rejectedId}/moderate`, { body: { decision: 'approve' } });
    expect(bringBack.status).toBe(409);
    expect((bringBack.body as { error: { code: string } }).error.code).toBe('review_state_conflict');
    expect((await published(item)).data.map((row) => row.id)).toEqual([approvedId]);
    const rejected = adminCalls.reviews.list.response.parse((await staff.call('/api/admin/reviews?status=rejected&per_page=100')).body);
    expect(rejected.data.map((row) => row.id)).toContain(rejectedId);

    // Taken down: no longer on the product page.
    expect((await staff.call(`/api/admin/reviews/${approvedId}/moderate`, { body: { decision: 'reject' } })).status).toBe(200);
    expect(await published(item)).toEqual({ data: [], average_rating: null });

    // Bad input is named at the field; an unknown review is a 404.
    const bad = await staff.call(`/api/admin/reviews/${approvedId}/moderate`, { body: { decision: 'maybe' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: { path: string }[] } }).error.fields.map((field) => field.path)).toEqual(['decision']);
    expect((await staff.call('/api/admin/reviews?status=later')).status).toBe(400);
    expect((await staff.call('/api/admin/reviews/99999999/moderate', { body: { decision: 'approve' } })).status).toBe(404);
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
