// The audit log read by admins (issue 36): each line names its actor as the account is now and its
// object by name and number; filters by person (part of the email or name), object and day.
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from './testing.ts';

describe.each(databaseKinds)('the audit log on %s', (kind) => {
  let shop: TestBackOffice;
  let admin: StaffClient;
  let staff: StaffClient;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 5 });
    [admin, staff] = await Promise.all([newStaffMember(shop, 'admin', 'audit-admin'), newStaffMember(shop, 'staff', 'audit-staff')]);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const read = async (query: string) => {
    const answer = await admin.call(`${adminCalls.audit.list.path}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminCalls.audit.list.response.parse(answer.body);
  };

  it('names the actor and the object, and filters by person, object and day', async () => {
    const email = uniqueEmail('audited');
    const customer = (await registerCustomer(shop, registration(email, { firstname: 'Ida', lastname: 'Beispiel' }))).customer.ID;
    const tags = adminCalls.customers.setTags.path.replace(':id', String(customer));
    expect((await staff.call(tags, { method: 'PUT', body: { tags: ['Großkunde'] } })).status).toBe(200);
    expect((await admin.call(adminCalls.customers.addNote.path.replace(':id', String(customer)), { body: { text: 'Ruft an.' } })).status).toBe(200);
    await shop.backOffice.deps.db.updateTable('customer').set({ firstname: 'Sabine' }).where('id', '=', staff.customerId).execute();

    const byStaff = await read(`actor=${encodeURIComponent('sabine')}&entity=customer&entity_id=${customer}`);
    expect(byStaff.data.map((line) => [line.action, line.actor_name, line.entity_label])).toEqual([['customer.tags', `Sabine ${registration(staff.email).lastname}`, `Ida Beispiel (${email})`]]);
    expect((await read(`actor=audit-admin&entity=customer&entity_id=${customer}`)).data.map((line) => line.action)).toEqual(['customer.note']);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    expect((await read(`entity=customer&entity_id=${customer}&from=${today}`)).total).toBe(2);
    expect((await read(`entity=customer&entity_id=${customer}&from=${tomorrow}`)).total).toBe(0);
    expect((await admin.call(`${adminCalls.audit.list.path}?from=${tomorrow}&to=${today}`)).status).toBe(400);
    // Staff do not read it.
    expect((await staff.call(adminCalls.audit.list.path)).status).toBe(403);
  });
});
