// What the checkout calls read beyond the entries of cart, orders and delivery: the buyer's
// addresses, states, pickup points and the store's bank details. Reads only.
import type { Db } from '../../db/connect.ts';

/** The customer's addresses among the ids; another customer's address is not found. */
export async function addressesOfCustomer(db: Db, customerId: number, ids: number[]) {
  return db.selectFrom('address').selectAll().where('customer_id', '=', customerId).where('id', 'in', ids).execute();
}

export async function stateInCountry(db: Db, stateId: number, countryId: number) {
  return db.selectFrom('state').select('id').where('id', '=', stateId).where('country_id', '=', countryId).executeTakeFirst();
}

/** The store of a country (bank details for a transfer); throws when the country has none. */
export async function storeOfCountry(db: Db, countryId: number) {
  return db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirstOrThrow();
}

export async function isLocalPickupModule(db: Db, moduleId: number): Promise<boolean> {
  const module = await db.selectFrom('delivery_module').select('is_local_pickup').where('id', '=', moduleId).executeTakeFirstOrThrow();
  return module.is_local_pickup === 1;
}

export async function findPickupPoint(db: Db, pointId: number) {
  return db.selectFrom('local_pickup_point').selectAll().where('id', '=', pointId).executeTakeFirstOrThrow();
}

/** An active pickup point in the country. */
export async function findOpenPickupPoint(db: Db, pointId: number, countryId: number) {
  return db.selectFrom('local_pickup_point').selectAll().where('id', '=', pointId).where('active', '=', 1).where('country_id', '=', countryId).executeTakeFirst();
}
