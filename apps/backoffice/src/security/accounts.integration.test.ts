// The attacks on accounts that issue 12 closes, each written as the attacker's request and the
// answer they must get, over real HTTP against a real database (SQLite always, PostgreSQL as well
// when TEST_DATABASE_URL is set). No timing is measured: every assertion is on answers and on what
// the database holds.
import { createHash, randomBytes, scrypt } from 'node:crypto';
import { checkVatId, fieldMessages, SHOP_TOKEN_HEADER, type Session } from '@shop/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import { checkoutKit } from '../modules/checkout/testing.ts';
import { austrianAddress, errorCodeOf, fieldsOf, freshIp, germanAddress, linkParam, logIn, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from '../modules/customer/testing.ts';
import { rateRules } from '../modules/customer/index.ts';
import { createMailSender, type FakeSmtpServer, smtpTransport, startFakeSmtpServer } from '../modules/mail/testing.ts';
import { newStaffMember } from '../modules/staff/testing.ts';
import { createBackOffice } from '../server.ts';
import { countPasswordHashes } from '../testing/password-hashes.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { startViesDouble, type ViesDouble } from '../testing/vies-double.ts';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** A German VAT id with a valid check digit, different for every call. */
let vatCounter = 0;
function germanVatId(): string {
  vatCounter += 1;
  const base = `1${String(Date.now() % 1_000_000).padStart(6, '0')}${vatCounter % 10}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `DE${base}${digit}`;
    if (checkVatId(candidate, 'DE').ok) return candidate;
  }
  return germanVatId();
}

function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    );
  });
}


describe.each(databaseKinds)('attacks on accounts, on %s', (kind) => {
  let shop: TestBackOffice;
  // The VAT ids made up here are checked by VIES (its double knows every one as valid).
  let vies: ViesDouble;
  const db = () => shop.backOffice.deps.db;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    vies = await startViesDouble();
    shop = await startTestBackOffice(kind, { products: 20, env: { VAT_ID_CHECK: 'vies', VIES_URL: vies.url } });
  });
  afterAll(async () => {
    await shop?.close();
    await vies?.close();
  });

  /** What a thief does with a token: read the account, change an address, list the orders, read review rights. */
  async function replay(session: Session, token: string): Promise<number[]> {
    const id = session.customer.ID;
    const answers = await Promise.all([
      call(`${shop.apiUrl}/api/ExternalOrderApi/customer?email=${encodeURIComponent(session.customer.EMAIL)}`, { headers: bearer(token) }),
      call(`${shop.apiUrl}/api/ExternalOrderApi/order?customer=${id}&limit=10`, { headers: bearer(token) }),
      call(`${shop.helperUrl}/api/address/${session.customer.ADDRESS_ID}/set-default`, { method: 'PATCH', headers: bearer(token) }),
      call(`${shop.helperUrl}/api/comments/rights/1/${id}`, { headers: bearer(token) }),
    ]);
    return answers.map((answer) => answer.status);
  }

  describe('1. tokens end with the password, a reset and a logout; rights come from the database', () => {
    it('an old token after a password change gets 401 on the back office and the helper service', async () => {
      const email = uniqueEmail('changed');
      const stolen = await registerCustomer(shop, registration(email));
      expect((await replay(stolen, stolen.token)).slice(0, 3)).toEqual([200, 200, 200]);
      const change = await shopper(shop).post('/api/changePassword', { current_password: 'geheim123', password: 'ganz-neu-123', password_confirm: 'ganz-neu-123' }, stolen.token);
      expect(change.status).toBe(200);
      expect((await replay(stolen, stolen.token)).map((status) => status === 401)).toEqual([true, true, true, true]);
    });

    it('an old token after a completed password reset gets 401 everywhere', async () => {
      const email = uniqueEmail('reset');
      const stolen = await registerCustomer(shop, registration(email));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      const { value: token } = linkParam(mail?.text ?? '', '/forgot-password', 'token');
      expect((await shopper(shop).post('/api/customer/password-reset/confirm', { token, password: 'zurueck-123', password_confirm: 'zurueck-123' })).status).toBe(200);
      expect(await replay(stolen, stolen.token)).toEqual([401, 401, 401, 401]);
      expect((await logIn(shop, email, 'zurueck-123')).status).toBe(200);
    });

    it('a token after logout gets 401 everywhere, the logout itself too', async () => {
      const email = uniqueEmail('logout');
      const session = await registerCustomer(shop, registration(email));
      const other = calls(await logIn(shop, email, 'geheim123'));
      expect((await shopper(shop).post('/api/customer/logout', {}, session.token)).status).toBe(200);
      expect(await replay(session, session.token)).toEqual([401, 401, 401, 401]);
      // Every session of the customer ends, the one on the other device too.
      expect(await replay(session, other.token)).toEqual([401, 401, 401, 401]);
      expect((await shopper(shop).post('/api/customer/logout', {}, session.token)).status).toBe(401);
    });

    it('a validly signed token of an older version gets 401', async () => {
      const email = uniqueEmail('version');
      const session = await registerCustomer(shop, registration(email));
      await db().updateTable('customer').set({ token_version: 3 }).where('id', '=', session.customer.ID).execute();
      const key = new TextEncoder().encode(shop.config.jwtSecret);
      const sign = (ver: number) =>
        new SignJWT({ email, ver }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.customer.ID)).setIssuedAt().setExpirationTime('1h').sign(key);
      expect(await replay(session, await sign(2))).toEqual([401, 401, 401, 401]);
      expect((await replay(session, await sign(3))).slice(0, 3)).toEqual([200, 200, 200]);
    });

    it('a customer token, even one claiming admin rights, opens no admin call; a customer account cannot sign in to the admin', async () => {
      const email = uniqueEmail('not-admin');
      const session = await registerCustomer(shop, registration(email));
      const key = new TextEncoder().encode(shop.config.jwtSecret);
      // Signed with the real secret (as an old token issued while the claim was trusted would be).
      const withClaim = await new SignJWT({ email, admin: true, ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.customer.ID))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      const pending = await call(`${shop.apiUrl}/api/admin/reviews`, { headers: bearer(withClaim) });
      expect(pending.status).toBe(401);
      const signIn = await call(`${shop.apiUrl}/api/admin/session`, { body: { email, password: registration(email).password } });
      expect(signIn.status).toBe(403);
      expect(errorCodeOf(signIn)).toBe('forbidden');
    });

    it('an admin demoted in the database loses admin rights at once, with the session they hold', async () => {
      const admin = await newStaffMember(shop, 'admin', 'demoted');
      expect((await admin.call('/api/admin/reviews')).status).toBe(200);
      await db().updateTable('customer').set({ role: 'customer' }).where('id', '=', admin.customerId).execute();
      expect((await admin.call('/api/admin/reviews')).status).toBe(401);
    });
  });

  describe('2. passwords', () => {
    it('stores Argon2id and refuses a new password under 8 characters at registration, change and reset', async () => {
      const email = uniqueEmail('short');
      const short = await shopper(shop).post('/api/customer/register', registration(email, { password: 'abc1234', password_confirm: 'abc1234' }));
      expect(short.status).toBe(400);
      expect(fieldsOf(short)).toContainEqual({ path: 'password', message: fieldMessages.password_too_short });
      const session = await registerCustomer(shop, registration(email));
      const row = await db().selectFrom('customer').select('password_hash').where('id', '=', session.customer.ID).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const change = await shopper(shop).post('/api/changePassword', { current_password: 'geheim123', password: 'kurz', password_confirm: 'kurz' }, session.token);
      expect(change.status).toBe(400);
      const reset = await shopper(shop).post('/api/customer/password-reset/confirm', { token: 'x'.repeat(43), password: 'kurz', password_confirm: 'kurz' });
      expect(fieldsOf(reset)).toContainEqual({ path: 'password', message: fieldMessages.password_too_short });
    });

    it('an old scrypt hash of a 4-character password still signs in and is replaced by Argon2id', async () => {
      const email = uniqueEmail('legacy');
      const session = await registerCustomer(shop, registration(email));
      await db().updateTable('customer').set({ password_hash: await legacyScryptHash('abcd') }).where('id', '=', session.customer.ID).execute();
      expect((await logIn(shop, email, 'abce')).status).toBe(401);
      expect((await db().selectFrom('customer').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash).toMatch(/^scrypt\$/);
      expect((await logIn(shop, email, 'abcd')).status).toBe(200);
      const upgraded = await db().selectFrom('customer').select(['password_hash', 'token_version']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(upgraded.password_hash).toMatch(/^\$argon2id\$/);
      // A rehash is no password change: the customer's sessions go on.
      expect(upgraded.token_version).toBe(0);
      expect((await logIn(shop, email, 'abcd')).status).toBe(200);
    });

    it('30 parallel wrong logins: at most the limit reach the password hash, the rest get 429', async () => {
      const email = uniqueEmail('burst');
      await registerCustomer(shop, registration(email));
      const attacker = shopper(shop, { ip: freshIp() });
      let statuses: number[] = [];
      const hashed = await countPasswordHashes(async () => {
        const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => attacker.post('/api/customer/login', { email, password: `guess-${n}` })));
        statuses = answers.map((answer) => answer.status);
      });
      expect(hashed).toBeLessThanOrEqual(rateRules.loginFailuresPerEmailAndAddress.limit);
      expect(hashed).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 401)).toHaveLength(hashed);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - hashed);
      // Even the right password is refused from that address until the window has passed; the owner,
      // from their own address, still signs in (issue 38: a stranger cannot lock them out).
      expect((await attacker.post('/api/customer/login', { email, password: 'geheim123' })).status).toBe(429);
      expect((await logIn(shop, email, 'geheim123')).status).toBe(200);
    });

    it('counts wrong logins from one IPv6 /64 together, however many of its addresses they come from (issue 38)', async () => {
      const email = uniqueEmail('ipv6');
      await registerCustomer(shop, registration(email));
      // A fresh /64 of the documentation range for each run; each attempt from another address in it.
      const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const limit = rateRules.loginFailuresPerEmailAndAddress.limit;
      const statuses: number[] = [];
      for (let n = 1; n <= limit + 1; n += 1) statuses.push((await shopper(shop, { ip: `${prefix}::${n.toString(16)}` }).post('/api/customer/login', { email, password: `guess-${n}` })).status);
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another /64 is another household: not held back.
      expect((await shopper(shop, { ip: `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1` }).post('/api/customer/login', { email, password: 'geheim123' })).status).toBe(200);
    });

    it('30 parallel wrong logins spread over two back-office processes on one database hold the limit too', async () => {
      const email = uniqueEmail('two-processes');
      await registerCustomer(shop, registration(email));
      // A second back office with its own connection to the same database, as a second process has.
      const database = connectDatabase({ databaseUrl: shop.config.databaseUrl, dataDir: shop.config.dataDir });
      const second = await createBackOffice(shop.config, database, { logger: false });
      try {
        const secondUrl = await second.api.listen({ port: 0, host: '127.0.0.1' });
        const ip = freshIp();
        const headers = { ...shop.guest, 'x-forwarded-for': ip };
        let answers: { status: number }[] = [];
        const hashed = await countPasswordHashes(async () => {
          answers = await Promise.all(
            Array.from({ length: 30 }, (_, n) =>
              call(`${n % 2 === 0 ? shop.apiUrl : secondUrl}/api/customer/login`, { method: 'POST', headers, body: { email, password: `guess-${n}` } }),
            ),
          );
        });
        expect(hashed).toBeLessThanOrEqual(rateRules.loginFailuresPerEmailAndAddress.limit);
        expect(answers.filter((answer) => answer.status === 401)).toHaveLength(hashed);
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - hashed);
      } finally {
        await Promise.allSettled([second.api.close(), second.helper.close()]);
        await database.db.destroy();
      }
    });
  });

  describe('3. secrets at rest', () => {
    it('reading the database shows no plaintext reset token, and the sent mail keeps no link', async () => {
      const email = uniqueEmail('dump');
      await registerCustomer(shop, registration(email));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      const { value: token } = linkParam(mail?.text ?? '', '/forgot-password', 'token');
      const resetRows = await db().selectFrom('password_reset_token').selectAll().execute();
      const outbox = await db().selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
      const dump = JSON.stringify([resetRows, outbox]);
      expect(dump).not.toContain(token);
      expect(resetRows.map((row) => row.token_hash)).toContain(sha256(token));

      // Once the mail server has it, the secrets leave the table.
      const smtp: FakeSmtpServer = await startFakeSmtpServer();
      const sender = createMailSender({ db: db(), transport: smtpTransport(smtp.url), from: 'shop@example.org', secretKey: shop.config.jwtSecret });
      try {
        await sender.runOnce();
        expect(smtp.received.find((received) => received.to.includes(email))?.data.replace(/=\r\n/g, '')).toContain(token.slice(0, 20));
        const sent = await db().selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
        expect(sent.sent_at).not.toBeNull();
        expect(sent.secrets).toBeNull();
        expect(JSON.stringify(sent)).not.toContain(token);
        expect(sent.text_body).toContain('[removed after sending]');
      } finally {
        await sender.stop();
        await smtp.close();
      }
      // The link itself still works (the mail was delivered).
      expect((await shopper(shop).post('/api/customer/password-reset/confirm', { token, password: 'wieder-da-1', password_confirm: 'wieder-da-1' })).status).toBe(200);
    });

    it('the newsletter unsubscribe token is stored hashed; a guessed one unsubscribes nobody', async () => {
      const email = uniqueEmail('letter');
      await shopper(shop).post('/api/newsletter/subscribe', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      const { value: unsubscribe } = linkParam(mail?.text ?? '', '/newsletter-unsubscribe', 'token');
      const row = await db().selectFrom('newsletter_subscription').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      const outbox = await db().selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
      expect(JSON.stringify([row, outbox])).not.toContain(unsubscribe);
      expect(row.unsubscribe_token_hash).toBe(sha256(unsubscribe));
      // The hash from a stolen database copy is not a token.
      const withHash = await shopper(shop).post('/api/newsletter/unsubscribe', { email, token: row.unsubscribe_token_hash });
      expect((withHash.body as { data: { status: string } }).data.status).toBe('confirmation_sent');
      // That request mailed the owner a link of its own; the first mail's link still works.
      const links = await db().selectFrom('newsletter_unsubscribe_link').select('token_hash').where('subscription_id', '=', row.id).execute();
      expect(links).toHaveLength(1);
      expect(await db().selectFrom('newsletter_subscription').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
      const withToken = await shopper(shop).post('/api/newsletter/unsubscribe', { email, token: unsubscribe });
      expect((withToken.body as { data: { status: string } }).data.status).toBe('unsubscribed');
    });

    it('a guest-order link token is stored hashed; a made-up one, or the stored hash, opens nothing', async () => {
      const kit = checkoutKit(shop);
      const guest = await kit.shopper('guest');
      const item = await kit.sellable({ stock: 2 });
      const placed = await kit.pay(guest, await kit.cartWith(guest, [[item, 1]]), 'vorkasse');
      const answer = placed.body as { data: { order_ref: string; order_id: number; redirect_url: string } };
      const token = new URL(answer.data.redirect_url, 'http://shop.test').searchParams.get('hash') ?? '';
      const links = await db().selectFrom('guest_order_link').selectAll().where('order_id', '=', answer.data.order_id).execute();
      expect(JSON.stringify(links)).not.toContain(token);
      const open = (hash: string) => call(`${shop.apiUrl}/api/ExternalOrderApi/guest_order/${answer.data.order_ref}/${hash}`, { headers: shop.guest });
      expect((await open(token)).status).toBe(200);
      expect((await open(links[0]?.token_hash.slice(0, 64) ?? 'x'.repeat(43))).status).toBe(404);
      expect((await open(randomBytes(32).toString('base64url'))).status).toBe(404);
    });
  });

  describe('4. X-Forwarded-For', () => {
    const countedAgainst = async (bucket: string) =>
      (await db().selectFrom('rate_limit_hit').select('subject').where('bucket', '=', bucket).execute()).map((row) => row.subject);

    it('is ignored on a bearer call made directly by the shopper: the socket address counts', async () => {
      const session = await registerCustomer(shop, registration(uniqueEmail('direct')));
      const chosen = '203.0.113.77';
      const answer = await call(`${shop.apiUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { ...bearer(session.token), 'x-forwarded-for': chosen },
        body: { email: uniqueEmail('xff'), locale: 'de_AT' },
      });
      expect(answer.status).toBe(200);
      const subjects = await countedAgainst(rateRules.newsletterPerIp.bucket);
      expect(subjects).not.toContain(chosen);
      expect(subjects).toContain('127.0.0.1');
    });

    it('is believed on the storefront\'s own calls: the shop token, or a bearer token with the shop token beside it', async () => {
      const session = await registerCustomer(shop, registration(uniqueEmail('via-shop')));
      const [asGuest, asCustomer] = ['203.0.113.78', '203.0.113.79'];
      await call(`${shop.apiUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { ...shop.guest, 'x-forwarded-for': asGuest },
        body: { email: uniqueEmail('xff'), locale: 'de_AT' },
      });
      await call(`${shop.apiUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { ...bearer(session.token), [SHOP_TOKEN_HEADER]: shop.config.shopToken, 'x-forwarded-for': asCustomer },
        body: { email: uniqueEmail('xff'), locale: 'de_AT' },
      });
      const forged = await call(`${shop.apiUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { ...bearer(session.token), [SHOP_TOKEN_HEADER]: 'guessed-shop-token-000000', 'x-forwarded-for': '203.0.113.80' },
        body: { email: uniqueEmail('xff'), locale: 'de_AT' },
      });
      expect(forged.status).toBe(200);
      const subjects = await countedAgainst(rateRules.newsletterPerIp.bucket);
      expect(subjects).toEqual(expect.arrayContaining([asGuest, asCustomer]));
      expect(subjects).not.toContain('203.0.113.80');
    });
  });

  describe('5. VAT-exempt registrations and guest checkouts are limited in the database', () => {
    const vatExempt = (email: string, vatId: string) =>
      registration(email, { title_id: 3, company: 'Nordhandel GmbH', vat_id: vatId, address: { ...germanAddress }, locale: 'de_AT' });

    it('one address registers at most 5 VAT-exempt companies a day; the 6th gets 429', async () => {
      const visitor = shopper(shop, { ip: freshIp() });
      const answers = [];
      for (let n = 0; n < 6; n += 1) answers.push(await visitor.post('/api/customer/register', vatExempt(uniqueEmail('vat-ip'), germanVatId())));
      expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect((answers[0]?.body as { data: Session }).data.exclude_vat).toBe(true);
      expect(answers[5]?.status).toBe(429);
      // A private customer from the same address is not held back by this limit.
      expect((await visitor.post('/api/customer/register', registration(uniqueEmail('private')))).status).toBe(200);
    });

    it('one VAT id registers at most 3 VAT-exempt accounts, whatever the address', async () => {
      const vatId = germanVatId();
      const statuses = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await shopper(shop).post('/api/customer/register', vatExempt(uniqueEmail('vat-id'), vatId))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('15 parallel guest checkouts with one email: exactly 10 get through, the rest 429', async () => {
      const email = uniqueEmail('guest-burst');
      const body = { email, locale: 'de_AT', invoice_address: { ...austrianAddress, title_id: 1 } };
      const answers = await Promise.all(Array.from({ length: 15 }, () => shopper(shop).post('/api/customer/guest', body)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(rateRules.guestCheckoutPerEmail.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15 - rateRules.guestCheckoutPerEmail.limit);
      expect(await db().selectFrom('customer').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it('one address creates at most 30 guest customers an hour', async () => {
      const visitor = shopper(shop, { ip: freshIp() });
      const statuses = await Promise.all(
        Array.from({ length: 32 }, () =>
          visitor.post('/api/customer/guest', { email: uniqueEmail('guest-ip'), locale: 'de_AT', invoice_address: { ...austrianAddress, title_id: 1 } }).then((answer) => answer.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(rateRules.guestCheckoutPerIp.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    });
  });
});

/** A login answer's session. */
function calls(answer: { status: number; body: unknown }): Session {
  expect(answer.status).toBe(200);
  return (answer.body as { data: Session }).data;
}
