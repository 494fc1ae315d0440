// Address rows and their answer shape (contract `addressSchema`): country and state titles come
// with them, in the customer's language.
import { postalAddressOf } from './postal-address.ts';
import type { Address, AddressFields } from '@shop/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AddressTable } from '../../db/schema.ts';
import type { DbOrTrx } from './customer-repository.ts';

export type AddressRow = Selectable<AddressTable>;

/** The stored form of the address form fields: empty optional texts become null. */
export function addressValues(fields: AddressFields): Omit<Insertable<AddressTable>, 'customer_id' | 'created_at' | 'is_default'> {
  const orNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return {
    label: fields.label,
    title_id: fields.title_id ?? null,
    firstname: fields.firstname,
    lastname: fields.lastname,
    company: orNull(fields.company),
    street: fields.street,
    street_number: fields.street_number,
    address_extra: orNull(fields.address_extra),
    zipcode: fields.zipcode,
    city: fields.city,
    country_id: fields.country_id,
    state_id: fields.state_id,
    phone: orNull(fields.phone),
    cellphone: orNull(fields.cellphone),
  };
}

export async function countryExists(db: DbOrTrx, countryId: number): Promise<boolean> {
  const row = await db.selectFrom('country').select('id').where('id', '=', countryId).executeTakeFirst();
  return row !== undefined;
}

/** A country's states by title (GET county/{countryId}). */
export function listStatesOfCountry(db: DbOrTrx, countryId: number) {
  return db.selectFrom('state').select(['id', 'title', 'code', 'country_id']).where('country_id', '=', countryId).orderBy('title').execute();
}

export function findStateByTitle(db: DbOrTrx, countryId: number, title: string) {
  return db.selectFrom('state').select('id').where('country_id', '=', countryId).where('title', '=', title).executeTakeFirst();
}

export async function stateBelongsToCountry(db: DbOrTrx, stateId: number, countryId: number): Promise<boolean> {
  const row = await db.selectFrom('state').select('id').where('id', '=', stateId).where('country_id', '=', countryId).executeTakeFirst();
  return row !== undefined;
}

export async function listAddressRows(db: DbOrTrx, customerId: number, limit = 100): Promise<AddressRow[]> {
  return db
    .selectFrom('address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every address of the customer, oldest first, without the list call's limit. */
export async function listAllAddressRows(db: DbOrTrx, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('address').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function countAddresses(db: DbOrTrx, customerId: number): Promise<number> {
  const count = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export async function updateOwnAddress(db: DbOrTrx, customerId: number, addressId: number, values: Updateable<AddressTable>): Promise<void> {
  await db.updateTable('address').set(values).where('id', '=', addressId).where('customer_id', '=', customerId).execute();
}

export async function deleteOwnAddress(db: DbOrTrx, customerId: number, addressId: number): Promise<void> {
  await db.deleteFrom('address').where('id', '=', addressId).where('customer_id', '=', customerId).execute();
}

export async function findOwnAddress(db: DbOrTrx, customerId: number, addressId: number): Promise<AddressRow | undefined> {
  return db.selectFrom('address').selectAll().where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
}

export async function defaultAddressOf(db: DbOrTrx, customerId: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Makes one address the customer's default and every other one not. */
export async function makeDefault(db: DbOrTrx, customerId: number, addressId: number): Promise<void> {
  await db.updateTable('address').set({ is_default: 0 }).where('customer_id', '=', customerId).where('id', '!=', addressId).execute();
  await db.updateTable('address').set({ is_default: 1 }).where('customer_id', '=', customerId).where('id', '=', addressId).execute();
}

export async function insertAddress(db: DbOrTrx, values: Insertable<AddressTable>): Promise<AddressRow> {
  return db.insertInto('address').values(values).returningAll().executeTakeFirstOrThrow();
}

type Titles = { countries: Map<number, string>; states: Map<number, string> };

async function titlesFor(db: DbOrTrx, rows: readonly AddressRow[], lang: string): Promise<Titles> {
  const countryIds = [...new Set(rows.map((row) => row.country_id))];
  const stateIds = [...new Set(rows.flatMap((row) => (row.state_id === null ? [] : [row.state_id])))];
  const [countries, states] = await Promise.all([
    countryIds.length
      ? db.selectFrom('country_i18n').select(['country_id', 'lang', 'title']).where('country_id', 'in', countryIds).execute()
      : [],
    stateIds.length ? db.selectFrom('state').select(['id', 'title']).where('id', 'in', stateIds).execute() : [],
  ]);
  // The customer's language, else English, else whatever there is.
  const rank = (rowLang: string) => (rowLang === lang ? 0 : rowLang === 'en' ? 1 : 2);
  const countryTitles = new Map<number, { rank: number; title: string }>();
  for (const row of countries) {
    const known = countryTitles.get(row.country_id);
    if (!known || rank(row.lang) < known.rank) countryTitles.set(row.country_id, { rank: rank(row.lang), title: row.title });
  }
  return {
    countries: new Map([...countryTitles].map(([id, entry]) => [id, entry.title])),
    states: new Map(states.map((row) => [row.id, row.title])),
  };
}

export async function toAddresses(db: DbOrTrx, rows: readonly AddressRow[], lang: string): Promise<Address[]> {
  if (rows.length === 0) return [];
  const titles = await titlesFor(db, rows, lang);
  return rows.map((row) => ({
    ...postalAddressOf(row),
    id: row.id,
    customer_id: row.customer_id,
    label: row.label,
    cellphone: row.cellphone,
    country_title: titles.countries.get(row.country_id) ?? '',
    state_title: row.state_id === null ? null : (titles.states.get(row.state_id) ?? null),
    is_default: row.is_default === 1,
  }));
}

export async function toAddress(db: DbOrTrx, row: AddressRow, lang: string): Promise<Address> {
  const [address] = await toAddresses(db, [row], lang);
  return address as Address;
}
