// Test entry of the staff module: a staff member of a given role, signed in to the admin like the
// admin app does it (the sign-in call, the session cookie, the CSRF header on writes).
import { ADMIN_CSRF_HEADER, adminCalls, sessionOfSignIn, type AccountRole, type StaffSecondFactorStep, type StaffSession } from '@shop/contract/admin';
import { call, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { codeAt } from './two-factor/totp.ts';

export { codeAt };

export type StaffClient = {
  customerId: number;
  email: string;
  cookie: string;
  csrf: string;
  /** An admin call with the session cookie (and the CSRF token on writes). */
  call: (path: string, options?: { method?: string; body?: unknown; csrf?: string | null }) => ReturnType<typeof call>;
};

/** A new account with the role, signed in to the admin. */
export async function newStaffMember(shop: TestBackOffice, role: Exclude<AccountRole, 'customer'>, tag: string = role): Promise<StaffClient> {
  const email = uniqueEmail(`staff-${tag}`);
  const session = await registerCustomer(shop, registration(email));
  await shop.backOffice.deps.db.updateTable('customer').set({ role }).where('id', '=', session.customer.ID).execute();
  return signInStaff(shop, email, registration(email).password);
}

/**
 * Signs in with the password; for an account with a second factor, `secondFactor` answers the
 * step (a code from `codeAt`, or a recovery code).
 */
export async function signInStaff(
  shop: TestBackOffice,
  email: string,
  password: string,
  secondFactor?: (step: StaffSecondFactorStep) => { code: string } | { recovery_code: string },
): Promise<StaffClient> {
  const post = (path: string, body: unknown) => fetch(`${shop.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let response = await post(adminCalls.staff.signIn.path, { email, password });
  if (response.status !== 200) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  const answer = adminCalls.staff.signIn.response.parse(await response.json()).data;
  let data = sessionOfSignIn(answer);
  if (!data) {
    if ('csrf_token' in answer || !secondFactor) throw new Error(`staff sign-in asks for a second factor (${JSON.stringify(answer)})`);
    response = await post(adminCalls.staff.secondFactor.path, { challenge: answer.challenge, ...secondFactor(answer) });
    if (response.status !== 200) throw new Error(`second factor failed: ${response.status} ${await response.text()}`);
    data = adminCalls.staff.secondFactor.response.parse(await response.json()).data;
  }
  return staffClient(shop, email, response.headers.get('set-cookie') ?? '', data);
}

/**
 * Signs in where the role requires a second factor and the account has none yet (production's
 * admins): the password, the set-up with the sign-in's challenge, the first code. Answers the client,
 * the secret (to make later codes with `codeAt`) and the session cookie as set.
 */
export async function signInSettingUpSecondFactor(shop: TestBackOffice, email: string, password: string): Promise<StaffClient & { secret: string; setCookie: string }> {
  const post = (path: string, body: unknown) => call(`${shop.apiUrl}${path}`, { method: 'POST', body });
  const step = adminCalls.staff.signIn.response.parse((await post(adminCalls.staff.signIn.path, { email, password })).body).data;
  if ('csrf_token' in step || step.second_factor !== 'enrol') throw new Error(`expected the set-up step, got ${JSON.stringify(step)}`);
  const { secret } = adminCalls.twoFactor.enrol.response.parse((await post(adminCalls.twoFactor.enrol.path, { challenge: step.challenge })).body).data;
  const confirmed = await post(adminCalls.twoFactor.confirm.path, { challenge: step.challenge, code: codeAt(secret, shop.backOffice.deps.now()) });
  const { session } = adminCalls.twoFactor.confirm.response.parse(confirmed.body).data;
  if (!session) throw new Error('the set-up at sign-in opened no session');
  const setCookie = confirmed.headers.get('set-cookie') ?? '';
  return { ...staffClient(shop, email, setCookie, session), secret, setCookie };
}

function staffClient(shop: TestBackOffice, email: string, setCookie: string, data: StaffSession): StaffClient {
  const cookie = setCookie.split(';')[0] ?? '';
  return {
    customerId: data.customer_id,
    email,
    cookie,
    csrf: data.csrf_token,
    call: (path, options = {}) => {
      const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
      const csrf = options.csrf === undefined ? data.csrf_token : options.csrf;
      const headers: Record<string, string> = { cookie, ...(method !== 'GET' && csrf !== null ? { [ADMIN_CSRF_HEADER]: csrf } : {}) };
      return call(`${shop.apiUrl}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: options.body }) });
    },
  };
}
