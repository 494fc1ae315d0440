import { calls, fieldMessages } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import {
  austrianAddress,
  countRows,
  errorCodeOf,
  fieldsOf,
  germanAddress,
  linkParam,
  logIn,
  mailsTo,
  registerCustomer,
  registration,
  shopper,
  uniqueEmail,
} from './account-test-kit.ts';

describe.each(databaseKinds)('guest checkout and guest conversion on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const checkoutAs = (identifier: string) => {
    const guest = shopper(shop, { identifier });
    return {
      identity: async (body: unknown) => guest.post('/api/customer/guest', body),
      convert: async (body: unknown) => guest.post('/api/customer/convertGuest', body),
    };
  };
  const identityOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.guestCheckoutIdentity.response.parse(answer.body).data;
  };

  it('creates a guest with invoice and delivery address, and reuses both for the same data', async () => {
    const email = uniqueEmail('guest');
    const session = checkoutAs('session-aaaa-1111');
    const first = identityOf(await session.identity({ email, locale: 'de_AT', invoice_address: austrianAddress, delivery_address: germanAddress }));
    expect(first.delivery_address_id).not.toBe(first.invoice_address_id);

    const customersBefore = await countRows(shop, 'customer');
    const second = identityOf(await session.identity({ email: email.toUpperCase(), locale: 'de_AT', invoice_address: austrianAddress, delivery_address: germanAddress }));
    expect(second).toEqual(first);
    expect(await countRows(shop, 'customer')).toBe(customersBefore);

    // Without a delivery address the goods go to the invoice address.
    const invoiceOnly = identityOf(await session.identity({ email, locale: 'de_AT', invoice_address: austrianAddress }));
    expect(invoiceOnly).toEqual({ customer_id: first.customer_id, invoice_address_id: first.invoice_address_id, delivery_address_id: first.invoice_address_id, vat_id_status: null });

    // A changed address is a new one; the old ones stay for the orders that used them.
    const moved = identityOf(await session.identity({ email, locale: 'de_AT', invoice_address: { ...austrianAddress, street_number: '2' } }));
    expect(moved.customer_id).toBe(first.customer_id);
    expect(moved.invoice_address_id).not.toBe(first.invoice_address_id);

    const row = await shop.backOffice.deps.db.selectFrom('customer').selectAll().where('id', '=', first.customer_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_guest: 1, password_hash: null, is_company: 0, email });
  });

  it("refuses the email of a full account, pointing to password recovery", async () => {
    const email = uniqueEmail('member');
    await registerCustomer(shop, registration(email));
    const before = await countRows(shop, 'address');
    const answer = await checkoutAs('session-bbbb-2222').identity({ email, locale: 'de_AT', invoice_address: austrianAddress });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: { code: 'account_exists_for_email', message: 'There is already an account associated with this email' } });
    expect(await countRows(shop, 'address')).toBe(before);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = [await countRows(shop, 'customer'), await countRows(shop, 'address')];
    const guest = checkoutAs('session-cccc-3333');
    const email = uniqueEmail('badguest');
    const cases: [unknown, string][] = [
      [{ email, locale: 'de_AT' }, 'invoice_address'],
      [{ email: 'not-an-email', locale: 'de_AT', invoice_address: austrianAddress }, 'email'],
      [{ email, locale: 'de_AT', invoice_address: { ...austrianAddress, zipcode: '10115' } }, 'invoice_address.zipcode'],
      [{ email, locale: 'de_AT', invoice_address: austrianAddress, delivery_address: { ...germanAddress, phone: '0170 12' } }, 'delivery_address.phone'],
      [{ email, locale: 'de_AT', invoice_address: { ...austrianAddress, state_id: '109' } }, 'invoice_address.state_id'],
    ];
    for (const [body, path] of cases) {
      const answer = await guest.identity(body);
      expect(answer.status, path).toBe(400);
      expect(fieldsOf(answer).map((field) => field.path), path).toContain(path);
    }
    const foreignState = await guest.identity({ email, locale: 'de_AT', invoice_address: austrianAddress, delivery_address: { ...germanAddress, state_id: 109 } });
    expect(foreignState.status).toBe(400);
    expect(fieldsOf(foreignState)).toEqual([{ path: 'delivery_address.state_id', message: fieldMessages.state_invalid }]);
    expect([await countRows(shop, 'customer'), await countRows(shop, 'address')]).toEqual(before);
  });

  it("keeps guests out of the address book: their addresses come only through the checkout", async () => {
    const guest = checkoutAs('session-dddd-4444');
    const identity = identityOf(await guest.identity({ email: uniqueEmail('book'), locale: 'de_AT', invoice_address: austrianAddress }));
    const before = await countRows(shop, 'address');
    const create = await shopper(shop, { identifier: 'session-dddd-4444' }).post('/api/ExternalOrderApi/address', { customer_id: identity.customer_id, ...germanAddress });
    expect(create.status).toBe(403);
    const list = await call(`${shop.apiUrl}/api/ExternalOrderApi/address?customer_id=${identity.customer_id}`, { headers: shop.guest });
    expect(list.status).toBe(401);
    expect(await countRows(shop, 'address')).toBe(before);
  });

  it('turns the guest into a customer for the session that checked out', async () => {
    const email = uniqueEmail('convert');
    const session = checkoutAs('session-eeee-5555');
    const identity = identityOf(await session.identity({ email, locale: 'de_DE', invoice_address: germanAddress }));

    const mismatch = await session.convert({ customer_id: identity.customer_id, email, password: 'meins123', password_confirm: 'deins123' });
    expect(mismatch.status).toBe(400);
    const otherSession = await checkoutAs('session-ffff-6666').convert({ customer_id: identity.customer_id, email, password: 'meins123', password_confirm: 'meins123' });
    expect(otherSession.status).toBe(403);
    const wrongEmail = await session.convert({ customer_id: identity.customer_id, email: uniqueEmail('x'), password: 'meins123', password_confirm: 'meins123' });
    expect(wrongEmail.status).toBe(403);

    const converted = await session.convert({ customer_id: identity.customer_id, email, password: 'meins123', password_confirm: 'meins123' });
    expect(converted.status).toBe(200);
    const account = calls.backoffice.convertGuest.response.parse(converted.body).data;
    expect(account.customer).toMatchObject({ ID: identity.customer_id, EMAIL: email, ADDRESS_ID: identity.invoice_address_id, COUNTRY_ID: 5, ZIPCODE: '10115' });
    expect(account).toMatchObject({ is_company: false, exclude_vat: false, is_admin: false });
    expect((await logIn(shop, email, 'meins123')).status).toBe(200);

    // Now a full account: no second conversion, no more guest checkout with it.
    expect((await session.convert({ customer_id: identity.customer_id, email, password: 'other123', password_confirm: 'other123' })).status).toBe(403);
    const again = await session.identity({ email, locale: 'de_DE', invoice_address: germanAddress });
    expect(errorCodeOf(again)).toBe('account_exists_for_email');
    // The converted customer has the address book now.
    const list = await call(`${shop.apiUrl}/api/ExternalOrderApi/address?customer_id=${identity.customer_id}`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(calls.backoffice.addressList.response.parse(list.body).AddressItems.map((address) => address.id)).toEqual([identity.invoice_address_id]);
  });

  it("does not let another session claim a guest's orders; the owner claims them by mail", async () => {
    const email = uniqueEmail('victim');
    const owner = checkoutAs('session-owner-7777');
    const identity = identityOf(await owner.identity({ email, locale: 'de_AT', invoice_address: austrianAddress }));
    // Someone else checks out with the same email: same record, but nobody may convert it directly any more.
    const intruder = checkoutAs('session-intruder-8888');
    expect(identityOf(await intruder.identity({ email, locale: 'de_AT', invoice_address: germanAddress })).customer_id).toBe(identity.customer_id);
    for (const session of [intruder, owner]) {
      const answer = await session.convert({ customer_id: identity.customer_id, email, password: 'meins123', password_confirm: 'meins123' });
      expect(answer.status).toBe(403);
    }
    // Password recovery proves the email and makes the guest a customer.
    await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
    const [mail] = await mailsTo(shop, email);
    const { value: token } = linkParam(mail?.text ?? '', '/forgot-password', 'token');
    const reset = await shopper(shop).post('/api/customer/password-reset/confirm', { token, password: 'meins123', password_confirm: 'meins123' });
    expect(reset.status).toBe(200);
    const login = await logIn(shop, email, 'meins123');
    expect(login.status).toBe(200);
    expect(calls.backoffice.login.response.parse(login.body).data.customer.ID).toBe(identity.customer_id);
  });

  it('a guest cannot sign in before setting a password', async () => {
    const email = uniqueEmail('nopass');
    identityOf(await checkoutAs('session-gggg-9999').identity({ email, locale: 'de_AT', invoice_address: austrianAddress }));
    const answer = await logIn(shop, email, 'anything');
    expect(answer.status).toBe(401);
    expect(errorCodeOf(answer)).toBe('wrong_login');
  });
});
