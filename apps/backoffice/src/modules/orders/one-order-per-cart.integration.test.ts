// One cart, one live order, and no lost cart change (issue 18): twenty pay calls for the same cart at once, each with its
// own Idempotency-Key (two tabs, a retry after a reload), spread over two back-office processes on
// one database. Only one order may stay binding or waiting for its payment, the stock is taken once
// and one confirmation goes out; the others are refused or replaced. On PostgreSQL this holds by a
// row lock on the cart, not by SQLite's single writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startSecondProcess, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, type CheckoutKit, DE } from '../checkout/testing.ts';

const WIDE = 20;

describe.each(databaseKinds)('one live order per cart on %s, two processes', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let secondUrl: string;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 120 });
    kit = checkoutKit(shop);
    const second = await startSecondProcess(shop);
    secondUrl = second.apiUrl;
    closeSecond = second.close;
  });
  afterAll(async () => {
    await closeSecond?.();
    await shop?.close();
  });

  /** WIDE pay calls for one cart, each with its own key, alternating between the two processes. */
  async function payAtOnce(code: 'vorkasse' | 'paypal') {
    const shopper = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 50 });
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const stockBefore = await kit.stockOf(item.pseId);
    const body = await kit.payBody(shopper, cartId, code);
    const answers = await Promise.all(
      Array.from({ length: WIDE }, (_, n) =>
        call(`${n % 2 === 0 ? shop.apiUrl : secondUrl}/api/${code}/pay`, { method: 'POST', headers: { ...shopper.headers, 'idempotency-key': `tab-${cartId}-${n}` }, body }),
      ),
    );
    const orders = await kit.db.selectFrom('shop_order').select(['id', 'status']).where('cart_id', '=', cartId).execute();
    return { shopper, item, cartId, stockBefore, answers, orders };
  }

  it(`places one binding prepayment order when one cart is paid ${WIDE} times at once; the stock is taken once and one confirmation is sent`, async () => {
    const { shopper, item, cartId, stockBefore, answers, orders } = await payAtOnce('vorkasse');
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    // The others find the cart already ordered (empty) and say so at the cart, as a 4xx.
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expect(orders).toHaveLength(1);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 2);
    expect(await kit.cartLines(cartId)).toEqual([]);
    expect((await kit.mails(shopper.email)).filter((mail) => mail.kind === 'order_confirmation')).toHaveLength(1);
  });

  it(`leaves one order waiting for its online payment when one cart is paid ${WIDE} times at once; the replaced ones give their stock back`, async () => {
    const { item, cartId, stockBefore, answers, orders } = await payAtOnce('paypal');
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    const waiting = orders.filter((order) => order.status === 'not_paid');
    expect(waiting).toHaveLength(1);
    expect(orders.filter((order) => order.status !== 'not_paid' && order.status !== 'canceled')).toEqual([]);
    // Only the waiting order holds stock; the cart keeps its lines until the payment arrives.
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 2);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
  });

  it(`opens one provider session when the same pay call (one Idempotency-Key) arrives ${WIDE} times at once over two processes`, async () => {
    const shopper = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 50 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const body = await kit.payBody(shopper, cartId, 'paypal');
    const answers = await Promise.all(
      Array.from({ length: WIDE }, (_, n) =>
        call(`${n % 2 === 0 ? shop.apiUrl : secondUrl}/api/paypal/pay`, { method: 'POST', headers: { ...shopper.headers, 'idempotency-key': `one-key-${cartId}` }, body }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: WIDE }, () => 200));
    const pages = new Set(answers.map((answer) => (answer.body as { data: { redirect_url: string } }).data.redirect_url));
    expect(pages.size).toBe(1);
    const orders = await kit.db.selectFrom('shop_order').select(['id', 'ref']).where('cart_id', '=', cartId).execute();
    expect(orders).toHaveLength(1);
    // The sandbox gateway plays PayPal here: each session it opened is a row.
    const sessions = await kit.db.selectFrom('sandbox_payment_session').select('id').where('merchant_reference', '=', orders[0]?.ref ?? '').execute();
    expect(sessions).toHaveLength(1);
  });

  it(`counts every one of ${WIDE} simultaneous adds of the same item to one cart: no lost update, no refusal`, async () => {
    const shopper = await kit.shopper('guest', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 100 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const answers = await Promise.all(
      Array.from({ length: WIDE }, (_, n) =>
        call(`${n % 2 === 0 ? shop.apiUrl : secondUrl}/api/cart/add`, {
          method: 'POST',
          headers: shopper.headers,
          body: { 'thelia.cart_id': cartId, thelia_cart_add: { append: true, product: item.productId, product_sale_elements_id: item.pseId, quantity: 1 } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: WIDE }, () => 200));
    // Each answer says the quantity the line held after it; together they count 2 … WIDE + 1.
    const said = answers.map((answer) => (answer.body as { data: { quantity: number } }).data.quantity).sort((a, b) => a - b);
    expect(said).toEqual(Array.from({ length: WIDE }, (_, n) => n + 2));
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: WIDE + 1 }]);
  });
});
