// Customer rows: plain functions taking the database or a transaction first (STYLE.md, point 8).
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, CustomerTable } from '../../db/schema.ts';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type CustomerRow = Selectable<CustomerTable>;

export async function findCustomerByEmail(db: DbOrTrx, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findCustomerById(db: DbOrTrx, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the token check needs of an account, and its admin right. */
export function findTokenAccount(db: DbOrTrx, id: number) {
  return db.selectFrom('customer').select(['id', 'email', 'is_guest', 'is_admin', 'token_version']).where('id', '=', id).executeTakeFirst();
}

/** A customer number shoppers can quote: C + 10 hex digits (unique; the column says so too). */
export function newCustomerRef(): string {
  return `C${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A new customer; a fresh customer number unless one is given (the demo accounts have fixed ones). */
export async function insertCustomer(db: DbOrTrx, values: Omit<Insertable<CustomerTable>, 'ref'> & { ref?: string }): Promise<CustomerRow> {
  return db
    .insertInto('customer')
    .values({ ...values, ref: values.ref ?? newCustomerRef() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCustomer(db: DbOrTrx, id: number, values: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customer').set(values).where('id', '=', id).execute();
}

/** Replaces the stored hash of an unchanged password (a rehash after login); a password changed meanwhile stays. */
export async function replacePasswordHash(db: DbOrTrx, id: number, stored: string, fresh: string): Promise<void> {
  await db.updateTable('customer').set({ password_hash: fresh }).where('id', '=', id).where('password_hash', '=', stored).execute();
}

/** Sets a new password and ends every session issued before (their token version is outdated). */
export async function setPassword(db: DbOrTrx, customer: CustomerRow, passwordHash: string, at: string): Promise<CustomerRow> {
  return db
    .updateTable('customer')
    .set((eb) => ({
      password_hash: passwordHash,
      is_guest: 0,
      guest_identifier: null,
      token_version: eb('token_version', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', customer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends every session of the customer: tokens of the version before are refused from now on. */
export async function endSessions(db: DbOrTrx, customerId: number, at: string): Promise<void> {
  await db
    .updateTable('customer')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: at }))
    .where('id', '=', customerId)
    .execute();
}
