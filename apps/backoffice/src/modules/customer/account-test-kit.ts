// Helpers the account, address, newsletter and mail suites share: a shopper's requests, a
// registration body, reading the outbox through the dev pages. For tests only.
import { randomBytes } from 'node:crypto';
import { calls, type RegisterBody, type Session } from '@shop/contract';
import { expect } from 'vitest';
import { call, type TestBackOffice } from '../../testing/test-backoffice.ts';

export type Answer = Awaited<ReturnType<typeof call>>;

/** A documentation address (RFC 5737), different for every caller of this function. */
let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(4).toString('hex')}@example.org`;
}

export const austrianAddress = {
  label: 'Zuhause',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Mariahilfer Straße',
  street_number: '1',
  zipcode: '1060',
  city: 'Wien',
  country_id: 13,
  state_id: 109,
  phone: '+43 664 1234567',
} as const;

export const germanAddress = {
  label: 'Büro',
  firstname: 'Max',
  lastname: 'Mustermann',
  street: 'Hauptstraße',
  street_number: '12a',
  zipcode: '10115',
  city: 'Berlin',
  country_id: 5,
  state_id: 3,
  phone: '030 12345678',
} as const;

export const romanianAddress = {
  label: 'Acasă',
  firstname: 'Ioana',
  lastname: 'Popescu',
  street: 'Strada Lipscani',
  street_number: '5',
  zipcode: '030031',
  city: 'București',
  country_id: 146,
  state_id: 210,
  phone: '0721 123 456',
} as const;

export function registration(email: string, overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    title_id: 2,
    firstname: 'Erika',
    lastname: 'Muster',
    email,
    email_confirm: email,
    password: 'geheim123',
    password_confirm: 'geheim123',
    locale: 'de_AT',
    address: { ...austrianAddress },
    ...overrides,
  };
}

export function shopper(shop: TestBackOffice, options: { ip?: string; identifier?: string } = {}) {
  const ip = options.ip ?? freshIp();
  const guestHeaders = {
    ...shop.guest,
    'x-forwarded-for': ip,
    ...(options.identifier ? { 'x-user-identifier': options.identifier } : {}),
  };
  const api = (path: string) => `${shop.apiUrl}${path}`;
  return {
    ip,
    guestHeaders,
    post: (path: string, body: unknown, token?: string) =>
      call(api(path), { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}`, 'x-forwarded-for': ip } : guestHeaders }),
    get: (path: string, token?: string) => call(api(path), { headers: token ? { authorization: `Bearer ${token}` } : guestHeaders }),
    send: (method: string, url: string, body: unknown, token?: string) =>
      call(url, { method, ...(body === undefined ? {} : { body }), headers: token ? { authorization: `Bearer ${token}` } : guestHeaders }),
  };
}

/** Registers and returns the session (asserting success). */
export async function registerCustomer(shop: TestBackOffice, body: RegisterBody): Promise<Session> {
  const answer = await shopper(shop).post('/api/customer/register', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return calls.backoffice.register.response.parse(answer.body).data;
}

export async function logIn(shop: TestBackOffice, email: string, password: string): Promise<Answer> {
  return shopper(shop).post('/api/customer/login', { email, password });
}

export type OutboxMail = { id: number; kind: string; to: string; subject: string; text: string; html: string | null; sent_at: string | null };

/** The mails to an address, newest first, through the JSON dev page. */
export async function mailsTo(shop: TestBackOffice, email: string): Promise<OutboxMail[]> {
  const answer = await call(`${shop.apiUrl}/dev/mails.json?to=${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { mails: OutboxMail[] }).mails;
}

/** The value of a query parameter in the first link of a mail's text that contains `path`. */
export function linkParam(text: string, path: string, name: string): { url: URL; value: string } {
  const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(link);
  const value = url.searchParams.get(name);
  if (!value) throw new Error(`no ${name} in ${link}`);
  return { url, value };
}

export async function countRows(shop: TestBackOffice, table: 'customer' | 'address' | 'mail_outbox' | 'newsletter_subscription' | 'password_reset_token'): Promise<number> {
  const row = await shop.backOffice.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function errorCodeOf(answer: Answer): string | undefined {
  return (answer.body as { error?: { code?: string } }).error?.code;
}

export function fieldsOf(answer: Answer): { path: string; message: string }[] {
  return (answer.body as { error?: { fields?: { path: string; message: string }[] } }).error?.fields ?? [];
}
