// Declaring withdrawal (§356a BGB) over real HTTP: stored with the moment of receipt, linked to the
// order only when number and email belong together, confirmed at once by mail, rate-limited.
import { calls, fieldMessages } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, DE } from '../checkout/testing.ts';
import { errorCodeOf, fieldsOf, mailsTo, shopper, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember } from '../staff/testing.ts';

describe.each(databaseKinds)('withdrawals on %s', (kind) => {
  let shop: TestBackOffice;
  let moment = new Date('2026-11-21T09:15:03.000Z');

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    // The receipt time is the back office's clock; pin it so the mail's text is known.
    shop.backOffice.deps.now = () => moment;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const declaration = (email: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Erika Muster',
    email,
    order_ref: 'ORD-NOPE-1',
    items: '',
    message: '',
    locale: 'de_DE',
    ...overrides,
  });
  const stored = (id: number) => shop.backOffice.deps.db.selectFrom('withdrawal_declaration').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes a declaration for an unknown order number and mails its content with the time of receipt', async () => {
    const email = uniqueEmail('widerruf');
    const answer = await shopper(shop).post('/api/withdrawal', declaration(email.toUpperCase(), { items: '2x Handtuchhalter', message: 'Passt nicht <b>zum</b> Bad' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = calls.backoffice.withdrawalDeclare.response.parse(answer.body).data;
    expect(data).toMatchObject({ received_at: '2026-11-21T09:15:03.000Z', time_zone: 'Europe/Berlin', order_linked: false });
    expect(await stored(data.id)).toMatchObject({ email, order_ref: 'ORD-NOPE-1', order_id: null, items: '2x Handtuchhalter', country_id: DE, received_at: '2026-11-21T09:15:03.000Z' });

    const [mail] = await mailsTo(shop, email);
    expect(mail).toMatchObject({ kind: 'withdrawal_confirmation', subject: 'Eingangsbestätigung Ihres Widerrufs (Bestellung ORD-NOPE-1)' });
    expect(mail?.text).toContain('Bestellnummer: ORD-NOPE-1');
    expect(mail?.text).toContain('Betroffene Artikel: 2x Handtuchhalter');
    expect(mail?.text).toContain('Nachricht: Passt nicht <b>zum</b> Bad');
    expect(mail?.text).toContain('Eingegangen am: 21.11.2026, 10:15:03 MEZ');
    expect(mail?.html).toContain('Passt nicht &lt;b&gt;zum&lt;/b&gt; Bad');
  });

  it('links the declaration to the order when number and email match, and only then', async () => {
    const kit = checkoutKit(shop);
    const guest = await kit.shopper('guest', { countryId: DE });
    const item = await kit.sellable({ stock: 3 });
    const placed = await kit.pay(guest, await kit.cartWith(guest, [[item, 1]]), 'vorkasse');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { order_id: orderId, order_ref: orderRef } = (placed.body as { data: { order_id: number; order_ref: string } }).data;

    const other = await shopper(shop).post('/api/withdrawal', declaration(uniqueEmail('fremd'), { order_ref: orderRef }));
    expect(calls.backoffice.withdrawalDeclare.response.parse(other.body).data.order_linked).toBe(false);

    const own = await shopper(shop).post('/api/withdrawal', declaration(guest.email, { order_ref: orderRef, locale: 'ro_RO' }));
    const data = calls.backoffice.withdrawalDeclare.response.parse(own.body).data;
    expect(data).toMatchObject({ order_linked: true, time_zone: 'Europe/Bucharest' });
    expect((await stored(data.id)).order_id).toBe(orderId);
    const [mail] = await mailsTo(shop, guest.email);
    expect(mail?.subject).toBe(`Confirmare de primire a declarației de retragere (comanda ${orderRef})`);
    expect(mail?.text).toContain('Data și ora primirii: 21.11.2026, 11:15:03 EET');
  });

  it('shows a withdrawal on its order: the shopper’s order page and the admin’s order, with the 14-day refund deadline and on the timeline', async () => {
    const kit = checkoutKit(shop);
    const customer = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ stock: 3 });
    const placed = await kit.pay(customer, await kit.cartWith(customer, [[item, 1]]), 'vorkasse');
    const { order_id: orderId, order_ref: orderRef } = (placed.body as { data: { order_id: number; order_ref: string } }).data;
    const declared = await shopper(shop).post('/api/withdrawal', declaration(customer.email, { order_ref: orderRef, items: '1x Handtuchhalter' }));
    expect(declared.status).toBe(200);

    // 21 November, 10:15 Berlin time: the money must be back by 5 December.
    const own = await call(`${shop.apiUrl}/api/ExternalOrderApi/order/${orderId}`, { headers: customer.headers });
    const order = calls.backoffice.order.response.parse(own.body).OrderItems[0];
    expect(order?.withdrawals).toEqual([{ received_at: '2026-11-21T09:15:03.000Z', refund_due_on: '2026-12-05' }]);
    // The prepayment still waits for its transfer: the order's page has the bank details and QR code again.
    expect(order?.bank_transfer).toMatchObject({ reference: orderRef, amount_cents: order?.total_taxed_cents, currency: 'EUR' });
    expect(order?.bank_transfer?.iban).toMatch(/^DE\d{20}$/);
    expect(order?.bank_transfer?.qr_svg).toContain('<svg');

    const staff = await newStaffMember(shop, 'staff', 'withdrawal-order');
    const admin = adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${orderId}`)).body).data;
    expect(admin.withdrawals).toEqual([expect.objectContaining({ received_at: '2026-11-21T09:15:03.000Z', items: '1x Handtuchhalter', processed_at: null, refund_due_on: '2026-12-05' })]);
    expect(admin.timeline.filter((entry) => entry.type === 'withdrawal')).toEqual([expect.objectContaining({ at: '2026-11-21T09:15:03.000Z', items: '1x Handtuchhalter' })]);
    // Part of it arrives: the details ask for the rest only; paid in full, none any more.
    const total = order?.total_taxed_cents ?? 0;
    const shopperView = async () => calls.backoffice.order.response.parse((await call(`${shop.apiUrl}/api/ExternalOrderApi/order/${orderId}`, { headers: customer.headers })).body).OrderItems[0];
    const part = await staff.call(`/api/admin/orders/${orderId}/paid`, { body: { received_on: '2026-11-21', amount_cents: 1_000, reference: 'Teil' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect((await shopperView())?.bank_transfer).toMatchObject({ amount_cents: total - 1_000, reference: orderRef });
    const paid = await staff.call(`/api/admin/orders/${orderId}/paid`, { body: { received_on: '2026-11-21', amount_cents: total - 1_000 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await shopperView())?.bank_transfer).toBeNull();
    // The confirmation mail is the order's too: on its timeline, beside the order's other mails.
    expect(admin.timeline.filter((entry) => entry.type === 'mail' && entry.kind === 'withdrawal_confirmation')).toEqual([
      expect.objectContaining({ to: customer.email, subject: `Eingangsbestätigung Ihres Widerrufs (Bestellung ${orderRef})` }),
    ]);
  });

  it('answers field messages for bad input and stores nothing', async () => {
    const answer = await shopper(shop).post('/api/withdrawal', declaration('no-at-sign', { name: 'E', order_ref: '' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(
      expect.arrayContaining([
        { path: 'name', message: fieldMessages.name_too_short },
        { path: 'email', message: fieldMessages.email_invalid },
        { path: 'order_ref', message: fieldMessages.required },
      ]),
    );
  });

  it('limits declarations per email', async () => {
    const email = uniqueEmail('viele');
    moment = new Date('2026-11-22T08:00:00.000Z');
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await shopper(shop).post('/api/withdrawal', declaration(email))).status).toBe(200);
    const blocked = await shopper(shop).post('/api/withdrawal', declaration(email));
    expect(blocked.status).toBe(429);
    expect(errorCodeOf(blocked)).toBe('rate_limited');
    expect(blocked.headers.get('retry-after')).toBe('3600');
  });

  it('needs the shop token: anonymous callers are refused', async () => {
    const answer = await call(`${shop.apiUrl}/api/withdrawal`, { body: declaration(uniqueEmail('anon')) });
    expect(answer.status).toBe(401);
  });
});
