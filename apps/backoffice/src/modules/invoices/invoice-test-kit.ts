// Test fixtures for the invoice suites: real orders placed over HTTP (checkout's kit), their
// invoice issued as the order workflow does it (in a transaction of its own), refunds recorded
// and credit-noted.
import { calls, type PaymentCode } from '@shop/contract';
import { checkoutKit, type Sellable, type Shopper } from '../checkout/testing.ts';
import { call, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { issueCreditNote, issueInvoice } from './issue-documents.ts';

export type PlacedOrder = { orderId: number; ref: string; shopper: Shopper; items: Sellable[] };

export function invoiceKit(shop: TestBackOffice) {
  const kit = checkoutKit(shop);
  const { db } = kit;

  /** An order placed in the country: `lines` items (quantities 1, 2, ...), the payment, a coupon. */
  async function placeOrder(
    options: { countryId: number; lines?: number; payment?: PaymentCode; coupon?: string; shopper?: Shopper; kind?: 'guest' | 'customer'; overrides?: Record<string, unknown> } = { countryId: 5 },
  ): Promise<PlacedOrder> {
    const shopper = options.shopper ?? (await kit.shopper(options.kind ?? 'customer', { countryId: options.countryId }));
    const items: Sellable[] = [];
    for (let index = 0; index < (options.lines ?? 1); index += 1) items.push(await kit.sellable({ countryId: options.countryId, stock: 5 }));
    const cartId = await kit.cartWith(
      shopper,
      items.map((item, index): [Sellable, number] => [item, index + 1]),
    );
    if (options.coupon) {
      const applied = await call(kit.api('/ExternalOrderApi/insertCoupon'), {
        headers: shopper.headers,
        body: { coupon_code: options.coupon, cart_id: cartId, customer_id: shopper.kind === 'customer' ? shopper.customerId : null },
      });
      if (applied.status !== 200) throw new Error(`coupon refused: ${JSON.stringify(applied.body)}`);
    }
    const payment = options.payment ?? (options.countryId === 146 ? 'ramburs' : 'vorkasse');
    const answer = await kit.pay(shopper, cartId, payment, { overrides: { ...(options.coupon ? { appliedCoupon: options.coupon } : {}), ...options.overrides } });
    if (answer.status !== 200) throw new Error(`pay failed: ${JSON.stringify(answer.body)}`);
    const placed = calls.backoffice.vorkassePay.response.parse(answer.body).data;
    if (payment !== 'vorkasse' && payment !== 'ramburs') await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    return { orderId: placed.order_id, ref: placed.order_ref, shopper, items };
  }

  /** The order's invoice, issued as the order workflow does when it ships. */
  function issue(orderId: number, at = new Date(), deliveryDate = at.toISOString().slice(0, 10)) {
    return db.transaction().execute((trx) => issueInvoice(trx, { orderId, at, deliveryDate }));
  }

  /** A refund of `amount` gross cents, recorded as the order workflow does (without its checks). */
  async function refund(orderId: number, amount: number, at = new Date()): Promise<number> {
    const row = await db
      .insertInto('order_refund')
      .values({ order_id: orderId, amount_cents: amount, method: 'manual', provider_refund_id: null, reason: 'Kulanz', actor_id: null, created_at: at.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function creditNote(refundId: number, at = new Date()) {
    return db.transaction().execute((trx) => issueCreditNote(trx, { refundId, at }));
  }

  return { ...kit, placeOrder, issue, refund, creditNote };
}

export type InvoiceKit = ReturnType<typeof invoiceKit>;
