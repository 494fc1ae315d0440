// The admin's reads of customers: the searchable list, and for one customer the account, its
// addresses, orders and newsletter state. Reads across the customer, order and newsletter tables
// (writes go through the customer module).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type CustomerSearch = { q?: string | undefined; kind: 'accounts' | 'guests' | 'all'; tag?: string | undefined; offset: number; limit: number };

/** The customers the list's filters select. The search matches parts of the email, first or last name, "first last", customer number or company. */
function filteredCustomers(db: Db, search: Omit<CustomerSearch, 'offset' | 'limit'>) {
  let base = db.selectFrom('customer as c');
  if (search.kind === 'accounts') base = base.where('c.is_guest', '=', 0);
  if (search.kind === 'guests') base = base.where('c.is_guest', '=', 1);
  if (search.tag !== undefined) {
    const tag = search.tag.toLowerCase();
    base = base.where((eb) => eb.exists(eb.selectFrom('customer_tag as t').select(sql.lit(1).as('one')).whereRef('t.customer_id', '=', 'c.id').where(sql<boolean>`lower(t.tag) = ${tag}`)));
  }
  const q = search.q?.trim();
  if (q) {
    base = base.where((eb) =>
      eb.or([
        containsIgnoringCase('c.email', q),
        containsIgnoringCase('c.firstname', q),
        containsIgnoringCase('c.lastname', q),
        containsIgnoringCase('c.ref', q),
        containsIgnoringCase('c.company', q),
        eb(eb.fn('lower', [eb(eb(eb.ref('c.firstname'), '||', ' '), '||', eb.ref('c.lastname'))]), '=', q.toLowerCase()),
      ]),
    );
  }
  return base;
}

/** The ids of the customers the list's filters select, by id from `afterId` on: the export reads them a page at a time. */
export async function customerIdsPage(db: Db, search: Omit<CustomerSearch, 'offset' | 'limit'>, afterId: number, limit: number): Promise<number[]> {
  const rows = await filteredCustomers(db, search).select('c.id').where('c.id', '>', afterId).orderBy('c.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Newest first (see filteredCustomers). */
export async function searchCustomers(db: Db, search: CustomerSearch) {
  const base = filteredCustomers(db, search);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'c.id',
        'c.ref',
        'c.email',
        'c.firstname',
        'c.lastname',
        'c.company',
        'c.country_id',
        'c.is_guest',
        'c.role',
        'c.blocked_at',
        'c.created_at',
        eb.selectFrom('shop_order as o').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('o.customer_id', '=', 'c.id').as('order_count'),
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(search.offset)
      .limit(search.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findCustomerAccount(db: DbOrTrx, id: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'ref', 'email', 'title_id', 'firstname', 'lastname', 'country_id', 'lang', 'company', 'vat_id', 'buyer_reference', 'is_company', 'exclude_vat', 'role', 'is_guest', 'blocked_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listAddressesOf(db: Db, customerId: number) {
  return db
    .selectFrom('address')
    .select(['id', 'label', 'firstname', 'lastname', 'company', 'street', 'street_number', 'address_extra', 'zipcode', 'city', 'country_id', 'phone', 'is_default'])
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

/** The customer's orders, newest first (at most `limit`). */
export function listOrdersOf(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('shop_order')
    .select(['id', 'ref', 'created_at', 'status', 'total_taxed_cents', 'currency_code'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findNewsletterStateOf(db: Db, email: string) {
  return db.selectFrom('newsletter_subscription').select(['status', 'updated_at']).where('email', '=', email).executeTakeFirst();
}
