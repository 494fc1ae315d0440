// Refunds by lines (issue 34): a German prepayment order with a coupon, paid and shipped, gets one
// returned unit back with the delivery (that unit back to stock as a 'return' in the ledger), then
// the rest; together the refunds give back exactly what was paid and every unit goes back once.
// A form whose amount no longer matches, more units than are left, the delivery twice and stock
// for goods not shipped are refused at their fields; twenty refunds of the same unit at once
// return it once.
import { execFileSync } from 'node:child_process';
import { calls } from '@shop/contract';
import { adminCalls, type OrderAdminDetail } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, type Sellable } from '../checkout/testing.ts';
import { dayIn } from '../shop/index.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

type ErrorAnswer = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };
const IBAN = 'DE89 3704 0044 0532 0130 00';

describe.each(databaseKinds)('refunds by lines on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;
  let keys = 0;
  const requestKey = () => `lines-${Date.now()}-${(keys += 1)}`;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
    // Delivery is charged whatever the order's value: there is a delivery to refund.
    await kit.db.updateTable('delivery_module_country').set({ free_from_taxed_cents: null }).execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const detail = async (id: number): Promise<OrderAdminDetail> => adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${id}`)).body).data;
  const step = (id: number, path: string, body: unknown = {}) => staff.call(`/api/admin/orders/${id}/${path}`, { body });
  const fieldsOf = (answer: { body: unknown }) => (answer.body as ErrorAnswer).error.fields ?? [];
  const returns = (pseId: number, orderId: number) =>
    kit.db.selectFrom('stock_movement').select(['delta', 'reason']).where('pse_id', '=', pseId).where('order_id', '=', orderId).where('reason', '=', 'return').execute();

  /** A prepayment order of the items, paid in full (or more); shipped unless asked not to. */
  async function paidOrder(items: [Sellable, number][], options: { ship?: boolean; coupon?: string; overpaid?: number; company?: boolean } = {}) {
    const shopper = await kit.shopper('customer', options.company ? { isCompany: true } : {});
    const cartId = await kit.cartWith(shopper, items);
    const answer = await kit.pay(shopper, cartId, 'vorkasse', options.coupon ? { overrides: { appliedCoupon: options.coupon } } : {});
    expect(answer.status).toBe(200);
    const orderId = calls.backoffice.vorkassePay.response.parse(answer.body).data.order_id;
    const order = await kit.order(orderId);
    expect((await step(orderId, 'paid', { received_on: dayIn('Europe/Berlin', new Date()), amount_cents: order.total_taxed_cents + (options.overpaid ?? 0), request_key: requestKey() })).status).toBe(200);
    if (options.ship !== false) expect((await step(orderId, 'ship', { carrier: 'dhl', tracking_number: '0034 0434 1610 9401 5902' })).status).toBe(200);
    return { orderId, order, shown: await detail(orderId) };
  }

  it('returns units and the delivery, to stock where asked, until exactly what was paid went back', async () => {
    const [first, second] = [await kit.sellable({ stock: 10 }), await kit.sellable({ stock: 10 })] as [Sellable, Sellable];
    const { orderId, order, shown } = await paidOrder(
      [
        [first, 3],
        [second, 1],
      ],
      { coupon: 'WELCOME10' },
    );
    expect(order.discount_taxed_cents).toBeGreaterThan(0);
    expect(order.postage_taxed_cents).toBeGreaterThan(0);
    const [lineA, lineB] = shown.lines as [OrderAdminDetail['lines'][number], OrderAdminDetail['lines'][number]];
    // The coupon is shared over the lines: what they cost adds up to the goods less the coupon.
    expect(lineA.paid_cents + lineB.paid_cents).toBe(order.goods_taxed_cents - order.discount_taxed_cents);
    expect(shown.returns).toEqual({ service_rate: 19, postage_refunded: false, payment_fee_refunded: false, restock_allowed: true });

    // One of three units of A, back to stock, with the delivery: a third of A's cost (to the cent) plus the postage.
    const oneOfA = Math.round(lineA.paid_cents / 3);
    const firstAmount = oneOfA + order.postage_taxed_cents;
    const body = { reason: 'Rücksendung', payer_iban: IBAN, lines: [{ line_id: lineA.id, quantity: 1, restock: true }], postage: true };
    // A form showing another amount (another refund came first) is refused at its amount, with the amount now.
    const stale = await step(orderId, 'refunds', { ...body, amount_cents: firstAmount + 100, request_key: requestKey() });
    expect(stale.status).toBe(400);
    expect(fieldsOf(stale)).toEqual([{ path: 'amount_cents', message: `These lines now come to ${(firstAmount / 100).toFixed(2)} EUR: please check the refund and confirm again.` }]);
    expect(await returns(first.pseId, orderId)).toEqual([]);

    const refunded = await step(orderId, 'refunds', { ...body, amount_cents: firstAmount, request_key: requestKey() });
    expect(refunded.status).toBe(200);
    let after = adminCalls.orders.refund.response.parse(refunded.body).data;
    expect(after.lines.map((line) => line.refunded_quantity)).toEqual([1, 0]);
    expect(after.returns.postage_refunded).toBe(true);
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount_cents: firstAmount, postage_cents: order.postage_taxed_cents, payment_fee_cents: 0, lines: [{ line_id: lineA.id, title: lineA.title, quantity: 1, amount_cents: oneOfA, restock: true }] }),
    ]);
    expect(await returns(first.pseId, orderId)).toEqual([{ delta: 1, reason: 'return' }]);

    // The credit note lists the unit and the delivery, and states only 19 %.
    const note = after.documents.find((document) => document.kind === 'credit_note');
    expect(note?.amount_cents).toBe(firstAmount);
    const pdf = new Uint8Array(await (await fetch(`${shop.apiUrl}/api/admin/documents/${note?.id}/pdf`, { headers: { cookie: staff.cookie } })).arrayBuffer());
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain(`1 × ${lineA.title}`);
    expect(text).toContain('Versandkosten');

    // More units than are left, the delivery again, a line of another order: refused at their fields.
    const tooMany = await step(orderId, 'refunds', { reason: 'x', payer_iban: IBAN, amount_cents: 100, lines: [{ line_id: lineA.id, quantity: 3, restock: false }], request_key: requestKey() });
    expect(fieldsOf(tooMany)).toEqual([{ path: 'lines.0.quantity', message: 'At most 2 can still be refunded.' }]);
    const postageAgain = await step(orderId, 'refunds', { reason: 'x', payer_iban: IBAN, amount_cents: 100, postage: true, request_key: requestKey() });
    expect(fieldsOf(postageAgain)).toEqual([{ path: 'postage', message: 'The delivery was refunded already.' }]);

    // The rest: two units of A (not to stock: damaged) and B. Everything paid has gone back, to the cent.
    const restAmount = order.total_taxed_cents - firstAmount;
    const rest = await step(orderId, 'refunds', {
      reason: 'Rücksendung, beschädigt',
      payer_iban: IBAN,
      amount_cents: restAmount,
      lines: [
        { line_id: lineA.id, quantity: 2, restock: false },
        { line_id: lineB.id, quantity: 1, restock: true },
      ],
      request_key: requestKey(),
    });
    expect(rest.status).toBe(200);
    after = adminCalls.orders.refund.response.parse(rest.body).data;
    expect(after.status).toBe('refunded');
    expect(after.payment).toMatchObject({ refunded_cents: order.total_taxed_cents, refundable_cents: 0 });
    expect(after.lines.map((line) => line.refunded_quantity)).toEqual([3, 1]);
    expect(await returns(first.pseId, orderId)).toEqual([{ delta: 1, reason: 'return' }]);
    expect(await returns(second.pseId, orderId)).toEqual([{ delta: 1, reason: 'return' }]);
    const audit = await kit.db.selectFrom('audit_log').select('after_json').where('action', '=', 'order.refund').where('entity_id', '=', String(orderId)).orderBy('id').execute();
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({ refund: { lines: [{ line_id: lineA.id, quantity: 2, restock: false }, { line_id: lineB.id, quantity: 1, restock: true }] } });
  });

  it('keeps the stock of goods not shipped with the order, and returns one unit once when twenty refunds race for it', async () => {
    const item = await kit.sellable({ stock: 10 });
    // Paid 500,00 too much: the money would allow many refunds of the unit, the unit only one.
    const { orderId, shown } = await paidOrder([[item, 1]], { ship: false, overpaid: 50_000 });
    const [line] = shown.lines as [OrderAdminDetail['lines'][number]];
    expect(shown.returns.restock_allowed).toBe(false);
    const toStock = await step(orderId, 'refunds', { reason: 'x', payer_iban: IBAN, amount_cents: line.paid_cents, lines: [{ line_id: line.id, quantity: 1, restock: true }], request_key: requestKey() });
    expect(fieldsOf(toStock)).toEqual([{ path: 'lines.0.restock', message: 'The goods were not shipped: they are still in stock for this order.' }]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        step(orderId, 'refunds', { reason: 'Storno', payer_iban: IBAN, amount_cents: line.paid_cents, lines: [{ line_id: line.id, quantity: 1, restock: false }], request_key: requestKey() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 400, 409].includes(answer.status))).toBe(true);
    const after = await detail(orderId);
    expect(after.lines[0]?.refunded_quantity).toBe(1);
    expect(after.refunds).toHaveLength(1);
    expect(after.payment.refunded_cents).toBe(line.paid_cents);
    expect(await kit.db.selectFrom('order_refund_line').select('quantity').where('order_line_id', '=', line.id).execute()).toEqual([{ quantity: 1 }]);
  });

  it('a company order (net basis) returned line by line gives back its whole total to the cent, and the 0,03 paid too much is not paid back as goods', async () => {
    const items = [await kit.sellable({ stock: 10 }), await kit.sellable({ stock: 10 }), await kit.sellable({ stock: 10 })];
    const { orderId, order, shown } = await paidOrder(items.map((item): [Sellable, number] => [item, 1]), { company: true, ship: false, overpaid: 3 });
    const refundLine = (line: OrderAdminDetail['lines'][number], amount: number, extra: object = {}) =>
      step(orderId, 'refunds', { reason: 'Rückgabe', payer_iban: IBAN, amount_cents: amount, lines: [{ line_id: line.id, quantity: 1, restock: false }], request_key: requestKey(), ...extra });
    const [a, b, c] = shown.lines as [OrderAdminDetail['lines'][number], OrderAdminDetail['lines'][number], OrderAdminDetail['lines'][number]];
    expect((await refundLine(a, a.paid_cents)).status).toBe(200);
    expect((await refundLine(b, b.paid_cents)).status).toBe(200);
    // The last line and the delivery: what is left of the total, whatever cents the VAT per rate added, and not the 0,03 paid too much.
    const last = order.total_taxed_cents - a.paid_cents - b.paid_cents;
    const answer = await refundLine(c, last, { postage: true });
    expect(answer.status).toBe(200);
    const after = adminCalls.orders.refund.response.parse(answer.body).data;
    expect(after.payment.refunded_cents).toBe(order.total_taxed_cents);
    expect(after.payment.refundable_cents).toBe(3);
    expect(after.refunds.map((refund) => refund.amount_cents).reduce((sum, cents) => sum + cents, 0)).toBe(order.total_taxed_cents);
  });

  it('answers the same form sent twice at once with the one refund it made', async () => {
    const item = await kit.sellable({ stock: 10 });
    const { orderId, shown } = await paidOrder([[item, 2]], { ship: false });
    const [line] = shown.lines as [OrderAdminDetail['lines'][number]];
    const body = { reason: 'Rückgabe', payer_iban: IBAN, amount_cents: Math.round(line.paid_cents / 2), lines: [{ line_id: line.id, quantity: 1, restock: false }], request_key: requestKey() };
    const answers = await Promise.all([step(orderId, 'refunds', body), step(orderId, 'refunds', body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await detail(orderId);
    expect(after.refunds).toHaveLength(1);
    expect(after.lines[0]?.refunded_quantity).toBe(1);
  });
});
