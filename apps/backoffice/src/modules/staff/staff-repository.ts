// Staff sessions, roles and the audit log.
import type { AccountRole } from '@shop/contract/admin';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/migrations/column-kinds.ts';
import type { Database } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export async function insertStaffSession(
  db: DbOrTrx,
  row: { token_hash: string; customer_id: number; csrf_token: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('staff_session')
    .values({ ...row, last_seen_at: row.created_at })
    .execute();
}

/** A session with the account behind it, as the account is now. */
export function findStaffSession(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .select(['s.token_hash', 's.csrf_token', 's.created_at', 's.last_seen_at', 'c.id as customer_id', 'c.email', 'c.firstname', 'c.lastname', 'c.role', 'c.blocked_at', 'c.is_guest'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchStaffSession(db: DbOrTrx, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('staff_session').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteStaffSession(db: DbOrTrx, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every admin session of an account (role taken away, account blocked). */
export async function deleteStaffSessionsOf(db: DbOrTrx, customerId: number): Promise<void> {
  await db.deleteFrom('staff_session').where('customer_id', '=', customerId).execute();
}

/** Sessions idle since before the cutoff: gone. */
export async function deleteIdleStaffSessions(db: DbOrTrx, idleSince: string): Promise<void> {
  await db.deleteFrom('staff_session').where('last_seen_at', '<', idleSince).execute();
}

export async function insertAuditRow(
  db: DbOrTrx,
  row: { actor_id: number | null; actor_email: string; action: string; entity: string; entity_id: string; before_json: string | null; after_json: string | null; created_at: string },
): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export type AuditFilter = {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Part of the actor's email, first or last name. */
  actor?: string | undefined;
  /** ISO instants: at or after `from`, before `until`. */
  from?: string | undefined;
  until?: string | undefined;
  offset: number;
  limit: number;
};

/** The log's lines, newest first, with the actor's name as the account has it now. */
export async function listAuditRows(db: DbOrTrx, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as l').leftJoin('customer as who', 'who.id', 'l.actor_id');
  if (filter.entity) query = query.where('l.entity', '=', filter.entity);
  if (filter.entityId) query = query.where('l.entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('l.created_at', '>=', filter.from);
  if (filter.until) query = query.where('l.created_at', '<', filter.until);
  if (filter.actor) {
    const actor = filter.actor;
    query = query.where((eb) => eb.or([containsIgnoringCase('l.actor_email', actor), containsIgnoringCase('who.firstname', actor), containsIgnoringCase('who.lastname', actor)]));
  }
  const [rows, count] = await Promise.all([
    query
      .select(['l.id', 'l.actor_email', 'l.action', 'l.entity', 'l.entity_id', 'l.before_json', 'l.after_json', 'l.created_at', 'who.firstname', 'who.lastname'])
      .orderBy('l.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The name and number of the objects the lines are about, as they are now, for the kinds the log
 * names most (orders, customers, products, coupons); the others are named by kind and number.
 */
export async function auditObjectLabels(db: DbOrTrx, lines: readonly { entity: string; entity_id: string }[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (entity: string) => [...new Set(lines.filter((line) => line.entity === entity).map((line) => Number(line.entity_id)).filter((id) => Number.isSafeInteger(id) && id > 0))];
  const [orders, customers, products, coupons] = [idsOf('order'), idsOf('customer'), idsOf('product'), idsOf('coupon')];
  if (orders.length > 0) for (const row of await db.selectFrom('shop_order').select(['id', 'ref']).where('id', 'in', orders).execute()) labels.set(`order:${row.id}`, row.ref);
  if (customers.length > 0) {
    for (const row of await db.selectFrom('customer').select(['id', 'firstname', 'lastname', 'email']).where('id', 'in', customers).execute()) {
      const name = `${row.firstname} ${row.lastname}`.trim();
      labels.set(`customer:${row.id}`, name ? `${name} (${row.email})` : row.email);
    }
  }
  if (products.length > 0) {
    const rows = await db
      .selectFrom('product as p')
      .leftJoin('product_i18n as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', 'de'))
      .select(['p.id', 'p.ref', 't.title'])
      .where('p.id', 'in', products)
      .execute();
    for (const row of rows) labels.set(`product:${row.id}`, row.title ? `${row.title} (${row.ref})` : row.ref);
  }
  if (coupons.length > 0) for (const row of await db.selectFrom('coupon').select(['id', 'code']).where('id', 'in', coupons).execute()) labels.set(`coupon:${row.id}`, row.code);
  return labels;
}

export function findAccountByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('customer').select(['id', 'email', 'role', 'is_guest']).where('email', '=', email).executeTakeFirst();
}

/** The account with its name, for a staff member signing in. */
export function findStaffAccount(db: DbOrTrx, customerId: number) {
  return db.selectFrom('customer').select(['id', 'email', 'firstname', 'lastname', 'role', 'is_guest', 'blocked_at']).where('id', '=', customerId).executeTakeFirst();
}

export function findAccountRole(db: DbOrTrx, customerId: number) {
  return db.selectFrom('customer').select(['id', 'email', 'role', 'is_guest', 'blocked_at']).where('id', '=', customerId).executeTakeFirst();
}

/** The key of the lock that changes taking rights from an account wait on (PostgreSQL's advisory locks). */
const ACCOUNT_RIGHTS_LOCK = 7_262_038;

/**
 * Until the transaction ends, changes that take rights from an account (a block, a lower role) run
 * one after the other: a transaction-scoped advisory lock on PostgreSQL, taken before any row is
 * locked (one lock, so no two of them can wait on each other); on SQLite the one writer, claimed by
 * a no-op write.
 */
export async function lockAccountRights(db: DbOrTrx, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_RIGHTS_LOCK})`.execute(db);
    return;
  }
  await db.updateTable('customer').set((eb) => ({ token_version: eb.ref('token_version') })).where('id', '=', 0).execute();
}

/** Admins who can sign in (not blocked), other than `exceptId`. */
export async function countOtherActiveAdmins(db: DbOrTrx, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('customer')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('blocked_at', 'is', null)
    .where('is_guest', '=', 0)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the role if it still is `from`; answers whether it did. */
export async function updateAccountRole(db: DbOrTrx, customerId: number, change: { from: AccountRole; to: AccountRole }, at: string): Promise<boolean> {
  const result = await db.updateTable('customer').set({ role: change.to, updated_at: at }).where('id', '=', customerId).where('role', '=', change.from).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
