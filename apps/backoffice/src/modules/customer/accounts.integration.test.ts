import { calls, errorBodySchema, fieldMessages, type Session } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPasswordHashes } from '../../testing/password-hashes.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import {
  countRows,
  errorCodeOf,
  fieldsOf,
  germanAddress,
  linkParam,
  logIn,
  mailsTo,
  registerCustomer,
  registration,
  romanianAddress,
  shopper,
  uniqueEmail,
} from './account-test-kit.ts';
import { demoAccounts } from './demo-accounts.ts';
import { issueCustomerToken } from './tokens.ts';

describe.each(databaseKinds)('customer accounts on %s', (kind) => {
  let shop: TestBackOffice;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const whoAmI = (session: Session, token = session.token) =>
    call(`${shop.apiUrl}/api/ExternalOrderApi/customer?email=${encodeURIComponent(session.customer.EMAIL)}`, { headers: bearer(token) });
  const refresh = (token: string, body: unknown) => call(`${shop.apiUrl}/api/refreshToken`, { method: 'POST', headers: bearer(token), body });

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('registration', () => {
    it('registers a private customer and signs them in', async () => {
      const email = uniqueEmail('erika');
      const session = await registerCustomer(shop, registration(email.toUpperCase()));
      expect(session.customer).toMatchObject({ EMAIL: email, TITLE: 2, FIRSTNAME: 'Erika', COMPANY: null, COUNTRY_ID: 13, STATE_ID: 109, STATE_TITLE: 'Wien', ZIPCODE: '1060' });
      expect(session.customer.ADDRESS_ID).toEqual(expect.any(Number));
      expect(session.customer.REF).toMatch(/^C[0-9A-F]{10}$/);
      expect(session).toMatchObject({ is_admin: false, is_company: false, exclude_vat: false, user_identifier: email });
      // Six hours, as the storefront's token watch expects.
      const lifetime = new Date(session.expires_at).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(5.9 * 3600_000);
      expect(lifetime).toBeLessThanOrEqual(6 * 3600_000);
      const me = await whoAmI(session);
      expect(me.status).toBe(200);
      expect(calls.backoffice.customerByEmail.response.parse(me.body).CustomerItems).toEqual([session.customer]);
      expect(JSON.stringify(me.body)).not.toMatch(/scrypt|password/i);
    });

    it('registers a company with its VAT id and its reference for invoices; a foreign VAT id buys without VAT, a domestic one with', async () => {
      const foreign = await registerCustomer(
        shop,
        registration(uniqueEmail('gmbh'), { title_id: 3, company: 'Bad & Co GmbH', vat_id: 'de 136 695 976', buyer_reference: ' Bestellung 4711 ', address: { ...germanAddress } }),
      );
      expect(foreign).toMatchObject({ is_company: true, exclude_vat: true });
      expect(foreign.customer).toMatchObject({ COMPANY: 'Bad & Co GmbH', TITLE: 3, COUNTRY_ID: 5 });
      const row = await shop.backOffice.deps.db.selectFrom('customer').select(['vat_id', 'country_id', 'buyer_reference']).where('id', '=', foreign.customer.ID).executeTakeFirstOrThrow();
      expect(row).toEqual({ vat_id: 'DE136695976', country_id: 13, buyer_reference: 'Bestellung 4711' });

      const domestic = await registerCustomer(shop, registration(uniqueEmail('at-gmbh'), { title_id: 3, company: 'Wiener Bad GmbH', vat_id: 'ATU13585627' }));
      expect(domestic).toMatchObject({ is_company: true, exclude_vat: false });

      const association = await registerCustomer(shop, registration(uniqueEmail('verein'), { title_id: 5, company: 'Badeverein' }));
      expect(association).toMatchObject({ is_company: false, exclude_vat: false });
      expect(association.customer).toMatchObject({ TITLE: 5, COMPANY: 'Badeverein' });
    });

    it('refuses an email that exists already, and changes nothing', async () => {
      const email = uniqueEmail('twice');
      await registerCustomer(shop, registration(email));
      const before = await countRows(shop, 'customer');
      const again = await shopper(shop).post('/api/customer/register', registration(email));
      expect(again.status).toBe(409);
      expect(errorBodySchema.parse(again.body).error).toMatchObject({ code: 'email_exists', message: 'Email address already exists' });
      expect(await countRows(shop, 'customer')).toBe(before);
    });

    it('refuses bad input with the field problems and writes nothing', async () => {
      const email = uniqueEmail('bad');
      const before = [await countRows(shop, 'customer'), await countRows(shop, 'address')];
      const cases: [unknown, string][] = [
        [{}, 'email'],
        [{ ...registration(email), firstname: 7 }, 'firstname'],
        [{ ...registration(email), title_id: 3, company: 'X GmbH', vat_id: 'ATU13585626' }, 'vat_id'],
        [{ ...registration(email), address: { ...germanAddress, zipcode: '1010' } }, 'address.zipcode'],
        [{ ...registration(email), password: 'abc', password_confirm: 'abc' }, 'password'],
        [{ ...registration(email), is_admin: true }, 'is_admin'],
      ];
      for (const [body, path] of cases) {
        const answer = await shopper(shop).post('/api/customer/register', body);
        expect(answer.status, path).toBe(400);
        expect(fieldsOf(answer).map((field) => field.path), path).toContain(path);
      }
      // A state of another country: the back office's own check.
      const foreignState = await shopper(shop).post('/api/customer/register', registration(email, { address: { ...germanAddress, state_id: 109 } }));
      expect(foreignState.status).toBe(400);
      expect(fieldsOf(foreignState)).toEqual([{ path: 'address.state_id', message: fieldMessages.state_invalid }]);
      expect([await countRows(shop, 'customer'), await countRows(shop, 'address')]).toEqual(before);
    });

    it('refuses callers without the shop token', async () => {
      const answer = await call(`${shop.apiUrl}/api/customer/register`, { method: 'POST', body: registration(uniqueEmail('anon')) });
      expect(answer.status).toBe(401);
    });
  });

  describe('login', () => {
    it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
      const email = uniqueEmail('login');
      const registered = await registerCustomer(shop, registration(email));
      const good = await logIn(shop, email, 'geheim123');
      expect(good.status).toBe(200);
      const session = calls.backoffice.login.response.parse(good.body).data;
      expect(session.customer).toEqual(registered.customer);

      const wrong = await logIn(shop, email, 'falsch');
      const unknown = await logIn(shop, uniqueEmail('nobody'), 'geheim123');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: { code: 'wrong_login', message: 'Wrong login data' } });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('checks a password hash for an unknown email as for a wrong password, so the answer does not tell them apart', async () => {
      const email = uniqueEmail('timing');
      await registerCustomer(shop, registration(email));
      const hashesFor = (address: string) => countPasswordHashes(async () => void (await logIn(shop, address, 'not-the-password')));
      // Without the throwaway hash an unknown email would answer without hashing, measurably faster.
      expect(await hashesFor(email)).toBe(1);
      expect(await hashesFor(uniqueEmail('x'))).toBe(1);
    });

    it('signs in the demo admin and the demo company customer', async () => {
      const admin = await logIn(shop, demoAccounts.admin.email, demoAccounts.admin.password);
      expect(admin.status).toBe(200);
      expect(calls.backoffice.login.response.parse(admin.body).data).toMatchObject({ is_admin: true, is_company: false });
      const company = await logIn(shop, demoAccounts.company.email, demoAccounts.company.password);
      expect(company.status).toBe(200);
      const session = calls.backoffice.login.response.parse(company.body).data;
      expect(session).toMatchObject({ is_admin: false, is_company: true, exclude_vat: false });
      expect(session.customer).toMatchObject({ COMPANY: 'Bad & Co GmbH', COUNTRY_ID: 13 });
    });

    it('stops an address after 10 failed attempts for an email, also for the right password, with 429 and Retry-After; the owner elsewhere still signs in', async () => {
      const email = uniqueEmail('guess');
      await registerCustomer(shop, registration(email));
      const guesser = shopper(shop);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const answer = await guesser.post('/api/customer/login', { email, password: `wrong-${attempt}` });
        expect(answer.status, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await guesser.post('/api/customer/login', { email, password: 'geheim123' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: { code: 'rate_limited', message: 'Too many requests, please wait a moment.' } });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      // The stranger's guesses did not lock the owner out (issue 38): from their own address they sign in.
      expect((await shopper(shop).post('/api/customer/login', { email, password: 'geheim123' })).status).toBe(200);
      // Guessing from many addresses at once stops at the account's own limit of 100.
      for (let start = 0; start < 90; start += 10) {
        const wave = await Promise.all(Array.from({ length: 10 }, (_, index) => shopper(shop).post('/api/customer/login', { email, password: `wide-${start + index}` })));
        expect(wave.every((answer) => answer.status === 401)).toBe(true);
      }
      expect((await shopper(shop).post('/api/customer/login', { email, password: 'geheim123' })).status).toBe(429);
      // Other accounts are not affected.
      const other = uniqueEmail('other');
      await registerCustomer(shop, registration(other));
      expect((await logIn(shop, other, 'geheim123')).status).toBe(200);
    });
  });

  describe('tokens', () => {
    let session: Session;
    beforeAll(async () => {
      session = await registerCustomer(shop, registration(uniqueEmail('token')));
    });

    it('refreshes a valid token for its own customer', async () => {
      const answer = await refresh(session.token, { customer_id: session.customer.ID, email: session.customer.EMAIL });
      expect(answer.status).toBe(200);
      const { token } = calls.backoffice.refreshToken.response.parse(answer.body);
      expect((await whoAmI(session, token)).status).toBe(200);
    });

    it("refuses another customer's id or email, and a body without them", async () => {
      const other = await refresh(session.token, { customer_id: session.customer.ID + 1000, email: session.customer.EMAIL });
      expect(other.status).toBe(403);
      const otherEmail = await refresh(session.token, { customer_id: session.customer.ID, email: 'someone@example.org' });
      expect(otherEmail.status).toBe(403);
      const missing = await refresh(session.token, {});
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing)).toContainEqual({ path: 'customer_id', message: fieldMessages.token_refresh_identity_missing });
    });

    it('answers 401 for an expired, a tampered or a foreign token', async () => {
      const body = { customer_id: session.customer.ID, email: session.customer.EMAIL };
      const subject = { customerId: session.customer.ID, email: session.customer.EMAIL, isAdmin: false };
      const expired = await issueCustomerToken(subject, shop.config.jwtSecret, new Date(Date.now() - 7 * 3600_000));
      expect((await refresh(expired.token, body)).status).toBe(401);

      const [header, , signature] = session.token.split('.') as [string, string, string];
      const payload = Buffer.from(JSON.stringify({ sub: '1', email: demoAccounts.admin.email, admin: true, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
      const tampered = await refresh(`${header}.${payload}.${signature}`, body);
      expect(tampered.status).toBe(401);
      expect(errorCodeOf(tampered)).toBe('unauthorized');

      const foreign = await issueCustomerToken(subject, 'another-secret-another-secret-another-secret');
      expect((await refresh(foreign.token, body)).status).toBe(401);
    });
  });

  describe('password change', () => {
    it('needs the current password, ends older sessions and hands out a fresh one', async () => {
      const email = uniqueEmail('change');
      const first = await registerCustomer(shop, registration(email));
      const change = (token: string, body: unknown) => call(`${shop.apiUrl}/api/changePassword`, { method: 'POST', headers: bearer(token), body });

      const wrong = await change(first.token, { current_password: 'nope', password: 'neu-geheim', password_confirm: 'neu-geheim' });
      expect(wrong.status).toBe(401);
      expect(errorCodeOf(wrong)).toBe('wrong_login');
      const mismatch = await change(first.token, { current_password: 'geheim123', password: 'neu-geheim', password_confirm: 'anders' });
      expect(mismatch.status).toBe(400);
      expect((await logIn(shop, email, 'geheim123')).status).toBe(200);

      const other = calls.backoffice.login.response.parse((await logIn(shop, email, 'geheim123')).body).data;
      const changed = await change(first.token, { current_password: 'geheim123', password: 'neu-geheim', password_confirm: 'neu-geheim' });
      expect(changed.status).toBe(200);
      const fresh = calls.backoffice.changePassword.response.parse(changed.body).data;
      if (!fresh) throw new Error('a password change answers with a fresh session');
      expect((await whoAmI(fresh)).status).toBe(200);
      // Sessions from before the change are over.
      expect((await whoAmI(first)).status).toBe(401);
      expect((await whoAmI(other)).status).toBe(401);
      expect((await refresh(other.token, { customer_id: other.customer.ID, email })).status).toBe(401);
      expect((await logIn(shop, email, 'geheim123')).status).toBe(401);
      expect((await logIn(shop, email, 'neu-geheim')).status).toBe(200);
    });

    it('refuses a guest without a customer token', async () => {
      const answer = await shopper(shop).post('/api/changePassword', { current_password: 'a', password: 'abcd', password_confirm: 'abcd' });
      expect(answer.status).toBe(401);
    });
  });

  describe('password recovery', () => {
    it('mails a single-use link in the language of the customer\'s shop, which sets a new password once', async () => {
      const email = uniqueEmail('forgot');
      const before = await registerCustomer(shop, registration(email, { locale: 'ro_RO', address: { ...romanianAddress } }));
      const someone = shopper(shop);
      const request = await someone.post('/api/customer/password-reset', { email, locale: 'de_DE' });
      expect(request.status).toBe(200);
      expect(request.body).toEqual({ status_code: 200 });

      const [mail] = await mailsTo(shop, email);
      if (!mail) throw new Error('the reset mail is in the outbox');
      expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Parola dumneavoastră nouă', sent_at: null });
      expect(mail.text).toContain('Bună ziua, Erika');
      const { url, value: token } = linkParam(mail.text, '/forgot-password', 'token');
      expect(url.origin).toBe('http://localhost:3003');
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(mail.html).toContain('href="http://localhost:3003/forgot-password?token=');

      const reset = await someone.post('/api/customer/password-reset/confirm', { token, password: 'ganz-neu', password_confirm: 'ganz-neu' });
      expect(reset.status).toBe(200);
      expect((await logIn(shop, email, 'geheim123')).status).toBe(401);
      expect((await logIn(shop, email, 'ganz-neu')).status).toBe(200);
      // The session from before the reset is over.
      expect((await whoAmI(before)).status).toBe(401);

      const again = await someone.post('/api/customer/password-reset/confirm', { token, password: 'noch-neuer', password_confirm: 'noch-neuer' });
      expect(again.status).toBe(400);
      expect(fieldsOf(again)).toEqual([{ path: 'token', message: fieldMessages.link_invalid }]);
      expect((await logIn(shop, email, 'ganz-neu')).status).toBe(200);
    });

    it('answers the same for an unknown email and mails nothing', async () => {
      const email = uniqueEmail('unknown');
      const mailsBefore = await countRows(shop, 'mail_outbox');
      const answer = await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status_code: 200 });
      expect(await countRows(shop, 'mail_outbox')).toBe(mailsBefore);
    });

    it('refuses an expired link and a made-up one', async () => {
      const email = uniqueEmail('late');
      await registerCustomer(shop, registration(email));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      const { value: token } = linkParam(mail?.text ?? '', '/forgot-password', 'token');
      await shop.backOffice.deps.db.updateTable('password_reset_token').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
      const late = await shopper(shop).post('/api/customer/password-reset/confirm', { token, password: 'neu-neu-neu', password_confirm: 'neu-neu-neu' });
      expect(late.status).toBe(400);
      const madeUp = await shopper(shop).post('/api/customer/password-reset/confirm', { token: 'x'.repeat(43), password: 'neu-neu-neu', password_confirm: 'neu-neu-neu' });
      expect(madeUp.status).toBe(400);
      expect((await logIn(shop, email, 'geheim123')).status).toBe(200);
    });

    it('limits requests per email and per address, whether or not the email has an account', async () => {
      const email = uniqueEmail('flood');
      const someone = shopper(shop);
      for (let n = 1; n <= 5; n += 1) expect((await someone.post('/api/customer/password-reset', { email, locale: 'de_AT' })).status).toBe(200);
      const blocked = await someone.post('/api/customer/password-reset', { email, locale: 'de_AT' });
      expect(blocked.status).toBe(429);
      expect(errorCodeOf(blocked)).toBe('rate_limited');

      const address = shopper(shop);
      for (let n = 1; n <= 20; n += 1) {
        expect((await address.post('/api/customer/password-reset', { email: uniqueEmail(`ip${n}`), locale: 'de_AT' })).status).toBe(200);
      }
      expect((await address.post('/api/customer/password-reset', { email: uniqueEmail('ip21'), locale: 'de_AT' })).status).toBe(429);
      // Another shopper is not affected.
      expect((await shopper(shop).post('/api/customer/password-reset', { email: uniqueEmail('else'), locale: 'de_AT' })).status).toBe(200);
    });
  });

  describe('bad input on the session and password calls', () => {
    it('answers 400 and changes nothing, not even a reset link it was given', async () => {
      const email = uniqueEmail('strict');
      const session = await registerCustomer(shop, registration(email));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      const { value: token } = linkParam(mail?.text ?? '', '/forgot-password', 'token');
      const counts = async () => [await countRows(shop, 'customer'), await countRows(shop, 'mail_outbox'), await countRows(shop, 'password_reset_token')];
      const before = await counts();
      const guest = shopper(shop);
      const withToken = (path: string, body: unknown) => call(`${shop.apiUrl}${path}`, { method: 'POST', headers: bearer(session.token), body });
      const answers = [
        await guest.post('/api/customer/login', {}),
        await guest.post('/api/customer/login', { email, password: 42 }),
        await guest.post('/api/customer/password-reset', { email: 'no-email', locale: 'de_AT' }),
        await guest.post('/api/customer/password-reset', { email, locale: 'Deutsch' }),
        await guest.post('/api/customer/password-reset/confirm', { token: 'short', password: 'neu-neu-neu', password_confirm: 'neu-neu-neu' }),
        await guest.post('/api/customer/password-reset/confirm', { token, password: 'neu-neu-neu', password_confirm: 'neu-alt' }),
        await guest.post('/api/customer/password-reset/confirm', { token, password: 'neu', password_confirm: 'neu' }),
        await guest.post('/api/customer/convertGuest', { customer_id: 'abc', email, password: 'abcd', password_confirm: 'abcd' }),
        await withToken('/api/changePassword', {}),
        await withToken('/api/changePassword', { current_password: 'geheim123', password: ['x'], password_confirm: 'x' }),
        await withToken('/api/refreshToken', { customer_id: String(session.customer.ID), email }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
      expect(answers.every((answer) => errorBodySchema.safeParse(answer.body).success)).toBe(true);
      expect(await counts()).toEqual(before);
      // The link still works after the failed tries.
      const reset = await guest.post('/api/customer/password-reset/confirm', { token, password: 'neu-neu-neu', password_confirm: 'neu-neu-neu' });
      expect(reset.status).toBe(200);
      expect((await logIn(shop, email, 'neu-neu-neu')).status).toBe(200);
    });
  });

  describe('registration limits', () => {
    it('limits registration attempts per email', async () => {
      const email = uniqueEmail('spam');
      await registerCustomer(shop, registration(email));
      for (let n = 2; n <= 5; n += 1) expect((await shopper(shop).post('/api/customer/register', registration(email))).status).toBe(409);
      const blocked = await shopper(shop).post('/api/customer/register', registration(email));
      expect(blocked.status).toBe(429);
      expect(errorCodeOf(blocked)).toBe('rate_limited');
    });
  });

  describe('customer lookup', () => {
    it('lets a customer read only themselves, an admin anyone, a guest nobody', async () => {
      const session = await registerCustomer(shop, registration(uniqueEmail('self')));
      const lookup = (email: string, headers: Record<string, string>) =>
        call(`${shop.apiUrl}/api/ExternalOrderApi/customer?email=${encodeURIComponent(email)}`, { headers });
      expect((await lookup(demoAccounts.company.email, bearer(session.token))).status).toBe(403);
      expect((await lookup(session.customer.EMAIL, shop.guest)).status).toBe(401);

      const admin = calls.backoffice.login.response.parse((await logIn(shop, demoAccounts.admin.email, demoAccounts.admin.password)).body).data;
      const found = await lookup(session.customer.EMAIL, bearer(admin.token));
      expect(found.status).toBe(200);
      expect(calls.backoffice.customerByEmail.response.parse(found.body).CustomerItems).toEqual([session.customer]);
      const none = await lookup(uniqueEmail('none'), bearer(admin.token));
      expect(none.body).toEqual({ CustomerItems: [] });
    });
  });
});
