import { calls, type PaymentCode } from '@shop/contract';
import { adminCalls, type OrderAdminDetail, type TimelineEntry } from '@shop/contract/admin';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, DE, RO, type Shopper } from '../checkout/testing.ts';
import { addRefundedIfRoom, closeOrder } from '../orders/index.ts';
import { dayIn } from '../shop/index.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

type ErrorAnswer = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

describe.each(databaseKinds)('the admin’s orders on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;
  let keys = 0;
  const requestKey = () => `refund-${Date.now()}-${(keys += 1)}`;

  /** A shopper places an order of `quantity` units of a fresh item; online orders are paid on the sandbox page. */
  async function placed(code: PaymentCode, options: { countryId?: number; guest?: boolean; quantity?: number; firstname?: string; coupon?: string } = {}) {
    const countryId = options.countryId ?? DE;
    const shopper: Shopper = await kit.shopper(options.guest ? 'guest' : 'customer', { countryId });
    if (options.firstname) {
      await kit.db.updateTable('address').set({ firstname: options.firstname }).where('id', '=', shopper.addressId).execute();
    }
    const item = await kit.sellable({ countryId, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, options.quantity ?? 2]]);
    const answer = await kit.pay(shopper, cartId, code, options.coupon ? { overrides: { appliedCoupon: options.coupon } } : {});
    expect(answer.status).toBe(200);
    const data = calls.backoffice.vorkassePay.response.parse(answer.body).data;
    if (code !== 'vorkasse' && code !== 'ramburs') await kit.decideOnSandboxPage(data.redirect_url, 'approve');
    return { orderId: data.order_id, ref: data.order_ref, shopper, item, order: await kit.order(data.order_id) };
  }

  const detail = async (id: number): Promise<OrderAdminDetail> => {
    const answer = await staff.call(`/api/admin/orders/${id}`);
    expect(answer.status).toBe(200);
    return adminCalls.orders.detail.response.parse(answer.body).data;
  };
  const step = (id: number, path: string, body: unknown = {}, who: StaffClient = staff) => who.call(`/api/admin/orders/${id}/${path}`, { body });
  // The day in the order's country: between 23:00 and 24:00 Berlin time it is already tomorrow in Bucharest.
  const today = (timeZone = 'Europe/Berlin') => dayIn(timeZone, new Date());
  const auditOf = (id: number) => kit.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute();
  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorAnswer).error;
  const events = (order: OrderAdminDetail) => order.timeline.filter((entry): entry is Extract<TimelineEntry, { type: 'event' }> => entry.type === 'event');
  const mailsOf = (order: OrderAdminDetail) => order.timeline.filter((entry): entry is Extract<TimelineEntry, { type: 'mail' }> => entry.type === 'mail');

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('runs a prepayment order from placed to delivered, with mismatch flag, invoice, shipping mail, audit and timeline', async () => {
    const { orderId, ref, shopper, order } = await placed('vorkasse');
    let shown = await detail(orderId);
    expect(shown).toMatchObject({ ref, status: 'not_paid', payment_method: { code: 'vorkasse', kind: 'prepayment' }, shipment: null });
    expect(shown.actions).toEqual({ mark_paid: true, ship: true, deliver: false, cancel: true, refund: false, correct_invoice: false, change_delivery_address: true });
    expect(shown.payment).toMatchObject({ state: 'unpaid', open_cents: order.total_taxed_cents, entries: [] });
    expect(shown.totals.vat).toEqual([expect.objectContaining({ rate: 19 })]);

    // The transfer arrives 72,00 short: booked and partially paid, with the open balance, not paid.
    const short = order.total_taxed_cents - 7_200;
    const paid = await step(orderId, 'paid', { received_on: today(), amount_cents: short, reference: ref, request_key: requestKey() });
    expect(paid.status).toBe(200);
    shown = adminCalls.orders.markPaid.response.parse(paid.body).data;
    expect(shown.status).toBe('not_paid');
    expect(shown.payment).toMatchObject({ state: 'partially_paid', received_amount_cents: short, received_on: today(), open_cents: 7_200, excess_cents: 0, amount_mismatch: true, paid_cents: short });
    expect(shown.payment.entries).toEqual([expect.objectContaining({ amount_cents: short, reference: ref, reversed: false, actor_email: staff.email })]);
    const listed = adminCalls.orders.list.response.parse((await staff.call(`/api/admin/orders?q=${encodeURIComponent(ref)}`)).body).data;
    expect(listed).toEqual([expect.objectContaining({ id: orderId, status: 'not_paid', amount_mismatch: true })]);

    // The rest arrives: paid in full by the two entries.
    const rest = await step(orderId, 'paid', { received_on: today(), amount_cents: 7_200, request_key: requestKey() });
    shown = adminCalls.orders.markPaid.response.parse(rest.body).data;
    expect(shown.status).toBe('paid');
    expect(shown.payment).toMatchObject({ state: 'paid', received_amount_cents: order.total_taxed_cents, open_cents: 0, amount_mismatch: false, refundable_cents: order.total_taxed_cents });
    expect(shown.actions.mark_paid).toBe(false);

    const shipped = await step(orderId, 'ship', { carrier: 'dhl', tracking_number: '0034 0434 1610 9401 5902' });
    expect(shipped.status).toBe(200);
    shown = adminCalls.orders.ship.response.parse(shipped.body).data;
    const url = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094015902';
    expect(shown.status).toBe('sent');
    expect(shown.shipment).toMatchObject({ carrier: 'dhl', carrier_name: 'DHL', tracking_number: '00340434161094015902', tracking_url: url });
    expect(shown.documents).toEqual([expect.objectContaining({ kind: 'invoice', amount_cents: order.total_taxed_cents })]);
    expect(shown.documents[0]?.number).toMatch(/^RE-DE-\d{4}-\d{6}$/);

    // The shipping mail, in German, with the tracking link, on the order's timeline.
    const mails = await kit.mails(shopper.email);
    const mail = mails.find((candidate) => candidate.kind === 'order_shipped');
    expect(mail).toMatchObject({ order_id: orderId, subject: expect.stringContaining(`Ihre Bestellung ${ref}`) });
    expect(mail?.text_body).toContain('Sendungsnummer: 00340434161094015902');
    expect(mail?.text_body).toContain(`Sendung verfolgen: ${url}`);
    expect(mail?.text_body).toContain(`/account/order/${orderId}`);
    expect(mails.find((candidate) => candidate.kind === 'order_confirmation')?.order_id).toBe(orderId);

    const delivered = await step(orderId, 'delivered');
    expect(delivered.status).toBe(200);
    shown = await detail(orderId);
    expect(shown.status).toBe('delivered');
    expect(shown.actions).toEqual({ mark_paid: false, ship: false, deliver: false, cancel: false, refund: true, correct_invoice: true, change_delivery_address: false });

    // Every change, oldest first: placed, confirmation, payment, shipment, invoice, shipping mail, delivered.
    expect(shown.timeline.map((entry) => (entry.type === 'mail' ? `mail:${entry.kind}` : entry.type === 'withdrawal' ? 'withdrawal' : `${entry.kind}:${entry.to_status ?? ''}`))).toEqual([
      'status:not_paid',
      'mail:order_confirmation',
      'payment_received:not_paid',
      'payment_received:paid',
      'shipment:sent',
      'invoice:',
      'mail:order_shipped',
      'status:delivered',
    ]);
    expect(events(shown)[1]).toMatchObject({ actor_email: staff.email, detail: { amount_cents: short, state: 'partially_paid', open_cents: 7_200 } });
    expect(events(shown)[2]).toMatchObject({ detail: { amount_cents: 7_200, state: 'paid' } });
    expect(events(shown)[0]?.actor_email).toBeNull();

    const audit = await auditOf(orderId);
    expect(audit.map((line) => line.action)).toEqual(['order.mark_paid', 'order.mark_paid', 'order.ship', 'order.deliver']);
    expect(audit.every((line) => line.actor_email === staff.email)).toBe(true);
    expect(JSON.parse(audit[2]?.before_json ?? '')).toEqual({ status: 'paid', shipment: null });
    expect(JSON.parse(audit[2]?.after_json ?? '')).toMatchObject({ status: 'sent', shipment: { carrier: 'dhl', tracking_url: url } });
  });

  it('lists the morning\'s work: paid and cash-on-delivery orders to ship, prepayments to chase; the dashboard counts them by the same rule', async () => {
    const unpaid = await placed('vorkasse');
    const paid = await placed('vorkasse');
    expect((await step(paid.orderId, 'paid', { received_on: today(), amount_cents: paid.order.total_taxed_cents, request_key: requestKey() })).status).toBe(200);
    const cash = await placed('ramburs', { countryId: RO });
    const shipped = await placed('vorkasse');
    expect((await step(shipped.orderId, 'paid', { received_on: today(), amount_cents: shipped.order.total_taxed_cents, request_key: requestKey() })).status).toBe(200);
    expect((await step(shipped.orderId, 'ship', { carrier: 'dhl', tracking_number: '0034 0434 1610 9401 5902' })).status).toBe(200);
    const listed = async (work: string, ref: string) => {
      const answer = await staff.call(`/api/admin/orders?work=${work}&q=${encodeURIComponent(ref)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return adminCalls.orders.list.response.parse(answer.body).data.map((row) => row.ref);
    };
    expect(await listed('to_ship', paid.ref)).toEqual([paid.ref]);
    expect(await listed('to_ship', cash.ref)).toEqual([cash.ref]);
    expect(await listed('to_ship', unpaid.ref)).toEqual([]);
    expect(await listed('to_ship', shipped.ref)).toEqual([]);
    expect(await listed('to_chase', unpaid.ref)).toEqual([unpaid.ref]);
    expect(await listed('to_chase', cash.ref)).toEqual([]);
    expect(await listed('to_chase', paid.ref)).toEqual([]);
    const total = async (work: string) => adminCalls.orders.list.response.parse((await staff.call(`/api/admin/orders?work=${work}`)).body).total;
    const dashboard = adminCalls.dashboard.get.response.parse((await staff.call('/api/admin/dashboard')).body).data;
    expect(dashboard.orders_to_ship).toBe(await total('to_ship'));
    expect(dashboard.orders_to_chase).toBe(await total('to_chase'));
    expect(dashboard.orders_to_ship).toBeGreaterThanOrEqual(2);
  });

  it('sets the delivery address right before shipping: checked, on the timeline and in the audit, used by the packing slip; refused once shipped', async () => {
    const { orderId } = await placed('vorkasse');
    let shown = await detail(orderId);
    expect(shown.actions.change_delivery_address).toBe(true);
    const address = { company: '', firstname: 'Mara', lastname: 'Lindner', street: 'Königstraße', street_number: '9a', address_extra: 'Hinterhaus', zipcode: '90402', city: 'Nürnberg', phone: '+49 911 123456' };
    const wrong = await staff.call(`/api/admin/orders/${orderId}/delivery-address`, { method: 'PUT', body: { address: { ...address, zipcode: '1234' } } });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).fields?.map((field) => field.path)).toEqual(['address.zipcode']);
    const changed = await staff.call(`/api/admin/orders/${orderId}/delivery-address`, { method: 'PUT', body: { address, reason: 'Kundin ist umgezogen' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    shown = adminCalls.orders.changeDeliveryAddress.response.parse(changed.body).data;
    expect(shown.delivery_address).toMatchObject({ street: 'Königstraße', street_number: '9a', address_extra: 'Hinterhaus', zipcode: '90402', city: 'Nürnberg', phone: '+49 911 123456' });
    expect(events(shown).at(-1)).toMatchObject({ kind: 'delivery_address', detail: { to: 'Mara Lindner, Königstraße 9a, Hinterhaus, 90402 Nürnberg', reason: 'Kundin ist umgezogen' }, actor_email: staff.email });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({ action: 'order.delivery_address' });
    const slip = await fetch(`${shop.apiUrl}/api/admin/orders/${orderId}/packing-slip`, { headers: { cookie: staff.cookie } });
    expect(slip.status).toBe(200);
    const slipText = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await slip.arrayBuffer()) }).toString('utf8');
    expect(slipText).toContain('Königstraße 9a');
    expect(slipText).toContain('Hinterhaus');
    // Shipped: the address can no longer change.
    const order = await kit.order(orderId);
    expect((await step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents, request_key: requestKey() })).status).toBe(200);
    expect((await step(orderId, 'ship', { carrier: 'dhl', tracking_number: '0034 0434 1610 9401 5902' })).status).toBe(200);
    expect((await detail(orderId)).actions.change_delivery_address).toBe(false);
    const late = await staff.call(`/api/admin/orders/${orderId}/delivery-address`, { method: 'PUT', body: { address: { ...address, street_number: '10' } } });
    expect(late.status).toBe(409);
    expect((await detail(orderId)).delivery_address.street_number).toBe('9a');
  });

  it('keeps internal notes on the timeline with who wrote them, audited, and never shows them to the shopper', async () => {
    const { orderId, shopper } = await placed('vorkasse');
    const empty = await step(orderId, 'notes', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toEqual([{ path: 'text', message: expect.any(String) }]);
    const saved = await step(orderId, 'notes', { text: ' Kundin hat angerufen: Lieferung erst nach 16 Uhr. ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = adminCalls.orders.addNote.response.parse(saved.body).data;
    expect(events(shown).at(-1)).toMatchObject({ kind: 'note', detail: { text: 'Kundin hat angerufen: Lieferung erst nach 16 Uhr.' }, actor_email: staff.email });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({ action: 'order.note' });
    // The shopper's view of the order knows nothing of it.
    const own = await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: shopper.headers });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('16 Uhr');
    expect((await call(`${shop.apiUrl}/api/admin/orders/${orderId}/notes`, { headers: shopper.headers, body: { text: 'x' } })).status).toBe(401);
  });

  it('tags an order (its tags replaced as a whole, the same tag twice kept once), on the timeline and in the audit; the list filters by a tag in any case; the shopper never sees them', async () => {
    const { orderId, shopper } = await placed('vorkasse');
    const tagged = await staff.call(`/api/admin/orders/${orderId}/tags`, { method: 'PUT', body: { tags: [' Rückfrage ', 'Express', 'rückfrage'] } });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    const shown = adminCalls.orders.setTags.response.parse(tagged.body).data;
    expect(shown.tags).toEqual(['Rückfrage', 'Express']);
    expect(events(shown).at(-1)).toMatchObject({ kind: 'tags', detail: { from: [], to: ['Rückfrage', 'Express'] }, actor_email: staff.email });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({ action: 'order.tags' });
    const listed = adminCalls.orders.list.response.parse((await staff.call('/api/admin/orders?tag=R%C3%9CCKFRAGE')).body);
    expect(listed.data.map((row) => row.id)).toEqual([orderId]);
    expect(listed.data[0]?.tags).toEqual(['Rückfrage', 'Express']);
    // The same set again changes nothing: no second timeline line.
    const again = adminCalls.orders.setTags.response.parse((await staff.call(`/api/admin/orders/${orderId}/tags`, { method: 'PUT', body: { tags: ['Rückfrage', 'Express'] } })).body).data;
    expect(events(again).filter((entry) => entry.kind === 'tags')).toHaveLength(1);
    // A comma or 31 characters are refused with the field named.
    const refused = await staff.call(`/api/admin/orders/${orderId}/tags`, { method: 'PUT', body: { tags: ['a,b', 'x'.repeat(31)] } });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields?.map((field) => field.path).sort()).toEqual(['tags.0', 'tags.1']);
    const own = await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: shopper.headers });
    expect(JSON.stringify(own.body)).not.toContain('Rückfrage');
    // 20 saves at once: each waits for the one before; none collides, and one whole set is left.
    const saves = await Promise.all(Array.from({ length: 20 }, (_, i) => staff.call(`/api/admin/orders/${orderId}/tags`, { method: 'PUT', body: { tags: ['Rückfrage', `Welle ${i}`] } })));
    expect(saves.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const left = adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${orderId}`)).body).data.tags;
    expect(left).toHaveLength(2);
    expect(left[0]).toBe('Rückfrage');
  });

  it('books payments as entries: a wrong one is reversed (never edited), an overpayment shows what to pay back, two bookings at once both count', async () => {
    const { orderId, order } = await placed('vorkasse');
    const total = order.total_taxed_cents;
    // Booked the full amount by mistake (the transfer was another order's): reversed with a reason.
    let shown = adminCalls.orders.markPaid.response.parse((await step(orderId, 'paid', { received_on: today(), amount_cents: total, request_key: requestKey() })).body).data;
    expect(shown).toMatchObject({ status: 'paid', payment: { state: 'paid' } });
    const [wrong] = shown.payment.entries;
    if (!wrong) throw new Error('an entry');
    const reverse = (entryId: number, reason = 'Überweisung gehörte zu einer anderen Bestellung') => step(orderId, `payments/${entryId}/reverse`, { reason });
    const reversed = await reverse(wrong.id);
    expect(reversed.status).toBe(200);
    shown = adminCalls.orders.reversePayment.response.parse(reversed.body).data;
    expect(shown).toMatchObject({ status: 'not_paid', payment: { state: 'unpaid', received_amount_cents: 0, open_cents: total, paid_at: null } });
    expect(shown.payment.entries).toEqual([
      expect.objectContaining({ id: wrong.id, amount_cents: total, reversed: true }),
      expect.objectContaining({ amount_cents: -total, reverses_id: wrong.id, note: 'Überweisung gehörte zu einer anderen Bestellung' }),
    ]);
    // The same reversal again changes nothing; a reversal is not reversed.
    expect(await reverse(wrong.id)).toMatchObject({ status: 200, body: reversed.body });
    expect((await reverse(shown.payment.entries[1]?.id ?? 0)).status).toBe(409);
    expect(events(shown).at(-1)).toMatchObject({ kind: 'payment_reversed', from_status: 'paid', to_status: 'not_paid' });

    // Two transfers booked at once by two people: both count, the order is overpaid by 5,00.
    const half = Math.floor(total / 2);
    const both = await Promise.all([
      step(orderId, 'paid', { received_on: today(), amount_cents: half, reference: 'Teil 1', request_key: requestKey() }),
      step(orderId, 'paid', { received_on: today(), amount_cents: total - half + 500, reference: 'Teil 2', request_key: requestKey() }),
    ]);
    for (const answer of both) expect(answer.status).toBe(200);
    shown = await detail(orderId);
    expect(shown).toMatchObject({ status: 'paid', payment: { state: 'overpaid', received_amount_cents: total + 500, excess_cents: 500, open_cents: 0, refundable_cents: total + 500 } });
    expect((await auditOf(orderId)).map((line) => line.action)).toEqual(['order.mark_paid', 'order.payment_reversed', 'order.mark_paid', 'order.mark_paid']);
  });

  it('books the excess of an overpayment sent back as an entry of its own: paid again, no credit note, never more than the excess, twice at once counted once', async () => {
    const { orderId, order } = await placed('vorkasse');
    const total = order.total_taxed_cents;
    await step(orderId, 'paid', { received_on: today(), amount_cents: total + 7_200, reference: 'Doppelt überwiesen', request_key: requestKey() });
    expect((await detail(orderId)).payment).toMatchObject({ state: 'overpaid', excess_cents: 7_200 });
    const payBack = (body: Record<string, unknown>) => step(orderId, 'payments/pay-back', { paid_on: today(), request_key: requestKey(), ...body });
    const fieldOf = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      return { status, fields: (body as ErrorAnswer).error?.fields };
    };

    // More than came in over the total is refused at the amount (that would be a refund), as is a day to come.
    expect(await fieldOf(payBack({ amount_cents: 7_201 }))).toEqual({ status: 400, fields: [{ path: 'amount_cents', message: `At most 72.00 EUR came in over the total.` }] });
    expect(await fieldOf(payBack({ amount_cents: 100, paid_on: '2999-01-01' }))).toEqual({ status: 400, fields: [{ path: 'paid_on', message: 'The money cannot have been sent after today.' }] });

    // Two people book the same 50,00 € at once with their own forms: one stands, the other finds less
    // left over the total (refused at its amount when it reads after the first, as a conflict when before).
    const twice = (await Promise.all([payBack({ amount_cents: 5_000 }), payBack({ amount_cents: 5_000 })])).map((answer) => answer.status).sort();
    expect(twice[0]).toBe(200);
    expect([400, 409]).toContain(twice[1]);
    let shown = await detail(orderId);
    expect(shown.payment).toMatchObject({ state: 'overpaid', received_amount_cents: total + 2_200, excess_cents: 2_200 });

    // The rest, with the payer's IBAN as the reference; the same form again books nothing more.
    const key = requestKey();
    const rest = await payBack({ amount_cents: 2_200, reference: 'DE89 3704 0044 0532 0130 00', request_key: key });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await payBack({ amount_cents: 2_200, reference: 'DE89 3704 0044 0532 0130 00', request_key: key })).status).toBe(200);
    shown = await detail(orderId);
    expect(shown).toMatchObject({ status: 'paid', payment: { state: 'paid', received_amount_cents: total, excess_cents: 0, open_cents: 0, refunded_cents: 0, refundable_cents: total } });
    expect(shown.payment.entries.map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['receipt', total + 7_200],
      ['pay_back', -5_000],
      ['pay_back', -2_200],
    ]);
    expect(shown.payment.entries[2]).toMatchObject({ reference: 'DE89 3704 0044 0532 0130 00', actor_email: staff.email, received_on: today() });
    // Nothing of the order went back: no credit note, and the timeline says what was sent.
    expect(shown.documents.filter((document) => document.kind === 'credit_note')).toEqual([]);
    expect(events(shown).filter((event) => event.kind === 'payment_paid_back').map((event) => event.detail)).toEqual([
      expect.objectContaining({ amount_cents: -5_000, state: 'overpaid', excess_cents: 2_200 }),
      expect.objectContaining({ amount_cents: -2_200, state: 'paid', excess_cents: 0, reference: 'DE89 3704 0044 0532 0130 00' }),
    ]);
    expect((await auditOf(orderId)).map((line) => line.action)).toEqual(['order.mark_paid', 'order.payment_paid_back', 'order.payment_paid_back']);
    // Paid exactly: there is nothing more to send back.
    expect((await payBack({ amount_cents: 100 })).status).toBe(409);

    // A refund priced from a read taken before the excess went back (two staff at once) cannot take
    // more than came in: its room is what came in as the row holds it now, not as it was read.
    const other = await placed('vorkasse');
    const received = other.order.total_taxed_cents + 7_200;
    await step(other.orderId, 'paid', { received_on: today(), amount_cents: received, request_key: requestKey() });
    const stale = await kit.db.selectFrom('shop_order').select(['status', 'received_amount_cents']).where('id', '=', other.orderId).executeTakeFirstOrThrow();
    expect((await step(other.orderId, 'payments/pay-back', { paid_on: today(), amount_cents: 7_200, request_key: requestKey() })).status).toBe(200);
    expect(await addRefundedIfRoom(kit.db, other.orderId, { amount: received, ceiling: stale.received_amount_cents ?? 0, status: stale.status }, new Date().toISOString())).toBe(false);
    expect(await addRefundedIfRoom(kit.db, other.orderId, { amount: other.order.total_taxed_cents, ceiling: stale.received_amount_cents ?? 0, status: stale.status }, new Date().toISOString())).toBe(true);
  });

  it('decides the payment state on the order as it is, when a booking and a reversal arrive at once; a partly paid order does not expire', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { orderId, order } = await placed('vorkasse');
      const half = Math.floor(order.total_taxed_cents / 2);
      const first = adminCalls.orders.markPaid.response.parse((await step(orderId, 'paid', { received_on: today(), amount_cents: half, request_key: requestKey() })).body).data;
      const entry = first.payment.entries[0];
      // The rest arrives while the first entry is reversed: half came in, the order is not paid.
      const answers = await Promise.all([
        step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents - half, request_key: requestKey() }),
        step(orderId, `payments/${entry?.id}/reverse`, { reason: 'Falsch zugeordnet' }),
      ]);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const shown = await detail(orderId);
      expect(shown.payment).toMatchObject({ received_amount_cents: order.total_taxed_cents - half, state: 'partially_paid' });
      expect(shown.status, `round ${round}`).toBe('not_paid');
      // Money came in: no automatic close (expiry, a new checkout) cancels it; staff decide.
      expect(await closeOrder(kit.db, orderId, 'canceled', new Date(), 'expired')).toBe(false);
      expect((await detail(orderId)).status).toBe('not_paid');
    }
    // The same form key with another amount is refused, not silently taken as the first booking.
    const { orderId } = await placed('vorkasse');
    const key = requestKey();
    expect((await step(orderId, 'paid', { received_on: today(), amount_cents: 1_000, request_key: key })).status).toBe(200);
    expect((await step(orderId, 'paid', { received_on: today(), amount_cents: 2_000, request_key: key })).status).toBe(409);
  });

  it('ships a prepayment not paid in full only with a reason, kept in the timeline and the audit', async () => {
    const { orderId, order } = await placed('vorkasse');
    await step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents - 1_000, request_key: requestKey() });
    const parcel = { carrier: 'dhl', tracking_number: '0034 0434 1610 9401 5902' };
    const refused = await step(orderId, 'ship', parcel);
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorAnswer).error.fields).toEqual([{ path: 'unpaid_reason', message: 'This order is not paid in full: say why it ships now.' }]);
    expect((await detail(orderId)).shipment).toBeNull();
    const shipped = await step(orderId, 'ship', { ...parcel, unpaid_reason: 'Stammkunde, Rest kommt mit der nächsten Überweisung' });
    expect(shipped.status).toBe(200);
    const shown = adminCalls.orders.ship.response.parse(shipped.body).data;
    expect(shown).toMatchObject({ status: 'sent', payment: { state: 'partially_paid', open_cents: 1_000 } });
    expect(events(shown).find((event) => event.kind === 'shipment')?.detail).toMatchObject({ unpaid_reason: 'Stammkunde, Rest kommt mit der nächsten Überweisung', open_cents: 1_000 });
    const audit = await auditOf(orderId);
    expect(JSON.parse(audit.at(-1)?.after_json ?? '')).toMatchObject({ status: 'sent', unpaid_reason: 'Stammkunde, Rest kommt mit der nächsten Überweisung', open_cents: 1_000 });
    // The rest arrives after shipping: paid in full, the order stays sent.
    const rest = adminCalls.orders.markPaid.response.parse((await step(orderId, 'paid', { received_on: today(), amount_cents: 1_000, request_key: requestKey() })).body).data;
    expect(rest).toMatchObject({ status: 'sent', payment: { state: 'paid', open_cents: 0 } });
    expect(rest.payment.paid_at).not.toBeNull();
  });

  it('tells the customer of a cancellation and of a refund (the credit note attached), in the shop’s language, unless switched off', async () => {
    const attachmentsOf = (mailId: number) => kit.db.selectFrom('mail_attachment').select(['file_name', 'content_type', 'content']).where('mail_id', '=', mailId).execute();
    // German prepayment, paid, cancelled: the mail says so, and that the money comes back; the staff's reason stays internal.
    const de = await placed('vorkasse');
    await step(de.orderId, 'paid', { received_on: today(), amount_cents: de.order.total_taxed_cents, request_key: requestKey() });
    expect((await step(de.orderId, 'cancel', { reason: 'Lieferant kann nicht liefern' })).status).toBe(200);
    const cancelled = (await kit.mails(de.shopper.email)).filter((mail) => mail.kind === 'order_cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.subject).toContain(`Ihre Bestellung ${de.ref} bei`);
    expect(cancelled[0]?.text_body).toContain(`Ihre Bestellung ${de.ref} wurde storniert.`);
    expect(cancelled[0]?.text_body).toMatch(/Die bereits gezahlten [\d.,]+\s€ erstatten wir Ihnen/);
    expect(cancelled[0]?.text_body).not.toContain('Lieferant');
    // The refund that follows: its mail carries the credit note's PDF, byte for byte as issued.
    // A prepayment goes back by transfer: without the payer's IBAN (or with a wrong one) nothing is booked.
    const noIban = await step(de.orderId, 'refunds', { amount_cents: de.order.total_taxed_cents, reason: 'Storno', request_key: requestKey() });
    expect(errorOf(noIban).fields).toEqual([{ path: 'payer_iban', message: 'Enter the IBAN the money is sent to.' }]);
    const badIban = await step(de.orderId, 'refunds', { amount_cents: de.order.total_taxed_cents, reason: 'Storno', request_key: requestKey(), payer_iban: 'DE89 3704 0044 0532 0130 01' });
    expect(errorOf(badIban).fields).toEqual([{ path: 'payer_iban', message: 'This is no valid IBAN.' }]);
    const refunded = await step(de.orderId, 'refunds', { amount_cents: de.order.total_taxed_cents, reason: 'Storno', request_key: requestKey(), payer_iban: 'de89 3704 0044 0532 0130 00' });
    expect(refunded.status).toBe(200);
    // It waits on the list of transfers to make until staff mark it sent (once).
    const list = async () => adminCalls.orders.refundsToTransfer.response.parse((await staff.call('/api/admin/refunds/to-transfer')).body).data.filter((row) => row.order_id === de.orderId);
    const [transfer] = await list();
    expect(transfer).toMatchObject({ order_ref: de.ref, amount_cents: de.order.total_taxed_cents, payer_iban: 'DE89370400440532013000', country_iso: 'DE' });
    const sent = await staff.call(`/api/admin/refunds/${transfer?.refund_id}/sent`, { body: {} });
    expect(sent.status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await staff.call(`/api/admin/refunds/${transfer?.refund_id}/sent`, { body: {} })).status).toBe(200);
    expect(await kit.db.selectFrom('audit_log').select('action').where('entity', '=', 'refund').where('entity_id', '=', String(transfer?.refund_id)).execute()).toEqual([{ action: 'refund.transfer_sent' }]);
    const note = adminCalls.orders.refund.response.parse(refunded.body).data.documents.find((document) => document.kind === 'credit_note');
    const refundMail = (await kit.mails(de.shopper.email)).find((mail) => mail.kind === 'order_refunded');
    expect(refundMail?.text_body).toContain(`Die Gutschrift ${note?.number} finden Sie im Anhang.`);
    expect(refundMail?.text_body).toContain('Der Betrag wird auf Ihr Bankkonto überwiesen.');
    const [pdf] = await attachmentsOf(refundMail?.id ?? 0);
    expect(pdf).toMatchObject({ file_name: `${note?.number}.pdf`, content_type: 'application/pdf' });
    const download = await fetch(`${shop.apiUrl}/api/admin/documents/${note?.id}/pdf`, { headers: { cookie: staff.cookie } });
    expect(Buffer.from(pdf?.content ?? []).equals(Buffer.from(await download.arrayBuffer()))).toBe(true);
    // Both on the order's timeline.
    expect(mailsOf(await detail(de.orderId)).map((mail) => mail.kind)).toEqual(expect.arrayContaining(['order_cancelled', 'order_refunded']));
    // Once it went out, staff can send it again: a copy with the same credit note, on the same timeline.
    await kit.db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', refundMail?.id ?? 0).execute();
    const resent = await staff.call(`/api/admin/mails/${refundMail?.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    const copyId = (resent.body as { data: { id: number } }).data.id;
    const [copied] = await attachmentsOf(copyId);
    expect(Buffer.from(copied?.content ?? []).equals(Buffer.from(pdf?.content ?? []))).toBe(true);
    expect(mailsOf(await detail(de.orderId)).filter((mail) => mail.kind === 'order_refunded')).toHaveLength(2);

    // Romanian online payment refunded through the provider, in Romanian.
    const ro = await placed('paypal', { countryId: RO });
    await step(ro.orderId, 'refunds', { amount_cents: 500, reason: 'Gest comercial', request_key: requestKey() });
    const roMail = (await kit.mails(ro.shopper.email)).find((mail) => mail.kind === 'order_refunded');
    expect(roMail?.subject).toContain(`Rambursare pentru comanda dumneavoastră ${ro.ref}`);
    expect(roMail?.text_body).toMatch(/V-am rambursat 5,00\sLei pentru comanda dumneavoastră/);
    expect(roMail?.text_body).toContain('Suma vă este returnată prin');

    // Switched off: nothing is sent, and the audit says so.
    const quiet = await placed('vorkasse');
    expect((await step(quiet.orderId, 'cancel', { notify_customer: false })).status).toBe(200);
    expect((await kit.mails(quiet.shopper.email)).filter((mail) => mail.kind === 'order_cancelled')).toEqual([]);
    expect(JSON.parse((await auditOf(quiet.orderId)).at(-1)?.after_json ?? '')).toMatchObject({ customer_notified: false });
  });

  it('corrects an invoice by a credit note cancelling it and a new invoice; the issued bytes never change, a form sent twice issues once', async () => {
    const pdfOf = async (id: number) => Buffer.from(await (await fetch(`${shop.apiUrl}/api/admin/documents/${id}/pdf`, { headers: { cookie: staff.cookie } })).arrayBuffer());
    const { orderId, ref, shopper, order } = await placed('vorkasse');
    // No invoice before the order ships: nothing to correct.
    const address = { company: 'Brandt Sanitär GmbH', firstname: 'Jana', lastname: 'Brandt', street: 'Hafenstraße', street_number: '12a', address_extra: '', zipcode: '20457', city: 'Hamburg' };
    const early = await step(orderId, 'invoice-corrections', { invoice_id: 1, reason: 'Firmenname fehlte', address });
    expect(early.status).toBe(409);
    await step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents, request_key: requestKey() });
    let shown = adminCalls.orders.ship.response.parse((await step(orderId, 'ship', { carrier: 'dhl', tracking_number: '00340434161094015902' })).body).data;
    expect(shown.actions.correct_invoice).toBe(true);
    const [first] = shown.documents;
    if (!first) throw new Error('no invoice');
    const firstPdf = await pdfOf(first.id);
    const deliveryBefore = shown.delivery_address;

    // A postcode that does not exist in Germany is refused at its field; nothing is issued.
    const badPostcode = await step(orderId, 'invoice-corrections', { invoice_id: first.id, reason: 'Firmenname fehlte', address: { ...address, zipcode: '2045' } });
    expect(badPostcode.status).toBe(400);
    expect(errorOf(badPostcode).fields?.map((field) => field.path)).toEqual(['address.zipcode']);
    const noReason = await step(orderId, 'invoice-corrections', { invoice_id: first.id, reason: ' ', address });
    expect(errorOf(noReason).fields?.map((field) => field.path)).toEqual(['reason']);
    expect((await detail(orderId)).documents).toHaveLength(1);

    const answer = await step(orderId, 'invoice-corrections', { invoice_id: first.id, reason: 'Firmenname fehlte', address });
    expect(answer.status).toBe(200);
    shown = adminCalls.orders.correctInvoice.response.parse(answer.body).data;
    const cancellation = shown.documents.find((document) => document.kind === 'credit_note');
    const replacement = shown.documents.find((document) => document.kind === 'invoice' && document.id !== first.id);
    expect(cancellation).toMatchObject({ amount_cents: order.total_taxed_cents, corrects_number: first.number });
    expect(replacement).toMatchObject({ amount_cents: order.total_taxed_cents, corrects_number: first.number });
    expect(replacement?.number).toMatch(/^RE-DE-\d{4}-\d{6}$/);
    expect(cancellation?.number).toMatch(/^GS-DE-\d{4}-\d{6}$/);
    // The order's invoice address is set right; its delivery address and amounts stay.
    expect(shown.invoice_address).toMatchObject({ company: 'Brandt Sanitär GmbH', street: 'Hafenstraße', street_number: '12a', zipcode: '20457', city: 'Hamburg' });
    expect(shown.delivery_address).toEqual(deliveryBefore);
    expect(shown.totals.total_taxed_cents).toBe(order.total_taxed_cents);
    expect(shown.payment.state).toBe('paid');

    // The first invoice is served as issued, byte for byte; the two new ones state the correction.
    expect((await pdfOf(first.id)).equals(firstPdf)).toBe(true);
    const text = (pdf: Buffer) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');
    const issuedDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(first.issued_at));
    const cancellationText = text(await pdfOf(cancellation?.id ?? 0));
    expect(cancellationText).toContain(`Storno der Rechnung ${first.number} vom ${issuedDay}`);
    expect(cancellationText).toContain('Storno der gesamten Rechnung: Firmenname fehlte');
    expect(cancellationText).not.toContain('Brandt Sanitär GmbH');
    const replacementText = text(await pdfOf(replacement?.id ?? 0));
    expect(replacementText).toContain(`Diese Rechnung ersetzt die Rechnung ${first.number} vom ${issuedDay}.`);
    expect(replacementText).toContain('Brandt Sanitär GmbH');
    expect(replacementText).toContain('Hafenstraße 12a');

    // The customer gets both documents as issued; the timeline and the audit name all three.
    const mail = (await kit.mails(shopper.email)).find((candidate) => candidate.kind === 'invoice_corrected');
    expect(mail?.subject).toContain(`Berichtigte Rechnung zu Ihrer Bestellung ${ref}`);
    expect(mail?.text_body).toContain(`Die Gutschrift ${cancellation?.number} hebt sie auf, die neue Rechnung ${replacement?.number} ersetzt sie.`);
    const attached = await kit.db.selectFrom('mail_attachment').select(['file_name', 'content']).where('mail_id', '=', mail?.id ?? 0).orderBy('id').execute();
    // Now to a company: the new invoice is an XRechnung as well (the consumer's first invoice was none).
    expect(attached.map((file) => file.file_name)).toEqual([`${cancellation?.number}.pdf`, `${replacement?.number}.pdf`, `${replacement?.number}.xml`]);
    expect(Buffer.from(attached[1]?.content ?? []).equals(await pdfOf(replacement?.id ?? 0))).toBe(true);
    expect(events(shown).at(-1)).toMatchObject({ kind: 'invoice', actor_email: staff.email, detail: { document: 'correction', cancelled: first.number, credit_note: cancellation?.number, invoice: replacement?.number } });
    const audit = (await auditOf(orderId)).at(-1);
    expect(audit?.action).toBe('order.invoice_corrected');
    expect(JSON.parse(audit?.after_json ?? '')).toMatchObject({ invoice: replacement?.number, invoice_address: { company: 'Brandt Sanitär GmbH' }, customer_notified: true });

    // The same form again (it names the first invoice): refused, nothing more issued.
    const again = await step(orderId, 'invoice-corrections', { invoice_id: first.id, reason: 'Firmenname fehlte', address });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toContain('corrected meanwhile');
    // Two staff correcting the new invoice at the same time: one correction is issued.
    const both = await Promise.all(['Hausnummer', 'Ort'].map((reason) => step(orderId, 'invoice-corrections', { invoice_id: replacement?.id, reason, address: { ...address, street_number: '14' }, notify_customer: false })));
    expect(both.map((one) => one.status).sort()).toEqual([200, 409]);
    const documents = (await detail(orderId)).documents;
    expect(documents.filter((document) => document.kind === 'invoice')).toHaveLength(3);
    expect(documents.filter((document) => document.corrects_number === replacement?.number)).toHaveLength(2);
    // A refund now corrects the invoice in force.
    const refunded = await step(orderId, 'refunds', { amount_cents: 500, reason: 'Kratzer', request_key: requestKey(), payer_iban: 'DE89370400440532013000' });
    const latest = adminCalls.orders.refund.response.parse(refunded.body).data.documents;
    const inForce = latest.filter((document) => document.kind === 'invoice').at(-1);
    const refundNote = latest.filter((document) => document.kind === 'credit_note').at(-1);
    expect(text(await pdfOf(refundNote?.id ?? 0))).toContain(`Korrektur der Rechnung ${inForce?.number}`);
  });

  it('answers the same to the same step again, and changes nothing', async () => {
    const { orderId, order } = await placed('vorkasse');
    const pay = { received_on: today(), amount_cents: order.total_taxed_cents };
    const first = await step(orderId, 'paid', pay);
    const again = await step(orderId, 'paid', pay);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const ship = { carrier: 'dpd', tracking_number: '01505012345678' };
    const shipped = await step(orderId, 'ship', ship);
    const [twin, triplet] = await Promise.all([step(orderId, 'ship', ship), step(orderId, 'ship', ship)]);
    expect(twin).toMatchObject({ status: 200, body: shipped.body });
    expect(triplet).toMatchObject({ status: 200, body: shipped.body });
    const delivered = await step(orderId, 'delivered');
    expect(await step(orderId, 'delivered')).toMatchObject({ status: 200, body: delivered.body });

    expect((await auditOf(orderId)).map((line) => line.action)).toEqual(['order.mark_paid', 'order.ship', 'order.deliver']);
    const shown = await detail(orderId);
    expect(mailsOf(shown).filter((mail) => mail.kind === 'order_shipped')).toHaveLength(1);
    expect(shown.documents).toHaveLength(1);
    expect(shown.payment.amount_mismatch).toBe(false);

    // The same step with other data is a conflict, not a change.
    expect(await step(orderId, 'paid', { ...pay, amount_cents: pay.amount_cents + 1 })).toMatchObject({ status: 409, body: { error: { code: 'order_state_conflict' } } });
    expect(await step(orderId, 'ship', { carrier: 'dpd', tracking_number: '01505012345679' })).toMatchObject({ status: 409 });
  });

  it('refuses steps from the wrong state (409) and bad input at its field (400)', async () => {
    const prepaid = await placed('vorkasse');
    const conflict = async (answer: Promise<{ status: number; body: unknown }>) => {
      const settled = await answer;
      expect(settled.status).toBe(409);
      expect(errorOf(settled).code).toBe('order_state_conflict');
    };
    await conflict(step(prepaid.orderId, 'delivered'));
    await conflict(step(prepaid.orderId, 'refunds', { amount_cents: 100, reason: 'Kulanz', request_key: requestKey() }));

    const online = await placed('paypal');
    await conflict(step(online.orderId, 'paid', { received_on: today(), amount_cents: online.order.total_taxed_cents }));

    const fields = async (answer: Promise<{ status: number; body: unknown }>, path: string) => {
      const settled = await answer;
      expect(settled.status).toBe(400);
      expect(errorOf(settled)).toMatchObject({ code: 'validation_failed', fields: [expect.objectContaining({ path })] });
      return errorOf(settled).fields?.[0]?.message;
    };
    expect(await fields(step(prepaid.orderId, 'paid', { received_on: today(), amount_cents: 0 }), 'amount_cents')).toBe('Enter the amount that arrived.');
    await fields(step(prepaid.orderId, 'paid', { received_on: '2026-02-30', amount_cents: 100 }), 'received_on');
    // An unpaid prepayment ships only with a reason.
    expect(await fields(step(prepaid.orderId, 'ship', { carrier: 'ups', tracking_number: '1Z999AA10123456784' }), 'unpaid_reason')).toBe('This order is not paid in full: say why it ships now.');
    expect(await fields(step(prepaid.orderId, 'paid', { received_on: '2999-01-01', amount_cents: 100 }), 'received_on')).toBe('The money cannot have arrived after today.');
    expect(await fields(step(online.orderId, 'ship', { carrier: 'dhl', tracking_number: 'ABC' }), 'tracking_number')).toBe(
      'This is not a DHL tracking number (for example 00340434161094015902).',
    );
    await fields(step(online.orderId, 'ship', { carrier: 'ups', tracking_number: '' }), 'tracking_number');
    await fields(step(online.orderId, 'ship', { carrier: 'other', tracking_number: 'AB-12345' }), 'tracking_url');
    await fields(step(online.orderId, 'ship', { carrier: 'other', tracking_number: 'AB-12345', tracking_url: 'javascript:alert(1)' }), 'tracking_url');
    await fields(step(online.orderId, 'refunds', { amount_cents: -5, reason: 'x', request_key: requestKey() }), 'amount_cents');
    await fields(step(online.orderId, 'refunds', { amount_cents: online.order.total_taxed_cents + 1, reason: 'Zu viel', request_key: requestKey() }), 'amount_cents');
    await fields(step(online.orderId, 'refunds', { amount_cents: 100, reason: '', request_key: requestKey() }), 'reason');
    // Nothing of it changed anything.
    expect(await auditOf(prepaid.orderId)).toEqual([]);
    expect(await auditOf(online.orderId)).toEqual([]);

    // Once shipped, an order cannot be cancelled.
    const other = await step(online.orderId, 'ship', { carrier: 'other', tracking_number: 'ab-12345', tracking_url: 'https://track.example-post.md/?n=AB-12345' });
    expect(adminCalls.orders.ship.response.parse(other.body).data.shipment).toMatchObject({ carrier_name: 'track.example-post.md', tracking_number: 'AB-12345' });
    await conflict(step(online.orderId, 'cancel'));
    expect((await call(`${shop.apiUrl}/api/admin/orders/${online.orderId}`)).status).toBe(401);
    expect((await staff.call('/api/admin/orders/999999')).status).toBe(404);
  });

  it('cancels before shipping: the stock goes back exactly as reserved, the coupon use is released', async () => {
    await kit.db
      .insertInto('coupon')
      .values({
        code: 'ADMINCANCEL',
        kind: 'percent',
        percent: 10,
        amount_cents: null,
        currency_code: null,
        country_id: null,
        min_order_cents: null,
        valid_from: null,
        valid_until: null,
        max_uses: 5,
        max_uses_per_customer: null,
        active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const usedCount = async () => (await kit.db.selectFrom('coupon').select('used_count').where('code', '=', 'ADMINCANCEL').executeTakeFirstOrThrow()).used_count;
    const shopper = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 10 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 3]]);
    const answer = calls.backoffice.vorkassePay.response.parse((await kit.pay(shopper, cartId, 'vorkasse', { overrides: { appliedCoupon: 'ADMINCANCEL' } })).body).data;
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 3);
    expect(await usedCount()).toBe(1);
    const order = await kit.order(answer.order_id);
    await step(answer.order_id, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents });

    const cancelled = await step(answer.order_id, 'cancel', { reason: 'Kunde hat angerufen' });
    expect(cancelled.status).toBe(200);
    const shown = adminCalls.orders.cancel.response.parse(cancelled.body).data;
    expect(shown.status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await usedCount()).toBe(0);
    // Again: the same answer, the stock is not given back twice.
    expect(await step(answer.order_id, 'cancel', { reason: 'Kunde hat angerufen' })).toMatchObject({ status: 200, body: cancelled.body });
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(events(shown).at(-1)).toMatchObject({ kind: 'status', from_status: 'paid', to_status: 'canceled', actor_email: staff.email, detail: { reason: 'staff', note: 'Kunde hat angerufen' } });
    expect((await auditOf(answer.order_id)).map((line) => line.action)).toEqual(['order.mark_paid', 'order.cancel']);
    // The money that came in can still go back.
    expect(shown.actions.refund).toBe(true);
  });

  it('ships cash on delivery before payment, in Romanian with the Fan Courier link, and books the money when it arrives', async () => {
    const { orderId, ref, shopper, order } = await placed('ramburs', { countryId: RO, guest: true });
    expect((await detail(orderId)).actions).toMatchObject({ mark_paid: true, ship: true, refund: false });
    // The list says how it is paid: cash on delivery waits for no money before it ships.
    const rows = adminCalls.orders.list.response.parse((await staff.call(`/api/admin/orders?q=${encodeURIComponent(ref)}`)).body).data;
    expect(rows.map((row) => [row.id, row.status, row.payment_kind])).toEqual([[orderId, 'not_paid', 'cash_on_delivery']]);
    const shipped = await step(orderId, 'ship', { carrier: 'fan_courier', tracking_number: '2123456780001' });
    expect(shipped.status).toBe(200);
    const mail = (await kit.mails(shopper.email)).find((candidate) => candidate.kind === 'order_shipped');
    expect(mail?.subject).toContain(`Comanda dumneavoastră ${ref}`);
    expect(mail?.text_body).toContain('Urmăriți coletul: https://www.fancourier.ro/awb-tracking/?tracking=2123456780001');
    // A guest gets a link of their own to the order page; the outbox keeps only a placeholder for it.
    expect(mail?.text_body).toMatch(/\/guest\/invoice\/[^/]+\/\[\[secret:/);
    expect(adminCalls.orders.ship.response.parse(shipped.body).data.documents[0]?.number).toMatch(/^FCT-RO-\d{4}-\d{6}$/);

    const booked = await step(orderId, 'paid', { received_on: today('Europe/Bucharest'), amount_cents: order.total_taxed_cents });
    const shown = adminCalls.orders.markPaid.response.parse(booked.body).data;
    expect(shown).toMatchObject({ status: 'sent', payment: { received_amount_cents: order.total_taxed_cents, amount_mismatch: false } });
    expect(shown.actions).toMatchObject({ mark_paid: false, deliver: true, refund: true });

    // The shopper sees the shipment on the guest page's order call too.
    const guestLink = await kit.db.selectFrom('guest_order_link').select('order_id').where('order_id', '=', orderId).execute();
    expect(guestLink.length).toBeGreaterThan(0);
  });

  it('delivers cash on delivery with the money the carrier collected booked in the same step, or neither when the open amount changed meanwhile', async () => {
    const { orderId, order } = await placed('ramburs', { countryId: RO });
    await step(orderId, 'ship', { carrier: 'fan_courier', tracking_number: '2123456780001' });
    // A form opened before 100,00 Lei were booked by hand: the open amount it shows is stale, so nothing happens.
    await step(orderId, 'paid', { received_on: today('Europe/Bucharest'), amount_cents: 10_000, request_key: requestKey() });
    const stale = await step(orderId, 'delivered', { cash_collected_cents: order.total_taxed_cents });
    expect(stale.status).toBe(409);
    let shown = await detail(orderId);
    expect(shown).toMatchObject({ status: 'sent', payment: { state: 'partially_paid', received_amount_cents: 10_000 } });
    // Sent again from the current form: delivered and paid in full, one entry more.
    const delivered = await step(orderId, 'delivered', { cash_collected_cents: order.total_taxed_cents - 10_000 });
    expect(delivered.status).toBe(200);
    shown = adminCalls.orders.deliver.response.parse(delivered.body).data;
    expect(shown).toMatchObject({ status: 'delivered', payment: { state: 'paid', received_amount_cents: order.total_taxed_cents, open_cents: 0 } });
    expect(shown.payment.entries.map((entry) => [entry.amount_cents, entry.received_on])).toEqual([
      [10_000, today('Europe/Bucharest')],
      [order.total_taxed_cents - 10_000, today('Europe/Bucharest')],
    ]);
    expect((await auditOf(orderId)).map((line) => line.action).slice(-2)).toEqual(['order.mark_paid', 'order.deliver']);
    // Again: nothing more is booked. A prepayment has no cash to collect.
    expect((await step(orderId, 'delivered', { cash_collected_cents: 1 })).status).toBe(200);
    expect((await detail(orderId)).payment.entries).toHaveLength(2);
    const prepaid = await placed('vorkasse');
    await step(prepaid.orderId, 'ship', { carrier: 'dhl', tracking_number: '00340434161094015902', unpaid_reason: 'Stammkunde' });
    const wrong = await step(prepaid.orderId, 'delivered', { cash_collected_cents: prepaid.order.total_taxed_cents });
    expect(errorOf(wrong).fields?.map((field) => field.path)).toEqual(['cash_collected_cents']);
  });

  it('shows the shipment in the shopper’s order detail', async () => {
    const { orderId, shopper } = await placed('paypal');
    const before = calls.backoffice.order.response.parse((await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: shopper.headers })).body).OrderItems[0];
    expect(before).toMatchObject({ shipment: null, tracking_url: null });
    await step(orderId, 'ship', { carrier: 'gls', tracking_number: '12345678901' });
    await step(orderId, 'delivered');
    const after = calls.backoffice.order.response.parse((await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: shopper.headers })).body).OrderItems[0];
    expect(after).toMatchObject({
      status: 'delivered',
      tracking_url: 'https://gls-group.com/DE/de/paketverfolgung?match=12345678901',
      shipment: { carrier_name: 'GLS', tracking_number: '12345678901', tracking_url: 'https://gls-group.com/DE/de/paketverfolgung?match=12345678901' },
    });
  });

  it('refunds an online payment through the provider, partly then fully, each with a credit note of consecutive numbers', async () => {
    const { orderId, order } = await placed('paypal', { quantity: 3 });
    const total = order.total_taxed_cents;
    const part = Math.floor(total / 3);
    const key = requestKey();
    const first = await step(orderId, 'refunds', { amount_cents: part, reason: 'Ein Teil beschädigt', request_key: key });
    expect(first.status).toBe(200);
    let shown = adminCalls.orders.refund.response.parse(first.body).data;
    expect(shown.status).toBe('paid');
    expect(shown.refunds).toEqual([expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: expect.stringMatching(/^sbx_re_/), actor_email: staff.email })]);
    expect(shown.payment).toMatchObject({ refunded_cents: part, refundable_cents: total - part });
    // The same form sent again: the same refund, not a second one.
    expect(await step(orderId, 'refunds', { amount_cents: part, reason: 'Ein Teil beschädigt', request_key: key })).toMatchObject({ status: 200, body: first.body });

    const rest = await step(orderId, 'refunds', { amount_cents: total - part, reason: 'Rücksendung', request_key: requestKey() });
    shown = adminCalls.orders.refund.response.parse(rest.body).data;
    expect(shown.status).toBe('refunded');
    expect(shown.payment.refundable_cents).toBe(0);
    const notes = shown.documents.filter((document) => document.kind === 'credit_note');
    expect(notes.map((note) => note.amount_cents)).toEqual([part, total - part]);
    const [a, b] = notes.map((note) => Number(note.number.slice(-6)));
    expect(notes[0]?.number).toMatch(/^GS-DE-\d{4}-\d{6}$/);
    expect(b).toBe((a ?? 0) + 1);
    expect((await auditOf(orderId)).map((line) => line.action)).toEqual(['order.refund', 'order.refund']);
    expect(events(shown).filter((event) => event.kind === 'refund').map((event) => event.to_status)).toEqual(['paid', 'refunded']);
    expect((await step(orderId, 'refunds', { amount_cents: 1, reason: 'Noch mehr', request_key: requestKey() })).status).toBe(409);
  });

  it('records nothing when the provider refuses a refund, and says so', async () => {
    const { orderId, order } = await placed('paypal');
    const payment = await kit.db.selectFrom('order_payment').select('provider_session_id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    // The provider has the payment as refunded already (say, refunded in its own dashboard).
    await kit.db.updateTable('sandbox_payment_session').set({ refunded_cents: order.total_taxed_cents }).where('id', '=', payment.provider_session_id ?? '').execute();
    const refused = await step(orderId, 'refunds', { amount_cents: 500, reason: 'Kulanz', request_key: requestKey() });
    expect(refused.status).toBe(502);
    expect(errorOf(refused)).toMatchObject({ code: 'refund_failed', message: expect.stringContaining('Nothing was recorded') });
    const shown = await detail(orderId);
    expect(shown.refunds).toEqual([]);
    expect(shown.documents).toEqual([]);
    expect(shown.payment.refunded_cents).toBe(0);
    expect(await auditOf(orderId)).toEqual([]);
    expect(events(shown).some((event) => event.kind === 'refund')).toBe(false);
  });

  it('refuses one of two concurrent partial refunds that together exceed what was paid', async () => {
    for (const code of ['vorkasse', 'paypal'] as const) {
      const { orderId, order } = await placed(code);
      if (code === 'vorkasse') await step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents });
      const amount = Math.ceil((order.total_taxed_cents * 6) / 10);
      const answers = await Promise.all([
        step(orderId, 'refunds', { amount_cents: amount, reason: 'Erste', request_key: requestKey(), ...(code === 'vorkasse' ? { payer_iban: 'DE89370400440532013000' } : {}) }),
        step(orderId, 'refunds', { amount_cents: amount, reason: 'Zweite', request_key: requestKey(), ...(code === 'vorkasse' ? { payer_iban: 'DE89370400440532013000' } : {}) }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const refusal = answers.find((answer) => answer.status === 400);
      expect(errorOf(refusal ?? { body: null }).fields?.[0]?.path).toBe('amount_cents');
      const shown = await detail(orderId);
      expect(shown.refunds).toHaveLength(1);
      expect(shown.refunds[0]?.method).toBe(code === 'vorkasse' ? 'manual' : 'provider');
      expect(shown.payment.refunded_cents).toBe(amount);
      expect(shown.documents.filter((document) => document.kind === 'credit_note')).toHaveLength(1);
    }
  });

  it('issues invoices with consecutive numbers per country as orders ship', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { orderId } = await placed('paypal');
      const shipped = adminCalls.orders.ship.response.parse((await step(orderId, 'ship', { carrier: 'hermes', tracking_number: `H100123456789012345${index}` })).body).data;
      numbers.push(Number(shipped.documents[0]?.number.slice(-6)));
    }
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });

  it('writes the timeline of changes made outside the admin: placed, paid by the provider, payment failed, cancelled by the shopper', async () => {
    const paid = await placed('paypal');
    expect(events(await detail(paid.orderId)).map((event) => [event.to_status, event.detail?.reason])).toEqual([
      ['not_paid', 'placed'],
      ['paid', 'provider'],
    ]);

    const shopper = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 5 });
    const declined = calls.backoffice.paypalPay.response.parse((await kit.pay(shopper, await kit.cartWith(shopper, [[item, 1]]), 'paypal')).body).data;
    await kit.decideOnSandboxPage(declined.redirect_url, 'decline');
    expect(events(await detail(declined.order_id)).map((event) => [event.to_status, event.detail?.reason])).toEqual([
      ['not_paid', 'placed'],
      ['payment_error', 'provider'],
    ]);

    const prepaid = await placed('vorkasse');
    expect((await call(kit.api('/order/cancel'), { headers: prepaid.shopper.headers, body: { order_id: prepaid.orderId } })).status).toBe(200);
    const shown = await detail(prepaid.orderId);
    expect(events(shown).map((event) => [event.to_status, event.detail?.reason])).toEqual([
      ['not_paid', 'placed'],
      ['canceled', 'shopper'],
    ]);
    expect(mailsOf(shown).map((mail) => mail.kind)).toEqual(['order_confirmation']);
  });

  it('lists orders newest first with filters, search and pages', async () => {
    const marker = `Zora${Date.now().toString(36)}`;
    const first = await placed('vorkasse', { firstname: marker });
    const second = await placed('paypal', { firstname: marker });
    const third = await placed('ramburs', { firstname: marker, countryId: RO });
    const list = async (query: string) => {
      const answer = await staff.call(`/api/admin/orders?${query}`);
      expect(answer.status).toBe(200);
      return adminCalls.orders.list.response.parse(answer.body);
    };
    const ids = async (query: string) => (await list(query)).data.map((row) => row.id);

    expect(await ids(`q=${marker.toLowerCase()}`)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(await ids(`q=${marker}&country=RO`)).toEqual([third.orderId]);
    expect(await ids(`q=${marker}&payment=paypal`)).toEqual([second.orderId]);
    expect(await ids(`q=${marker}&status=not_paid`)).toEqual([third.orderId, first.orderId]);
    expect(await ids(`q=${marker}&from=${today()}&to=${today()}`)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(await ids(`q=${marker}&to=2020-01-01`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(second.shopper.email.toUpperCase())}`)).toEqual([second.orderId]);
    expect(await ids(`q=${first.ref}`)).toEqual([first.orderId]);
    // Wildcards are searched for, not used.
    expect(await ids(`q=${marker}%25`)).toEqual([]);

    const page1 = await list(`q=${marker}&per_page=2&page=1`);
    const page2 = await list(`q=${marker}&per_page=2&page=2`);
    expect({ total: page1.total, first: page1.data.map((row) => row.id), second: page2.data.map((row) => row.id) }).toEqual({
      total: 3,
      first: [third.orderId, second.orderId],
      second: [first.orderId],
    });
    expect(page1.data[0]).toEqual({
      id: third.orderId,
      ref: third.ref,
      created_at: third.order.created_at,
      customer_name: `${marker} Lindner`,
      customer_email: third.shopper.email,
      country: 'RO',
      status: 'not_paid',
      payment_code: 'ramburs',
      payment_kind: 'cash_on_delivery',
      currency: 'RON',
      total_taxed_cents: third.order.total_taxed_cents,
      amount_mismatch: false,
      tags: [],
    });

    const bad = await staff.call('/api/admin/orders?from=2026-11-30&to=2026-11-01&status=lost');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.map((field) => field.path).sort()).toEqual(['status']);
    const backwards = await staff.call('/api/admin/orders?from=2026-11-30&to=2026-11-01');
    expect(errorOf(backwards).fields).toEqual([{ path: 'to', message: 'The end date must not be before the start date.' }]);
  });

  it('lets admins run the workflow as staff do', async () => {
    const admin = await newStaffMember(shop, 'admin');
    const { orderId, order } = await placed('vorkasse');
    expect((await step(orderId, 'paid', { received_on: today(), amount_cents: order.total_taxed_cents }, admin)).status).toBe(200);
    expect((await auditOf(orderId))[0]?.actor_email).toBe(admin.email);
  });
});
