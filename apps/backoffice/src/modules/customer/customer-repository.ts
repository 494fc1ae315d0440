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
  return db.selectFrom('customer').select(['id', 'email', 'is_guest', 'role', 'blocked_at', 'token_version']).where('id', '=', id).executeTakeFirst();
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

/**
 * Blocks an account (it signs in nowhere, and every token it holds stops working: the version
 * moves on) or unblocks it. One conditional update; false when it was in that state already.
 */
export async function setAccountBlocked(db: DbOrTrx, id: number, blocked: boolean, at: string): Promise<boolean> {
  const result = blocked
    ? await db
        .updateTable('customer')
        .set((eb) => ({ blocked_at: at, token_version: eb('token_version', '+', 1), updated_at: at }))
        .where('id', '=', id)
        .where('blocked_at', 'is', null)
        .executeTakeFirst()
    : await db.updateTable('customer').set({ blocked_at: null, updated_at: at }).where('id', '=', id).where('blocked_at', 'is not', null).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

export type CompanyData = { company: string | null; vat_id: string | null; is_company: boolean; exclude_vat: boolean; buyer_reference: string | null };

/** The account's company name, VAT id and VAT exemption (set by the admin after a VAT-id check: the id is verified). */
export async function setCompanyData(db: DbOrTrx, id: number, data: CompanyData, at: string): Promise<void> {
  await db
    .updateTable('customer')
    .set({
      company: data.company,
      vat_id: data.vat_id,
      buyer_reference: data.buyer_reference,
      vat_id_status: data.vat_id === null ? null : 'verified',
      vat_checked_at: data.vat_id === null ? null : at,
      is_company: data.is_company ? 1 : 0,
      exclude_vat: data.exclude_vat ? 1 : 0,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Locks the account's row for the rest of the caller's transaction (a write that changes nothing,
 * so it works the same on SQLite and PostgreSQL): admin actions that read, decide and write one
 * account run one after another.
 */
export async function lockCustomerRow(db: DbOrTrx, id: number): Promise<void> {
  await db.updateTable('customer').set((eb) => ({ token_version: eb.ref('token_version') })).where('id', '=', id).execute();
}
