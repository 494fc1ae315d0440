// The admin's dashboard over real HTTP, with orders placed through the checkout and the back
// office's clock pinned, so that days, months and ages are known.
import { calls } from '@shop/contract';
import { adminCalls, type Dashboard } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentCode } from '@shop/contract';
import { AT, checkoutKit, DE, RO, type CheckoutKit, type Shopper } from '../checkout/testing.ts';
import { newStaffMember, signInStaff } from '../staff/testing.ts';
import { errorCodeOf, fieldsOf, registration } from '../customer/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('the dashboard on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staffEmail = '';
  let clock = new Date('2026-11-23T10:00:00.000Z');

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 200, now: () => clock });
    kit = checkoutKit(shop);
    staffEmail = (await newStaffMember(shop, 'staff')).email;
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** Signed in anew at the clock's time: the session would end after 30 idle minutes of the moved clock. */
  const staff = () => signInStaff(shop, staffEmail, registration(staffEmail).password);
  const dashboard = async (query = ''): Promise<Dashboard> => {
    const answer = await (await staff()).call(`${adminCalls.dashboard.get.path}${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminCalls.dashboard.get.response.parse(answer.body).data;
  };
  const countryOf = (data: Dashboard, iso: string) => data.countries.find((row) => row.iso === iso);

  /** Places a one-item order at a moment of the clock; online orders are approved on the sandbox page unless told not to. */
  async function placeAt(at: string, who: Shopper, code: PaymentCode, options: { approve?: boolean } = {}) {
    clock = new Date(at);
    const item = await kit.sellable({ stock: 5, countryId: who.countryId });
    const answer = await kit.pay(who, await kit.cartWith(who, [[item, 1]]), code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = (answer.body as { data: { order_id: number; redirect_url?: string } }).data;
    const online = code !== 'vorkasse' && code !== 'ramburs';
    if (online && placed.redirect_url && options.approve !== false) await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    return kit.order(placed.order_id);
  }

  it('counts today and this month per country in its time zone and currency: placed orders, not cancelled or failed, revenue less refunds', async () => {
    const german = await kit.shopper('customer', { countryId: DE });
    const austrian = await kit.shopper('customer', { countryId: AT });
    const romanian = await kit.shopper('customer', { countryId: RO });

    // Germany: 23:30 on 31 October in Berlin is last month; 00:30 on 1 November is this month.
    await placeAt('2026-10-31T22:30:00.000Z', german, 'vorkasse');
    const firstOfMonth = await placeAt('2026-10-31T23:30:00.000Z', german, 'vorkasse');
    const today = await placeAt('2026-11-23T12:00:00.000Z', german, 'vorkasse');
    // A refund of 10.00 EUR on today's order (what the admin's refund leaves on the order).
    await kit.db.updateTable('shop_order').set({ refunded_cents: 1_000 }).where('id', '=', today.id).execute();
    const cancelled = await placeAt('2026-11-23T12:05:00.000Z', german, 'vorkasse');
    const cancel = await call(kit.api('/order/cancel'), { headers: german.headers, body: { order_id: cancelled.id } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    // Austria: a paid PayPal order counts; one still on the payment page and one declined do not.
    const paid = await placeAt('2026-11-23T09:00:00.000Z', austrian, 'paypal');
    await placeAt('2026-11-23T09:10:00.000Z', austrian, 'paypal', { approve: false });
    clock = new Date('2026-11-23T09:20:00.000Z');
    const declinedItem = await kit.sellable({ stock: 5, countryId: AT });
    const declined = calls.backoffice.paypalPay.response.parse((await kit.pay(austrian, await kit.cartWith(austrian, [[declinedItem, 1]]), 'paypal')).body).data;
    await kit.decideOnSandboxPage(declined.redirect_url, 'decline');

    // Romania (UTC+2): 21:30 UTC on the 23rd is still the 23rd there, 22:10 UTC is the 24th.
    const yesterdayInRomania = await placeAt('2026-11-23T21:30:00.000Z', romanian, 'ramburs');
    const todayInRomania = await placeAt('2026-11-23T22:10:00.000Z', romanian, 'ramburs');

    clock = new Date('2026-11-23T22:30:00.000Z');
    const data = await dashboard();
    expect(data.generated_at).toBe('2026-11-23T22:30:00.000Z');
    expect(countryOf(data, 'DE')).toEqual({
      country_id: DE,
      iso: 'DE',
      currency: 'EUR',
      time_zone: 'Europe/Berlin',
      today: { period: '2026-11-23', orders: 1, gross_cents: today.total_taxed_cents, refunded_cents: 1_000, revenue_cents: today.total_taxed_cents - 1_000 },
      month: {
        period: '2026-11',
        orders: 2,
        gross_cents: firstOfMonth.total_taxed_cents + today.total_taxed_cents,
        refunded_cents: 1_000,
        revenue_cents: firstOfMonth.total_taxed_cents + today.total_taxed_cents - 1_000,
      },
    });
    expect(countryOf(data, 'AT')).toMatchObject({
      currency: 'EUR',
      time_zone: 'Europe/Vienna',
      today: { period: '2026-11-23', orders: 1, revenue_cents: paid.total_taxed_cents },
      month: { orders: 1, revenue_cents: paid.total_taxed_cents },
    });
    expect(countryOf(data, 'RO')).toMatchObject({
      currency: 'RON',
      time_zone: 'Europe/Bucharest',
      today: { period: '2026-11-24', orders: 1, revenue_cents: todayInRomania.total_taxed_cents, refunded_cents: 0 },
      month: { period: '2026-11', orders: 2, revenue_cents: todayInRomania.total_taxed_cents + yesterdayInRomania.total_taxed_cents },
    });
    expect(today.currency_code).toBe('EUR');
    expect(todayInRomania.currency_code).toBe('RON');
  });

  it('lists prepayment orders still unpaid after N days (3 unless asked), oldest first, with their age and amount', async () => {
    const buyer = await kit.shopper('guest', { countryId: AT });
    const fiveDaysOld = await placeAt('2026-12-01T08:00:00.000Z', buyer, 'vorkasse');
    const twoDaysOld = await placeAt('2026-12-04T08:00:00.000Z', buyer, 'vorkasse');
    const paidLongAgo = await placeAt('2026-11-30T08:00:00.000Z', buyer, 'vorkasse');
    await kit.db.updateTable('shop_order').set({ status: 'paid', paid_at: '2026-12-01T09:00:00.000Z' }).where('id', '=', paidLongAgo.id).execute();
    const cashOnDelivery = await placeAt('2026-11-29T08:00:00.000Z', buyer, 'ramburs');

    clock = new Date('2026-12-06T09:00:00.000Z');
    const byDefault = await dashboard();
    expect(byDefault.open_prepayments.older_than_days).toBe(3);
    const ids = byDefault.open_prepayments.orders.map((row) => row.id);
    expect(ids).toContain(fiveDaysOld.id);
    expect(ids).not.toContain(twoDaysOld.id);
    expect(ids).not.toContain(paidLongAgo.id);
    expect(ids).not.toContain(cashOnDelivery.id);
    expect(byDefault.open_prepayments.orders.find((row) => row.id === fiveDaysOld.id)).toEqual({
      id: fiveDaysOld.id,
      ref: fiveDaysOld.ref,
      email: buyer.email,
      country_iso: 'AT',
      created_at: '2026-12-01T08:00:00.000Z',
      age_days: 5,
      amount_cents: fiveDaysOld.total_taxed_cents,
      currency: 'EUR',
    });
    // Oldest first, and the count matches the list.
    const created = byDefault.open_prepayments.orders.map((row) => row.created_at);
    expect(created).toEqual([...created].sort());
    expect(byDefault.open_prepayments.total).toBe(byDefault.open_prepayments.orders.length);

    const oneDay = await dashboard('?prepayment_days=1');
    expect(oneDay.open_prepayments.older_than_days).toBe(1);
    expect(oneDay.open_prepayments.orders.find((row) => row.id === twoDaysOld.id)?.age_days).toBe(2);
    expect(oneDay.open_prepayments.total).toBe(byDefault.open_prepayments.total + 1);
  });

  it('refuses a number of days that is not a whole number from 1 to 365, naming the field', async () => {
    for (const bad of ['0', '366', 'drei', '1.5']) {
      const answer = await (await staff()).call(`${adminCalls.dashboard.get.path}?prepayment_days=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(errorCodeOf(answer)).toBe('validation_failed');
      expect(fieldsOf(answer).map((field) => field.path)).toEqual(['prepayment_days']);
    }
  });

  it('flags prepayments that arrived with another amount than the total, with the difference', async () => {
    const buyer = await kit.shopper('customer', { countryId: DE });
    const short = await placeAt('2026-12-02T08:00:00.000Z', buyer, 'vorkasse');
    const exact = await placeAt('2026-12-02T08:05:00.000Z', buyer, 'vorkasse');
    // What marking a prepayment as received leaves on the order.
    const receive = (id: number, cents: number) =>
      kit.db.updateTable('shop_order').set({ status: 'paid', received_amount_cents: cents, received_on: '2026-12-03', paid_at: '2026-12-03T10:00:00.000Z' }).where('id', '=', id).execute();
    await receive(short.id, short.total_taxed_cents - 500);
    await receive(exact.id, exact.total_taxed_cents);

    const data = await dashboard();
    expect(data.amount_mismatches.orders.map((row) => row.id)).not.toContain(exact.id);
    expect(data.amount_mismatches.orders.find((row) => row.id === short.id)).toEqual({
      id: short.id,
      ref: short.ref,
      country_iso: 'DE',
      total_cents: short.total_taxed_cents,
      received_cents: short.total_taxed_cents - 500,
      difference_cents: -500,
      state: 'partially_paid',
      received_on: '2026-12-03',
      currency: 'EUR',
    });
    expect(data.amount_mismatches.total).toBe(data.amount_mismatches.orders.length);
  });

  it('counts reviews waiting, withdrawal declarations not processed and mails that could not be sent', async () => {
    const before = await dashboard();
    const buyer = await kit.shopper('customer', { countryId: DE });
    const order = await placeAt('2026-12-05T08:00:00.000Z', buyer, 'paypal');
    const [line] = await kit.db.selectFrom('order_line').select(['product_id', 'pse_id']).where('order_id', '=', order.id).execute();
    const review = await call(kit.helper('/comments'), {
      headers: buyer.headers,
      body: { product_id: line?.product_id, pse_id: line?.pse_id, customer_id: buyer.customerId, rating: 5, title: 'Schön', content: 'Passt gut ins Bad.' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const declaration = await call(kit.api('/withdrawal'), {
      headers: shop.guest,
      body: { name: 'Mara Lindner', email: buyer.email, order_ref: order.ref, items: '', message: '', locale: 'de_DE' },
    });
    expect(declaration.status, JSON.stringify(declaration.body)).toBe(200);
    // The order confirmation's first sending failed (what the mail sender records).
    await kit.db.updateTable('mail_outbox').set({ attempts: 1, last_error: '451 mailbox busy' }).where('to_address', '=', buyer.email).where('kind', '=', 'order_confirmation').execute();

    const after = await dashboard();
    expect(after.reviews_waiting).toBe(before.reviews_waiting + 1);
    expect(after.withdrawals_open).toBe(before.withdrawals_open + 1);
    expect(after.mails_failed).toBe(before.mails_failed + 1);

    await kit.db.updateTable('withdrawal_declaration').set({ processed_at: '2026-12-05T09:00:00.000Z', processed_note: 'Erstattet' }).where('email', '=', buyer.email).execute();
    expect((await dashboard()).withdrawals_open).toBe(before.withdrawals_open);
  });

  it('is for signed-in staff only', async () => {
    expect((await call(`${shop.apiUrl}${adminCalls.dashboard.get.path}`)).status).toBe(401);
    const customer = await kit.shopper('customer');
    expect((await call(`${shop.apiUrl}${adminCalls.dashboard.get.path}`, { headers: customer.headers })).status).toBe(401);
    const admin = await newStaffMember(shop, 'admin');
    expect((await admin.call(adminCalls.dashboard.get.path)).status).toBe(200);
  });
});
