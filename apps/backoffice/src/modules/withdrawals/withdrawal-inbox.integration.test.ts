// The admin's inbox of withdrawal declarations: open first, the linked order, processing with a
// note (audited, the same note again changes nothing, another note is refused).
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, DE } from '../checkout/testing.ts';
import { errorCodeOf, fieldsOf, shopper, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';

const { list, detail, process } = adminCalls.withdrawals;

describe.each(databaseKinds)('the withdrawal inbox on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const declare = async (email: string, orderRef = 'ORD-NOPE-1') => {
    const answer = await shopper(shop).post('/api/withdrawal', { name: 'Erika Muster', email, order_ref: orderRef, items: '1x Spiegel', message: 'Zu groß', locale: 'de_DE' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { data: { id: number } }).data.id;
  };
  const inbox = async (query = '') => list.response.parse((await staff.call(`${list.path}?per_page=100${query}`)).body);
  const processIt = (id: number, note: unknown) => staff.call(process.path.replace(':id', String(id)), { body: { note } });

  it('lists open declarations first, shows the order, and marks one processed with a note', async () => {
    const kit = checkoutKit(shop);
    const guest = await kit.shopper('guest', { countryId: DE });
    const placed = await kit.pay(guest, await kit.cartWith(guest, [[await kit.sellable({ stock: 2 }), 1]]), 'vorkasse');
    const { order_id: orderId, order_ref: orderRef } = (placed.body as { data: { order_id: number; order_ref: string } }).data;
    const first = await declare(guest.email, orderRef);
    const second = await declare(uniqueEmail('second'));

    const open = await inbox();
    expect(open.data.slice(0, 2).map((row) => [row.id, row.state])).toEqual([
      [first, 'open'],
      [second, 'open'],
    ]);
    const one = detail.response.parse((await staff.call(detail.path.replace(':id', String(first)))).body).data;
    expect(one).toMatchObject({ id: first, email: guest.email, order_ref: orderRef, order_id: orderId, items: '1x Spiegel', message: 'Zu groß', state: 'open', processed_note: null, processed_by: null });
    expect(one.order).toMatchObject({ id: orderId, ref: orderRef, status: 'not_paid' });

    // Bad input at the field; an unknown declaration is a 404.
    expect(fieldsOf(await processIt(first, '   ')).map((field) => field.path)).toEqual(['note']);
    expect((await processIt(99_999_999, 'x')).status).toBe(404);

    const done = await processIt(first, 'Rücksendeetikett geschickt, Erstattung nach Eingang.');
    expect(done.status).toBe(200);
    const processed = process.response.parse(done.body).data;
    expect(processed.processed_note).toBe('Rücksendeetikett geschickt, Erstattung nach Eingang.');
    // Again with the same note: the same answer; with another note: refused.
    expect((await processIt(first, 'Rücksendeetikett geschickt, Erstattung nach Eingang.')).body).toEqual(done.body);
    const other = await processIt(first, 'Etwas anderes');
    expect(other.status).toBe(409);
    expect(errorCodeOf(other)).toBe('withdrawal_already_processed');

    const after = detail.response.parse((await staff.call(detail.path.replace(':id', String(first)))).body).data;
    expect(after).toMatchObject({ state: 'processed', processed_at: processed.processed_at, processed_by: { id: staff.customerId, email: staff.email } });
    // Open ones stay on top; the processed one follows.
    const rows = (await inbox()).data.map((row) => row.id);
    expect(rows.indexOf(second)).toBeLessThan(rows.indexOf(first));
    expect((await inbox('&state=processed')).data.map((row) => row.id)).toContain(first);
    expect((await inbox('&state=open')).data.map((row) => row.id)).not.toContain(first);

    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity', '=', 'withdrawal_declaration').where('entity_id', '=', String(first)).execute();
    expect(audit).toEqual([{ action: 'withdrawal.process', actor_email: staff.email }]);
  });
});
