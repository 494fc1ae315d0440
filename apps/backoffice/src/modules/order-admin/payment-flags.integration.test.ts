// Flagged payments in the admin (issue 15), over real HTTP: money Global Payments took that could
// not make its order paid (another amount, or paid after the shop gave up on the order) appears on
// the dashboard as a payment to refund and on the order; staff settle it by refunding the flagged
// amount through GP (its stand-in of the XML API), once, with a timeline event and an audit line.
import { adminCalls, type Dashboard } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit } from '../checkout/testing.ts';
import { expireAbandonedPayments, gpCheckout, type GlobalPaymentsStandIn, startGlobalPaymentsStandIn } from '../payments/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('flagged payments in the admin on %s', (kind) => {
  let hpp: GlobalPaymentsStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let gp: ReturnType<typeof gpCheckout>;
  let staff: StaffClient;
  let colleague: StaffClient;

  beforeAll(async () => {
    hpp = await startGlobalPaymentsStandIn();
    shop = await startTestBackOffice(kind, { products: 200, env: hpp.shopEnv() });
    kit = checkoutKit(shop);
    gp = gpCheckout(kit, hpp);
    [staff, colleague] = await Promise.all([newStaffMember(shop, 'staff'), newStaffMember(shop, 'staff', 'colleague')]);
  });
  afterAll(async () => {
    await shop?.close();
    await hpp?.close();
  });

  const dashboard = async (): Promise<Dashboard> => adminCalls.dashboard.get.response.parse((await staff.call(adminCalls.dashboard.get.path)).body).data;
  const detail = async (orderId: number) => adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${orderId}`)).body).data;
  const settle = (who: StaffClient, orderId: number, flagId: number) => who.call(`/api/admin/orders/${orderId}/payment-flags/${flagId}/settle`, { body: {} });
  const auditOf = (orderId: number) => kit.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute();
  const settledEvents = async (orderId: number) => (await detail(orderId)).timeline.filter((entry) => entry.type === 'event' && entry.kind === 'payment_flag_settled');

  /** A card payment Global Payments took for another amount than the order's total: flagged. */
  async function mismatchedPayment(difference: number) {
    const { placed, orderId, order } = await gp.cardOrder('guest');
    hpp.changeAmount(orderId, order.total_taxed_cents + difference);
    await gp.onHpp(orderId, 'pay');
    const [flag] = (await detail(placed.order_id)).payment_flags;
    if (!flag) throw new Error('the payment was flagged');
    return { placed, orderId, order, flag, amount: order.total_taxed_cents + difference };
  }

  /** A card payment that arrived after the hourly sweep cancelled its order: flagged. */
  async function latePayment() {
    const { placed, orderId, order } = await gp.cardOrder('customer');
    await kit.db.updateTable('shop_order').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', placed.order_id).execute();
    await expireAbandonedPayments(shop.backOffice.deps);
    await gp.onHpp(orderId, 'pay');
    const [flag] = (await detail(placed.order_id)).payment_flags;
    if (!flag) throw new Error('the payment was flagged');
    return { placed, orderId, order, flag };
  }

  it('lists flagged payments on the dashboard, newest first, with order, shop, provider, amount, reason and time; the order shows them to refund', async () => {
    const mismatched = await mismatchedPayment(-150);
    const late = await latePayment();
    const listed = (await dashboard()).payments_to_refund;
    const ours = listed.payments.filter((row) => row.order_id === mismatched.placed.order_id || row.order_id === late.placed.order_id);
    expect(ours).toEqual([
      {
        flag_id: late.flag.id,
        order_id: late.placed.order_id,
        ref: late.placed.order_ref,
        country_iso: 'RO',
        provider: 'globalpayments',
        amount_cents: late.order.total_taxed_cents,
        currency: 'RON',
        reason: 'paid_after_close',
        created_at: late.flag.created_at,
        status: 'open',
      },
      expect.objectContaining({ flag_id: mismatched.flag.id, ref: mismatched.placed.order_ref, country_iso: 'RO', amount_cents: mismatched.amount, currency: 'RON', reason: 'amount_mismatch' }),
    ]);
    expect(listed.total).toBe(listed.payments.length);
    const created = listed.payments.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const order = await detail(mismatched.placed.order_id);
    expect(order.status).toBe('not_paid');
    expect(order.payment_flags).toEqual([
      expect.objectContaining({ reason: 'amount_mismatch', provider: 'globalpayments', amount_cents: mismatched.amount, currency: 'RON', status: 'open', refund_via: 'provider', settled_at: null }),
    ]);
  });

  it('settles a flagged payment by refunding its amount at Global Payments: on the timeline and in the audit log, gone from the dashboard', async () => {
    const { placed, orderId, flag, amount } = await mismatchedPayment(+300);
    const answer = await settle(staff, placed.order_id, flag.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const rebate = hpp.rebates().find((entry) => entry.orderId === orderId);
    expect(rebate).toMatchObject({ amount, currency: 'RON' });
    const shown = adminCalls.orders.settlePaymentFlag.response.parse(answer.body).data;
    expect(shown.payment_flags).toEqual([
      expect.objectContaining({ id: flag.id, status: 'settled', refund_via: 'provider', provider_refund_id: rebate?.rebatePasref, settled_by_email: staff.email, settled_at: expect.any(String) }),
    ]);
    // Not an order refund: the order stays unpaid, nothing counts as refunded, no credit note.
    expect(shown).toMatchObject({ status: 'not_paid', refunds: [], payment: { refunded_cents: 0 } });
    expect(shown.documents).toEqual([]);
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({ kind: 'payment_flag_settled', actor_email: staff.email, detail: expect.objectContaining({ flag_id: flag.id, amount_cents: amount, currency: 'RON', method: 'provider' }) }),
    );
    expect(await auditOf(placed.order_id)).toEqual([{ action: 'order.payment_flag_settle', actor_email: staff.email }]);
    expect((await dashboard()).payments_to_refund.payments.map((row) => row.flag_id)).not.toContain(flag.id);
  });

  it('settles a flagged payment once when two staff members click at the same time', async () => {
    const { placed, orderId, flag } = await latePayment();
    const answers = await Promise.all([settle(staff, placed.order_id, flag.id), settle(colleague, placed.order_id, flag.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: { code: 'order_state_conflict' } });
    expect(hpp.rebates().filter((entry) => entry.orderId === orderId)).toHaveLength(1);
    expect(await settledEvents(placed.order_id)).toHaveLength(1);
    expect(await auditOf(placed.order_id)).toHaveLength(1);

    // Later clicks are refused as well, and change nothing.
    const again = await settle(colleague, placed.order_id, flag.id);
    expect(again.status).toBe(409);
    expect(hpp.rebates().filter((entry) => entry.orderId === orderId)).toHaveLength(1);
  });

  it('records nothing when Global Payments refuses the refund (502), and the payment stays to refund', async () => {
    const { placed, orderId, flag } = await mismatchedPayment(-40);
    hpp.refuseRebates({ result: '508', message: 'Rebate not allowed on this account' });
    try {
      const refused = await settle(staff, placed.order_id, flag.id);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ error: { code: 'refund_failed' } });
    } finally {
      hpp.refuseRebates(null);
    }
    expect((await detail(placed.order_id)).payment_flags).toEqual([expect.objectContaining({ id: flag.id, status: 'open', settled_at: null })]);
    expect(await settledEvents(placed.order_id)).toEqual([]);
    expect(await auditOf(placed.order_id)).toEqual([]);
    expect((await dashboard()).payments_to_refund.payments.map((row) => row.flag_id)).toContain(flag.id);
    expect(hpp.rebates().filter((entry) => entry.orderId === orderId)).toEqual([]);
    // GP takes rebates again: the same click settles it.
    expect((await settle(staff, placed.order_id, flag.id)).status).toBe(200);
  });

  it('answers 404 for a flag that is not the order’s, and is for signed-in staff only', async () => {
    const { placed, flag } = await mismatchedPayment(-10);
    const other = await mismatchedPayment(-20);
    expect((await settle(staff, other.placed.order_id, flag.id)).status).toBe(404);
    const anonymous = await fetch(`${shop.apiUrl}/api/admin/orders/${placed.order_id}/payment-flags/${flag.id}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect((await detail(placed.order_id)).payment_flags[0]?.status).toBe('open');
  });
});
