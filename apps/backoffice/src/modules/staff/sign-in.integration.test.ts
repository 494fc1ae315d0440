// Signing in to the admin over real HTTP: which accounts get in, what the others are told, the
// attempt limit, the session cookie's attributes, and the demo admin (demo mode only).
import { sessionOfSignIn, adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionSecrets } from '../../security/security-kit.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { errorCodeOf, registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, signInSettingUpSecondFactor } from './testing.ts';

const signInPath = adminCalls.staff.signIn.path;
const signIn = (shop: TestBackOffice, email: string, password: string) => call(`${shop.apiUrl}${signInPath}`, { body: { email, password } });
const cookieOf = (answer: { headers: Headers }) => answer.headers.get('set-cookie') ?? '';
/** The cookie's attributes, lower-cased, without its value. */
const attributesOf = (setCookie: string) =>
  setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .sort();

describe.each(databaseKinds)('signing in to the admin on %s (demo mode)', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets the demo admin in (admin@example.com / admin1234) with an HttpOnly, SameSite=Strict cookie on / (not Secure outside production)', async () => {
    const answer = await signIn(shop, 'admin@example.com', 'admin1234');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = sessionOfSignIn(adminCalls.staff.signIn.response.parse(answer.body).data);
    expect(data).toMatchObject({ email: 'admin@example.com', name: 'Anna Admin', role: 'admin', idle_minutes: 30 });
    expect(data?.csrf_token.length).toBeGreaterThanOrEqual(24);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(answer);
    expect(cookie).toMatch(/^shop_admin=[A-Za-z0-9_-]{40,};/);
    expect(attributesOf(cookie)).toEqual(['httponly', 'path=/', 'samesite=strict']);
    // The database keeps a hash of the token, never the token.
    const token = cookie.slice('shop_admin='.length, cookie.indexOf(';'));
    const sessions = await shop.backOffice.deps.db.selectFrom('staff_session').select('token_hash').execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((row) => row.token_hash)).not.toContain(token);
  });

  it('gives a wrong password and an unknown email the same 401 wrong_login, and no cookie', async () => {
    const staff = await newStaffMember(shop, 'staff', 'wrong-password');
    const wrong = await signIn(shop, staff.email, 'not-the-password');
    const unknown = await signIn(shop, uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(errorCodeOf(wrong)).toBe('wrong_login');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(cookieOf(wrong)).toBe('');
    expect(cookieOf(unknown)).toBe('');
  });

  it('refuses a customer account with 403 forbidden, and a blocked staff account with 403 account_blocked', async () => {
    const email = uniqueEmail('customer');
    await registerCustomer(shop, registration(email));
    const customer = await signIn(shop, email, registration(email).password);
    expect(customer.status).toBe(403);
    expect(errorCodeOf(customer)).toBe('forbidden');
    expect(cookieOf(customer)).toBe('');

    const staff = await newStaffMember(shop, 'staff', 'blocked');
    await shop.backOffice.deps.db.updateTable('customer').set({ blocked_at: '2026-11-20T10:00:00.000Z' }).where('id', '=', staff.customerId).execute();
    const blocked = await signIn(shop, staff.email, registration(staff.email).password);
    expect(blocked.status).toBe(403);
    expect(errorCodeOf(blocked)).toBe('account_blocked');
    expect(cookieOf(blocked)).toBe('');
    // The session it had before the block ends too.
    expect((await staff.call(adminCalls.staff.session.path)).status).toBe(401);
  });

  it('stops guessing after 10 wrong passwords for an email: 429 with Retry-After, even for the right password', async () => {
    const staff = await newStaffMember(shop, 'staff', 'guessed');
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn(shop, staff.email, `guess-${attempt}`)).status).toBe(401);
    const limited = await signIn(shop, staff.email, registration(staff.email).password);
    expect(limited.status).toBe(429);
    expect(errorCodeOf(limited)).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(cookieOf(limited)).toBe('');
  });

  it('refuses bad input with field errors', async () => {
    const answer = await call(`${shop.apiUrl}${signInPath}`, { body: { email: 'not-an-email', password: '' } });
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer)).toBe('validation_failed');
    const fields = (answer.body as { error: { fields: { path: string }[] } }).error.fields.map((field) => field.path).sort();
    expect(fields).toEqual(['email', 'password']);
  });
});

describe.each(databaseKinds)('signing in to the admin on %s (production mode)', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20, env: { NODE_ENV: 'production', ...productionSecrets } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('has no demo admin: admin@example.com is not an account and cannot sign in', async () => {
    expect(shop.config.mode).toBe('production');
    expect(await shop.backOffice.deps.db.selectFrom('customer').select('id').where('email', '=', 'admin@example.com').executeTakeFirst()).toBeUndefined();
    const answer = await signIn(shop, 'admin@example.com', 'admin1234');
    expect(answer.status).toBe(401);
    expect(errorCodeOf(answer)).toBe('wrong_login');
  });

  it('an admin sets up the second factor at the first sign-in (the password alone sets no cookie); the session cookie is Secure', async () => {
    const email = uniqueEmail('staff-production');
    const account = await registerCustomer(shop, registration(email));
    await shop.backOffice.deps.db.updateTable('customer').set({ role: 'admin' }).where('id', '=', account.customer.ID).execute();
    const answer = await signIn(shop, email, registration(email).password);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(adminCalls.staff.signIn.response.parse(answer.body).data).toMatchObject({ second_factor: 'enrol' });
    const admin = await signInSettingUpSecondFactor(shop, email, registration(email).password);
    const cookie = admin.setCookie;
    expect(attributesOf(cookie)).toEqual(['httponly', 'path=/', 'samesite=strict', 'secure']);
    expect((await admin.call(adminCalls.staff.session.path)).status).toBe(200);
  });
});
