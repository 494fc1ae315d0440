// Two-factor sign-in for staff (issue 38), on both databases: enrolment while signed in and from the
// sign-in when the role requires it, the code step (a code works once, a recovery code once), the
// limits (5 codes per challenge, 10 wrong per account), an admin's reset of another's, the audit.
import { adminCalls, RECOVERY_CODE_COUNT, type StaffSecondFactorStep } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { errorCodeOf, registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, signInStaff, type StaffClient } from './testing.ts';
import { codeAt } from './two-factor/totp.ts';

const post = (shop: TestBackOffice, path: string, body: unknown) => call(`${shop.apiUrl}${path}`, { method: 'POST', body });

async function passwordStep(shop: TestBackOffice, email: string, password: string): Promise<StaffSecondFactorStep> {
  const answer = await post(shop, adminCalls.staff.signIn.path, { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const data = adminCalls.staff.signIn.response.parse(answer.body).data;
  if ('csrf_token' in data) throw new Error('the password alone opened a session');
  return data;
}

/** Enrols the signed-in member: the secret, then the first code; the recovery codes it got. */
async function enrol(staff: StaffClient, at: () => Date): Promise<{ secret: string; codes: string[] }> {
  const started = await staff.call(adminCalls.twoFactor.enrol.path, { body: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret } = adminCalls.twoFactor.enrol.response.parse(started.body).data;
  const confirmed = await staff.call(adminCalls.twoFactor.confirm.path, { body: { code: codeAt(secret, at()) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, codes: adminCalls.twoFactor.confirm.response.parse(confirmed.body).data.recovery_codes };
}

describe.each(databaseKinds)('two-factor sign-in for staff on %s', (kind) => {
  let shop: TestBackOffice;
  // The shop's clock, moved on by the tests: each code below belongs to its own 30-second step.
  let now = new Date('2026-12-08T09:00:00Z');
  const tick = () => {
    now = new Date(now.getTime() + 30_000);
    return now;
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 5, env: { STAFF_TWO_FACTOR: 'admins' }, now: () => now });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('a staff member sets it up while signed in (QR code, ten recovery codes, audited); then the password alone opens no session', async () => {
    const staff = await newStaffMember(shop, 'staff', 'tfa-setup');
    const before = adminCalls.twoFactor.status.response.parse((await staff.call(adminCalls.twoFactor.status.path)).body).data;
    expect(before).toEqual({ enabled: false, required: false, confirmed_at: null, recovery_codes_left: 0 });

    const started = await staff.call(adminCalls.twoFactor.enrol.path, { body: {} });
    const enrolment = adminCalls.twoFactor.enrol.response.parse(started.body).data;
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(enrolment.otpauth_uri).toContain(encodeURIComponent(staff.email));
    expect(enrolment.qr_svg).toMatch(/^<svg/);
    // The secret is kept sealed, never as given.
    const row = await shop.backOffice.deps.db.selectFrom('staff_totp').select(['secret', 'confirmed_at']).where('customer_id', '=', staff.customerId).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(enrolment.secret);
    expect(row.confirmed_at).toBeNull();

    const wrong = await staff.call(adminCalls.twoFactor.confirm.path, { body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(errorCodeOf(wrong)).toBe('wrong_second_factor');
    const confirmed = await staff.call(adminCalls.twoFactor.confirm.path, { body: { code: codeAt(enrolment.secret, tick()) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { recovery_codes: codes, session } = adminCalls.twoFactor.confirm.response.parse(confirmed.body).data;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(session).toBeNull();
    const after = adminCalls.twoFactor.status.response.parse((await staff.call(adminCalls.twoFactor.status.path)).body).data;
    expect(after).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });
    // A second enrolment is refused while one is set up.
    expect(errorCodeOf(await staff.call(adminCalls.twoFactor.enrol.path, { body: {} }))).toBe('two_factor_enabled');

    const step = await passwordStep(shop, staff.email, registration(staff.email).password);
    expect(step.second_factor).toBe('code');
    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity_id', '=', String(staff.customerId)).execute();
    expect(audit).toContainEqual({ action: 'staff.two_factor.enrol', actor_email: staff.email });
  });

  it('the code step: a right code opens the session once; the same code again, a wrong one or a used recovery code do not', async () => {
    const staff = await newStaffMember(shop, 'staff', 'tfa-code');
    const { secret, codes } = await enrol(staff, tick);
    const password = registration(staff.email).password;

    const code = codeAt(secret, tick());
    const first = await passwordStep(shop, staff.email, password);
    const wrong = await post(shop, adminCalls.staff.secondFactor.path, { challenge: first.challenge, code: '123456' === code ? '654321' : '123456' });
    expect(errorCodeOf(wrong)).toBe('wrong_second_factor');
    const right = await post(shop, adminCalls.staff.secondFactor.path, { challenge: first.challenge, code: code.replace(/^(\d{3})/, '$1 ') });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(adminCalls.staff.secondFactor.response.parse(right.body).data.email).toBe(staff.email);
    // The challenge is spent, and the code's step is taken: neither works again.
    expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: first.challenge, code }))).toBe('sign_in_expired');
    const second = await passwordStep(shop, staff.email, password);
    expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: second.challenge, code }))).toBe('wrong_second_factor');

    // A recovery code, as printed or typed in capitals without the dash, works once.
    const recovery = codes[3] as string;
    const signedIn = await signInStaff(shop, staff.email, password, () => ({ recovery_code: recovery.toUpperCase().replace('-', '') }));
    expect(signedIn.customerId).toBe(staff.customerId);
    const third = await passwordStep(shop, staff.email, password);
    expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: third.challenge, recovery_code: recovery }))).toBe('wrong_second_factor');
    const status = adminCalls.twoFactor.status.response.parse((await signedIn.call(adminCalls.twoFactor.status.path)).body).data;
    expect(status.recovery_codes_left).toBe(9);
    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(staff.customerId)).execute();
    expect(audit.map((line) => line.action)).toEqual(expect.arrayContaining(['staff.sign_in.second_factor', 'staff.sign_in.recovery_code']));
  });

  it('a stolen password gets nowhere: 5 codes per challenge, then 10 wrong codes per account across challenges answer 429', async () => {
    const staff = await newStaffMember(shop, 'staff', 'tfa-limit');
    const { secret } = await enrol(staff, tick);
    const password = registration(staff.email).password;
    const step = await passwordStep(shop, staff.email, password);
    for (let i = 0; i < 5; i += 1) expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: step.challenge, code: '000000' }))).toBe('wrong_second_factor');
    // The sixth try on that challenge is refused even with the right code.
    expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: step.challenge, code: codeAt(secret, tick()) }))).toBe('sign_in_expired');
    const next = await passwordStep(shop, staff.email, password);
    for (let i = 0; i < 5; i += 1) expect(errorCodeOf(await post(shop, adminCalls.staff.secondFactor.path, { challenge: next.challenge, code: '000001' }))).toBe('wrong_second_factor');
    const third = await passwordStep(shop, staff.email, password);
    const limited = await post(shop, adminCalls.staff.secondFactor.path, { challenge: third.challenge, code: codeAt(secret, tick()) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('an admin without a second factor must set one up at sign-in, cannot switch it off, and another admin resets it (sessions end, audited)', async () => {
    const email = uniqueEmail('tfa-admin');
    const account = await registerCustomer(shop, registration(email));
    await shop.backOffice.deps.db.updateTable('customer').set({ role: 'admin' }).where('id', '=', account.customer.ID).execute();
    const password = registration(email).password;

    const step = await passwordStep(shop, email, password);
    expect(step.second_factor).toBe('enrol');
    // The enrolment challenge opens no admin call.
    const started = await post(shop, adminCalls.twoFactor.enrol.path, { challenge: step.challenge });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { secret } = adminCalls.twoFactor.enrol.response.parse(started.body).data;
    const confirmed = await post(shop, adminCalls.twoFactor.confirm.path, { challenge: step.challenge, code: codeAt(secret, tick()) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { session, recovery_codes } = adminCalls.twoFactor.confirm.response.parse(confirmed.body).data;
    expect(session?.role).toBe('admin');
    expect(recovery_codes).toHaveLength(10);
    expect(confirmed.headers.get('set-cookie')).toMatch(/^shop_admin=/);

    const admin = await signInStaff(shop, email, password, () => ({ code: codeAt(secret, tick()) }));
    const refused = await admin.call(adminCalls.twoFactor.disable.path, { body: { code: codeAt(secret, tick()) } });
    expect(refused.status).toBe(403);
    expect(adminCalls.twoFactor.status.response.parse((await admin.call(adminCalls.twoFactor.status.path)).body).data).toMatchObject({ enabled: true, required: true });

    // A staff member may not reset an admin's; an admin may not reset their own; another admin may.
    const staff = await newStaffMember(shop, 'staff', 'tfa-reset-staff');
    const resetPath = adminCalls.twoFactor.reset.path.replace(':id', String(admin.customerId));
    expect((await staff.call(resetPath, { body: {} })).status).toBe(403);
    expect((await admin.call(resetPath, { body: {} })).status).toBe(403);
    const otherEmail = uniqueEmail('tfa-other-admin');
    const other = await registerCustomer(shop, registration(otherEmail));
    await shop.backOffice.deps.db.updateTable('customer').set({ role: 'admin' }).where('id', '=', other.customer.ID).execute();
    const otherStep = await passwordStep(shop, otherEmail, registration(otherEmail).password);
    const otherSecret = adminCalls.twoFactor.enrol.response.parse((await post(shop, adminCalls.twoFactor.enrol.path, { challenge: otherStep.challenge })).body).data.secret;
    const otherConfirmed = await post(shop, adminCalls.twoFactor.confirm.path, { challenge: otherStep.challenge, code: codeAt(otherSecret, tick()) });
    const otherCookie = (otherConfirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const otherCsrf = adminCalls.twoFactor.confirm.response.parse(otherConfirmed.body).data.session?.csrf_token ?? '';
    const reset = await call(`${shop.apiUrl}${resetPath}`, { method: 'POST', headers: { cookie: otherCookie, 'x-admin-csrf': otherCsrf }, body: {} });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // The reset admin's session is gone, and the next sign-in asks for a new set-up.
    expect((await admin.call(adminCalls.staff.session.path)).status).toBe(401);
    expect((await passwordStep(shop, email, password)).second_factor).toBe('enrol');
    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity_id', '=', String(admin.customerId)).where('action', '=', 'staff.two_factor.reset').execute();
    expect(audit).toEqual([{ action: 'staff.two_factor.reset', actor_email: otherEmail }]);
  });

  it('a staff member whose role does not require it switches it off with a code', async () => {
    const staff = await newStaffMember(shop, 'staff', 'tfa-off');
    const { secret } = await enrol(staff, tick);
    const off = await staff.call(adminCalls.twoFactor.disable.path, { body: { code: codeAt(secret, tick()) } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const answer = await post(shop, adminCalls.staff.signIn.path, { email: staff.email, password: registration(staff.email).password });
    expect(adminCalls.staff.signIn.response.parse(answer.body).data).toHaveProperty('csrf_token');
  });
});
