import { calls, fieldMessages, type Address, type Session } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { austrianAddress, countRows, fieldsOf, germanAddress, registerCustomer, registration, romanianAddress, uniqueEmail } from './account-test-kit.ts';

describe.each(databaseKinds)('customer addresses and counties on %s', (kind) => {
  let shop: TestBackOffice;
  let owner: Session;
  let stranger: Session;

  const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const list = async (session: Session, query = '') => {
    const answer = await call(`${shop.apiUrl}/api/ExternalOrderApi/address?customer_id=${session.customer.ID}${query}`, { headers: auth(session) });
    expect(answer.status).toBe(200);
    return calls.backoffice.addressList.response.parse(answer.body).AddressItems;
  };
  const create = (session: Session, body: unknown) => call(`${shop.apiUrl}/api/ExternalOrderApi/address`, { method: 'POST', headers: auth(session), body });
  const update = (session: Session, id: number, body: unknown) =>
    call(`${shop.apiUrl}/api/ExternalOrderApi/address/${id}`, { method: 'PUT', headers: auth(session), body });
  const remove = (session: Session, customerId: number, id: number) =>
    call(`${shop.helperUrl}/api/${customerId}/addresses/${id}`, { method: 'DELETE', headers: auth(session) });
  const makeDefault = (session: Session, id: number) => call(`${shop.helperUrl}/api/address/${id}/set-default`, { method: 'PATCH', headers: auth(session) });
  const created = (answer: { status: number; body: unknown }): Address => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.addressCreate.response.parse(answer.body).data;
  };
  const snapshot = async () => shop.backOffice.deps.db.selectFrom('address').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    owner = await registerCustomer(shop, registration(uniqueEmail('owner')));
    stranger = await registerCustomer(shop, registration(uniqueEmail('stranger'), { locale: 'ro_RO', address: { ...romanianAddress } }));
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the registration address as the default, with country and state titles in the customer language', async () => {
    const [home, ...rest] = await list(owner);
    expect(rest).toEqual([]);
    expect(home).toMatchObject({ id: owner.customer.ADDRESS_ID, customer_id: owner.customer.ID, is_default: true, country_title: 'Österreich', state_title: 'Wien', zipcode: '1060', company: null, cellphone: null });
    const [romanian] = await list(stranger);
    expect(romanian).toMatchObject({ country_title: 'România', state_title: 'București' });
  });

  it('adds, changes, makes default and deletes addresses', async () => {
    const office = created(await create(owner, { customer_id: owner.customer.ID, ...germanAddress, cellphone: '0170 1234567' }));
    expect(office).toMatchObject({ is_default: false, country_title: 'Deutschland', state_title: 'Berlin', cellphone: '0170 1234567' });
    expect((await list(owner)).map((address) => [address.id, address.is_default])).toEqual([
      [owner.customer.ADDRESS_ID, true],
      [office.id, false],
    ]);

    const changed = await update(owner, office.id, { ...germanAddress, city: 'Potsdam', zipcode: '14467', state_id: 4 });
    expect(changed.status).toBe(200);
    expect(calls.backoffice.addressUpdate.response.parse(changed.body).data).toMatchObject({ id: office.id, city: 'Potsdam', state_title: 'Brandenburg', cellphone: null });

    const chosen = await makeDefault(owner, office.id);
    expect(chosen.status).toBe(200);
    expect(calls.helper.addressSetDefault.response.parse(chosen.body).data).toMatchObject({ id: office.id, is_default: true });
    expect((await list(owner)).map((address) => [address.id, address.is_default])).toEqual([
      [office.id, true],
      [owner.customer.ADDRESS_ID, false],
    ]);
    // The customer's address fields follow the default address.
    const me = await call(`${shop.apiUrl}/api/ExternalOrderApi/customer?email=${encodeURIComponent(owner.customer.EMAIL)}`, { headers: auth(owner) });
    expect(calls.backoffice.customerByEmail.response.parse(me.body).CustomerItems[0]).toMatchObject({ ADDRESS_ID: office.id, CITY: 'Potsdam', COUNTRY_ID: 5 });

    const extra = created(await create(owner, { customer_id: owner.customer.ID, ...austrianAddress, label: 'Ferien', is_default: true }));
    expect(extra.is_default).toBe(true);
    expect((await list(owner)).filter((address) => address.is_default).map((address) => address.id)).toEqual([extra.id]);

    // The default address cannot go; another one can.
    const refused = await remove(owner, owner.customer.ID, extra.id);
    expect(refused.status).toBe(403);
    const deleted = await remove(owner, owner.customer.ID, office.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status_code: 200, data: { address_id: office.id } });
    expect(new Set((await list(owner)).map((address) => address.id))).toEqual(new Set([owner.customer.ADDRESS_ID, extra.id]));
    expect((await list(owner, '&limit=1')).map((address) => address.id)).toEqual([extra.id]);
  });

  it("refuses another customer's addresses and changes nothing", async () => {
    const [theirs] = await list(stranger);
    if (!theirs) throw new Error('the stranger has an address');
    const before = await snapshot();
    expect((await update(owner, theirs.id, { ...germanAddress })).status).toBe(404);
    expect((await makeDefault(owner, theirs.id)).status).toBe(404);
    expect((await remove(owner, owner.customer.ID, theirs.id)).status).toBe(404);
    expect((await remove(owner, stranger.customer.ID, theirs.id)).status).toBe(403);
    expect((await create(owner, { customer_id: stranger.customer.ID, ...germanAddress })).status).toBe(403);
    const theirList = await call(`${shop.apiUrl}/api/ExternalOrderApi/address?customer_id=${stranger.customer.ID}`, { headers: auth(owner) });
    expect(theirList.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('stores a German address without a phone (decision 019)', async () => {
    const answer = await create(owner, { customer_id: owner.customer.ID, ...germanAddress, label: 'Ohne Telefon', phone: '' });
    expect(answer.status).toBe(200);
    const stored = (await list(owner)).find((address) => address.label === 'Ohne Telefon');
    expect(stored?.phone).toBeNull();
  });

  it('checks postal code and phone for the chosen country, and the state against the country', async () => {
    const before = await countRows(shop, 'address');
    const problems = async (fields: Record<string, unknown>) => {
      const answer = await create(owner, { customer_id: owner.customer.ID, ...fields });
      expect(answer.status).toBe(400);
      return fieldsOf(answer);
    };
    expect(await problems({ ...austrianAddress, zipcode: '10115' })).toEqual([{ path: 'zipcode', message: fieldMessages.postcode_invalid }]);
    expect(await problems({ ...germanAddress, zipcode: '1010' })).toEqual([{ path: 'zipcode', message: fieldMessages.postcode_invalid }]);
    expect(await problems({ ...romanianAddress, zipcode: '01001' })).toEqual([{ path: 'zipcode', message: fieldMessages.postcode_invalid }]);
    expect(await problems({ ...romanianAddress, phone: '030 12345678' })).toEqual([{ path: 'phone', message: fieldMessages.phone_invalid }]);
    expect(await problems({ ...germanAddress, phone: '030/1234567' })).toEqual([{ path: 'phone', message: fieldMessages.phone_characters }]);
    // Decision 019: a Romanian address needs a phone, a German one may go without (stored as none).
    expect(await problems({ ...romanianAddress, phone: '' })).toEqual([{ path: 'phone', message: fieldMessages.required }]);
    expect(await problems({ ...germanAddress, state_id: 109 })).toEqual([{ path: 'state_id', message: fieldMessages.state_invalid }]);
    expect(await problems({ ...germanAddress, country_id: 64 })).toEqual([{ path: 'country_id', message: fieldMessages.country_unsupported }]);

    const [home] = await list(owner);
    if (!home) throw new Error('the owner has an address');
    const badUpdate = await update(owner, home.id, { ...austrianAddress, zipcode: 'ABCD' });
    expect(badUpdate.status).toBe(400);
    expect(fieldsOf(badUpdate)).toEqual([{ path: 'zipcode', message: fieldMessages.postcode_invalid }]);
    expect(await countRows(shop, 'address')).toBe(before);
  });

  it('refuses bad input on every address call and changes nothing', async () => {
    const [home] = await list(owner);
    if (!home) throw new Error('the owner has an address');
    const before = await snapshot();
    const answers = [
      await create(owner, {}),
      await create(owner, { customer_id: 'me', ...germanAddress }),
      await create(owner, { customer_id: owner.customer.ID, ...germanAddress, street: '' }),
      await create(owner, { customer_id: owner.customer.ID, ...germanAddress, is_admin: true }),
      await update(owner, home.id, { ...germanAddress, customer_id: owner.customer.ID }),
      await update(owner, home.id, { label: 'nur' }),
      await call(`${shop.apiUrl}/api/ExternalOrderApi/address/abc`, { method: 'PUT', headers: auth(owner), body: germanAddress }),
      await call(`${shop.helperUrl}/api/address/abc/set-default`, { method: 'PATCH', headers: auth(owner) }),
      await call(`${shop.helperUrl}/api/${owner.customer.ID}/addresses/0`, { method: 'DELETE', headers: auth(owner) }),
      await call(`${shop.apiUrl}/api/ExternalOrderApi/address?customer_id=${owner.customer.ID}&limit=101`, { headers: auth(owner) }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    // Without a customer token: 401.
    const anonymous = [
      await call(`${shop.apiUrl}/api/ExternalOrderApi/address/${home.id}`, { method: 'PUT', headers: shop.guest, body: germanAddress }),
      await call(`${shop.helperUrl}/api/address/${home.id}/set-default`, { method: 'PATCH', headers: shop.guest }),
      await call(`${shop.helperUrl}/api/${owner.customer.ID}/addresses/${home.id}`, { method: 'DELETE' }),
    ];
    expect(anonymous.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(await snapshot()).toEqual(before);
  });

  it("lists each country's states for the address form", async () => {
    const states = async (countryId: number | string) => {
      const answer = await call(`${shop.apiUrl}/api/ExternalOrderApi/county/${countryId}`, { headers: shop.guest });
      return answer;
    };
    const counts: Record<number, number> = { 5: 16, 13: 9, 146: 42 };
    for (const [countryId, count] of Object.entries(counts)) {
      const answer = await states(countryId);
      expect(answer.status).toBe(200);
      const data = calls.backoffice.county.response.parse(answer.body).data;
      expect(data).toHaveLength(count);
      expect(data.every((state) => state.country_id === Number(countryId))).toBe(true);
    }
    const austria = calls.backoffice.county.response.parse((await states(13)).body).data;
    expect(austria.find((state) => state.title === 'Wien')).toEqual({ id: 109, title: 'Wien', isocode: 'AT-9', country_id: 13 });
    expect(austria.map((state) => state.title)).toEqual([...austria.map((state) => state.title)].sort((a, b) => (a < b ? -1 : 1)));
    expect((await states(64)).status).toBe(404);
    expect((await states('abc')).status).toBe(400);
  });
});
