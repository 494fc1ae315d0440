// Company VAT ids at registration and guest checkout go to VIES through the real client (against a
// local double of the VIES REST API): unknown ids are refused with the verification error, ids VIES
// cannot answer for are kept as "not verified yet" without any exemption, and the re-check job
// (one process, by its lease) settles them once VIES answers.
import { calls, fieldMessages } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobLeases } from '../../jobs/job-leases.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { startViesDouble, type ViesDouble } from '../../testing/vies-double.ts';
import { errorCodeOf, fieldsOf, germanAddress, registration, romanianAddress, shopper, uniqueEmail } from './account-test-kit.ts';
import { viesVatIdChecker } from './vat-id-check.ts';
import { vatIdRecheckTurn } from './vat-id-verification.ts';

describe.each(databaseKinds)('VAT ids checked with VIES at sign-up and checkout, on %s', (kind) => {
  let shop: TestBackOffice;
  let vies: ViesDouble;
  const db = () => shop.backOffice.deps.db;
  const rowOf = (email: string) =>
    db().selectFrom('customer').select(['company', 'vat_id', 'vat_id_status', 'is_company', 'exclude_vat']).where('email', '=', email).executeTakeFirst();
  const recheck = () => vatIdRecheckTurn(shop.backOffice.deps, viesVatIdChecker({ baseUrl: vies.url }));

  beforeAll(async () => {
    vies = await startViesDouble();
    shop = await startTestBackOffice(kind, { products: 5, env: { VAT_ID_CHECK: 'vies', VIES_URL: vies.url } });
  });
  afterAll(async () => {
    await shop?.close();
    await vies?.close();
  });
  beforeEach(() => {
    vies.answer = () => 'valid';
  });

  const guestOrder = (email: string, locale: string, address: object, company?: object) =>
    shopper(shop, { identifier: `session-${email}` }).post('/api/customer/guest', { email, locale, invoice_address: address, ...(company ? { company } : {}) });

  it('a German guest orders as a company with an id VIES knows: kept as verified, at gross prices, not exempt', async () => {
    const email = uniqueEmail('guest-gmbh');
    const answer = await guestOrder(email, 'de_DE', germanAddress, { name: 'Bad & Co GmbH', vat_id: 'de 136 695 976' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(calls.backoffice.guestCheckoutIdentity.response.parse(answer.body).data.vat_id_status).toBe('verified');
    expect(vies.asked.get('DE136695976')).toBeGreaterThan(0);
    expect(await rowOf(email)).toEqual({ company: 'Bad & Co GmbH', vat_id: 'DE136695976', vat_id_status: 'verified', is_company: 0, exclude_vat: 0 });
  });

  it('refuses an id VIES does not know with the verification error, and writes nothing', async () => {
    vies.answer = () => 'invalid';
    const email = uniqueEmail('guest-unknown');
    const answer = await guestOrder(email, 'de_DE', germanAddress, { name: 'Schein GmbH', vat_id: 'DE123456788' });
    expect(answer.status).toBe(422);
    expect(errorCodeOf(answer)).toBe('vat_id_not_verified');
    expect(fieldsOf(answer)).toEqual([{ path: 'company.vat_id', message: fieldMessages.vat_id_not_verified }]);
    expect(await rowOf(email)).toBeUndefined();
    // The format is the contract's: a wrong one never reaches VIES.
    const malformed = await guestOrder(uniqueEmail('guest-format'), 'de_DE', germanAddress, { name: 'Schein GmbH', vat_id: 'DE123' });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed)).toEqual([{ path: 'company.vat_id', message: fieldMessages.vat_id_format_de }]);
  });

  it('a Romanian guest whose id VIES cannot check now is accepted as not verified yet; the job verifies it later', async () => {
    vies.answer = () => 'unavailable';
    const email = uniqueEmail('guest-srl');
    const answer = await guestOrder(email, 'ro_RO', romanianAddress, { name: 'Instalații Popescu SRL', vat_id: 'RO18547290' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(calls.backoffice.guestCheckoutIdentity.response.parse(answer.body).data.vat_id_status).toBe('pending');
    expect(await rowOf(email)).toMatchObject({ vat_id: 'RO18547290', vat_id_status: 'pending', exclude_vat: 0 });

    // Still down: nothing changes.
    expect(await recheck()).toEqual({ verified: 0, invalid: 0 });
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'pending' });
    vies.answer = () => 'valid';
    expect((await recheck())?.verified).toBeGreaterThanOrEqual(1);
    // A Romanian company in the Romanian shop pays Romanian VAT: verified, never exempt.
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'verified', exclude_vat: 0 });
  });

  it('a foreign company registering while VIES is down buys with VAT until the job has verified its id', async () => {
    vies.answer = () => 'unavailable';
    const email = uniqueEmail('reg-pending');
    const body = registration(email, { title_id: 3, company: 'Nordhandel GmbH', vat_id: 'DE136695976', address: { ...germanAddress }, locale: 'de_AT' });
    const answer = await shopper(shop).post('/api/customer/register', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(calls.backoffice.register.response.parse(answer.body).data).toMatchObject({ is_company: true, exclude_vat: false });
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'pending', is_company: 1, exclude_vat: 0 });

    // Another process holds the job's lease (this one gave it up): this one does not run the job.
    await shop.backOffice.deps.leases.releaseAll();
    const other = createJobLeases(db(), () => new Date(), { holder: 'other-back-office' });
    expect(await other.holds('vat-id-recheck', 60_000)).toBe(true);
    vies.answer = () => 'valid';
    expect(await recheck()).toBeNull();
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'pending', exclude_vat: 0 });
    await other.releaseAll();

    await recheck();
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'verified', exclude_vat: 1 });
    const login = await shopper(shop).post('/api/customer/login', { email, password: body.password });
    expect(calls.backoffice.login.response.parse(login.body).data).toMatchObject({ is_company: true, exclude_vat: true });
  });

  it('an id VIES later says it does not know stays without exemption, marked invalid', async () => {
    vies.answer = () => 'unavailable';
    const email = uniqueEmail('reg-invalid');
    await shopper(shop).post('/api/customer/register', registration(email, { title_id: 3, company: 'Luft GmbH', vat_id: 'DE123456788', address: { ...germanAddress }, locale: 'de_AT' }));
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'pending', exclude_vat: 0 });
    vies.answer = () => 'invalid';
    await recheck();
    expect(await rowOf(email)).toMatchObject({ vat_id_status: 'invalid', exclude_vat: 0 });
  });

  it('refuses a registration whose id VIES does not know', async () => {
    vies.answer = () => 'invalid';
    const email = uniqueEmail('reg-refused');
    const answer = await shopper(shop).post('/api/customer/register', registration(email, { title_id: 3, company: 'Luft GmbH', vat_id: 'DE123456788', address: { ...germanAddress }, locale: 'de_AT' }));
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual([{ path: 'vat_id', message: fieldMessages.vat_id_not_verified }]);
    expect(await rowOf(email)).toBeUndefined();
  });
});
