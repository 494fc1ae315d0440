// GET /api/customer/reviews: a signed-in customer sees their own reviews in every moderation state,
// newest first, never anyone else's; without a customer token there is nothing to see.
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { registerCustomer, registration, shopper, uniqueEmail } from './account-test-kit.ts';

describe.each(databaseKinds)('own reviews on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function review(customerId: number, productId: number, title: string, status: 'pending' | 'approved' | 'rejected', createdAt: string) {
    await shop.backOffice.deps.db
      .insertInto('product_comment')
      .values({ product_id: productId, pse_id: null, customer_id: customerId, author: 'E. M.', rating: 4, title, content: 'Gut.', status, verified_purchase: 1, created_at: createdAt, moderated_at: null })
      .execute();
  }

  it("lists the customer's own reviews newest first with the product title in the shop language", async () => {
    const me = await registerCustomer(shop, registration(uniqueEmail('reviews')));
    const other = await registerCustomer(shop, registration(uniqueEmail('others')));
    await review(me.customer.ID, 1, 'Older', 'approved', '2026-11-01T10:00:00.000Z');
    await review(me.customer.ID, 2, 'Newer', 'pending', '2026-11-02T10:00:00.000Z');
    await review(other.customer.ID, 1, 'Not mine', 'approved', '2026-11-03T10:00:00.000Z');
    const title = await shop.backOffice.deps.db.selectFrom('product_i18n').select('title').where('product_id', '=', 2).where('lang', '=', 'de').executeTakeFirstOrThrow();

    const answer = await shopper(shop).get('/api/customer/reviews?lang=de', me.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const reviews = calls.backoffice.customerReviews.response.parse(answer.body).data;
    expect(reviews.map((r) => [r.title, r.status])).toEqual([
      ['Newer', 'pending'],
      ['Older', 'approved'],
    ]);
    expect(reviews[0]?.product_title).toBe(title.title);
  });

  it('refuses a caller without a customer token', async () => {
    expect((await shopper(shop).get('/api/customer/reviews?lang=de')).status).toBe(401);
  });
});
