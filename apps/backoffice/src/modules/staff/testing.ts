// Test entry of the staff module: a staff member of a given role, signed in to the admin like the
// admin app does it (the sign-in call, the session cookie, the CSRF header on writes).
import { ADMIN_CSRF_HEADER, adminCalls, type AccountRole } from '@shop/contract/admin';
import { call, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';

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

export async function signInStaff(shop: TestBackOffice, email: string, password: string): Promise<StaffClient> {
  const response = await fetch(`${shop.apiUrl}${adminCalls.staff.signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { data } = adminCalls.staff.signIn.response.parse(await response.json());
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
