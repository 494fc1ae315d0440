// What the cart reads about the customer who owns it: VAT flags for pricing, country for a new cart.
import type { Db } from '../../db/connect.ts';

export async function findBuyerFlags(db: Db, customerId: number) {
  return db.selectFrom('customer').select(['id', 'email', 'exclude_vat', 'is_company', 'is_guest']).where('id', '=', customerId).executeTakeFirst();
}

export async function findCustomerCountry(db: Db, customerId: number) {
  return db.selectFrom('customer').select('country_id').where('id', '=', customerId).executeTakeFirst();
}
