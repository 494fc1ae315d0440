// Privacy in the account (issue 17): the data export, deleting the account (orders kept, personal
// data gone, sessions ended, the email free again), a new name, and a new email address that
// applies only after the link mailed to it.
import { calls, type Session } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { AT, checkoutKit, type Shopper } from '../checkout/testing.ts';
import { errorCodeOf, linkParam, logIn, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from './account-test-kit.ts';

describe.each(databaseKinds)('privacy in the account on %s', (kind) => {
  let shop: TestBackOffice;
  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const asShopper = (session: Session): Shopper => ({
    kind: 'customer',
    customerId: session.customer.ID,
    email: session.customer.EMAIL,
    addressId: session.customer.ADDRESS_ID ?? 0,
    countryId: AT,
    headers: { authorization: `Bearer ${session.token}` },
  });

  async function customerWithOrder(email: string) {
    const session = await registerCustomer(shop, registration(email));
    const kit = checkoutKit(shop);
    const item = await kit.sellable({ countryId: AT });
    const who = asShopper(session);
    const cartId = await kit.cartWith(who, [[item, 1]]);
    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(who, cartId, 'vorkasse')).body).data;
    return { session, orderId: placed.order_id, orderRef: placed.order_ref };
  }

  it('exports the profile, addresses, orders and newsletter consent as JSON', async () => {
    const email = uniqueEmail('export');
    const { session, orderRef } = await customerWithOrder(email);
    const answer = await shopper(shop).get('/api/customer/data-export', session.token);
    expect(answer.status).toBe(200);
    const data = calls.backoffice.dataExport.response.parse(answer.body).data;
    expect(data.profile).toMatchObject({ email, firstname: 'Erika', lastname: 'Muster' });
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Mariahilfer Straße', city: 'Wien', is_default: true })]);
    expect(data.orders.map((order) => order.ref)).toEqual([orderRef]);
    expect(data.orders[0]?.lines.length).toBe(1);
    expect(data.orders[0]?.addresses.map((address) => address.kind).sort()).toEqual(['delivery', 'invoice']);
    expect(data.consents).toHaveProperty('newsletter');
    expect(JSON.stringify(data)).not.toMatch(/password|token_version|scrypt|argon/i);
    // Without a customer token: nothing.
    expect((await shopper(shop).get('/api/customer/data-export')).status).toBe(401);
  });

  it('deletes the account: orders stay without the personal data, sessions end, the email is free again', async () => {
    const email = uniqueEmail('delete');
    const { session, orderId } = await customerWithOrder(email);
    const wrong = await shopper(shop).post('/api/customer/delete', { current_password: 'falsch123' }, session.token);
    expect(wrong.status).toBe(401);
    const done = await shopper(shop).post('/api/customer/delete', { current_password: 'geheim123' }, session.token);
    expect(done.status).toBe(200);

    // The token of before works nowhere; the old login neither.
    expect((await shopper(shop).get('/api/customer/data-export', session.token)).status).toBe(401);
    expect(errorCodeOf(await logIn(shop, email, 'geheim123'))).toBe('wrong_login');

    const db = shop.backOffice.deps.db;
    const row = await db.selectFrom('customer').selectAll().where('id', '=', session.customer.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstname: '-', lastname: '-', password_hash: null, company: null });
    expect(row.email).not.toContain(email.split('@')[0]);
    expect(row.deleted_at).not.toBeNull();
    expect(await db.selectFrom('address').select('id').where('customer_id', '=', row.id).execute()).toEqual([]);
    // The order is kept for the invoice, with its invoice address; its email is gone.
    const order = await db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.customer_email).not.toBe(email);
    expect(await db.selectFrom('order_address').select('kind').where('order_id', '=', orderId).execute()).toHaveLength(2);
    // A last mail says so, in the shop's language.
    const [mail] = await mailsTo(shop, email);
    expect(mail).toMatchObject({ kind: 'account_deleted', subject: 'Ihr Kundenkonto wurde gelöscht' });

    // The same address registers again: a new, empty account.
    const again = await registerCustomer(shop, registration(email));
    expect(again.customer.ID).not.toBe(session.customer.ID);
    const fresh = calls.backoffice.dataExport.response.parse((await shopper(shop).get('/api/customer/data-export', again.token)).body).data;
    expect(fresh.orders).toEqual([]);
  });

  it('changes the name', async () => {
    const session = await registerCustomer(shop, registration(uniqueEmail('name')));
    expect((await shopper(shop).post('/api/customer/profile', { firstname: 'Erika Maria', lastname: 'Neumann' }, session.token)).status).toBe(200);
    const data = calls.backoffice.dataExport.response.parse((await shopper(shop).get('/api/customer/data-export', session.token)).body).data;
    expect(data.profile).toMatchObject({ firstname: 'Erika Maria', lastname: 'Neumann' });
    expect((await shopper(shop).post('/api/customer/profile', { firstname: '', lastname: 'X' }, session.token)).status).toBe(400);
  });

  it('changes the email only after the link mailed to the new address, once', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    const session = await registerCustomer(shop, registration(email, { locale: 'ro_RO', address: { ...registration(email).address, country_id: 146, state_id: 210, zipcode: '030031', city: 'București' } }));
    const taken = await registerCustomer(shop, registration(uniqueEmail('taken')));
    expect(errorCodeOf(await shopper(shop).post('/api/customer/email-change', { email: taken.customer.EMAIL, current_password: 'geheim123' }, session.token))).toBe('email_exists');
    expect((await shopper(shop).post('/api/customer/email-change', { email: next, current_password: 'falsch123' }, session.token)).status).toBe(401);
    expect((await shopper(shop).post('/api/customer/email-change', { email: next, current_password: 'geheim123' }, session.token)).status).toBe(200);

    // Nothing changed yet: the old address still signs in.
    expect((await logIn(shop, email, 'geheim123')).status).toBe(200);
    const [mail] = await mailsTo(shop, next);
    expect(mail).toMatchObject({ kind: 'email_change', subject: 'Vă rugăm să confirmați noua adresă de e-mail' });
    const { url, value: token } = linkParam(mail?.text ?? '', '/account/email-confirm', 'token');
    expect(url.pathname).toBe('/account/email-confirm');

    const confirmed = await shopper(shop).post('/api/customer/email-change/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(calls.backoffice.emailChangeConfirm.response.parse(confirmed.body).data.email).toBe(next);
    expect((await logIn(shop, next, 'geheim123')).status).toBe(200);
    expect(errorCodeOf(await logIn(shop, email, 'geheim123'))).toBe('wrong_login');
    // Sessions of before end (their token names the old address); the link works once.
    expect((await shopper(shop).get('/api/customer/data-export', session.token)).status).toBe(401);
    expect((await shopper(shop).post('/api/customer/email-change/confirm', { token })).status).toBe(400);
  });
});
