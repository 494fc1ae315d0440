// The rows privacy in the account reads and changes (issue 17): a customer's data for the export,
// the anonymisation of a deleted account, and pending email changes. Orders and newsletter rows are
// read here by the customer's id and email, as the admin's customer page reads them.
import type { Insertable } from 'kysely';
import type { EmailChangeTokenTable } from '../../db/schema.ts';
import type { CustomerRow, DbOrTrx } from './customer-repository.ts';

const addressColumns = ['firstname', 'lastname', 'company', 'street', 'street_number', 'address_extra', 'zipcode', 'city', 'country_id', 'phone'] as const;

export function listAddressesForExport(db: DbOrTrx, customerId: number) {
  return db
    .selectFrom('address')
    .select([...addressColumns, 'label', 'is_default'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

export async function listOrdersForExport(db: DbOrTrx, customerId: number) {
  const orders = await db
    .selectFrom('shop_order')
    .select(['id', 'ref', 'created_at', 'status', 'customer_email', 'total_taxed_cents', 'currency_code', 'payment_code', 'customer_note'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const lines = await db.selectFrom('order_line').select(['order_id', 'ref', 'title', 'quantity', 'line_taxed_cents']).where('order_id', 'in', ids).orderBy('position').execute();
  const addresses = await db.selectFrom('order_address').select(['order_id', 'kind', ...addressColumns]).where('order_id', 'in', ids).execute();
  return orders.map((order) => ({
    order,
    lines: lines.filter((line) => line.order_id === order.id),
    addresses: addresses.filter((address) => address.order_id === order.id),
  }));
}

export function findNewsletterForExport(db: DbOrTrx, email: string) {
  return db.selectFrom('newsletter_subscription').select(['status', 'created_at', 'confirmed_at', 'unsubscribed_at']).where('email', '=', email).executeTakeFirst();
}

export function listReviewsForExport(db: DbOrTrx, customerId: number) {
  return db.selectFrom('product_comment').select(['product_id', 'author', 'rating', 'title', 'content', 'created_at']).where('customer_id', '=', customerId).orderBy('id').execute();
}

/** The address a deleted account keeps: unique per account, never deliverable (.invalid, RFC 2606). */
export function deletedEmailOf(customer: CustomerRow): string {
  return `deleted-${customer.ref.toLowerCase()}@deleted.invalid`;
}

/**
 * Deletes the account in the caller's transaction. One conditional update on the row (only an
 * account not deleted yet; of two simultaneous deletions one does the work): the name, password,
 * company data and email go, the token version moves on (every session ends). Then addresses, open
 * links, the newsletter subscription, carts and the name on reviews. Orders stay for the invoices
 * and bookkeeping; their copy of the email address is replaced, their invoice and delivery
 * addresses stay (they are part of the invoice).
 */
export async function anonymiseAccount(trx: DbOrTrx, customer: CustomerRow, at: string): Promise<boolean> {
  const placeholder = deletedEmailOf(customer);
  const done = await trx
    .updateTable('customer')
    .set((eb) => ({
      email: placeholder,
      password_hash: null,
      firstname: '-',
      lastname: '-',
      company: null,
      vat_id: null,
      vat_id_status: null,
      vat_checked_at: null,
      is_company: 0,
      exclude_vat: 0,
      is_guest: 1,
      guest_identifier: null,
      token_version: eb('token_version', '+', 1),
      deleted_at: at,
      updated_at: at,
    }))
    .where('id', '=', customer.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('address').where('customer_id', '=', customer.id).execute();
  await trx.deleteFrom('password_reset_token').where('customer_id', '=', customer.id).execute();
  await trx.deleteFrom('email_change_token').where('customer_id', '=', customer.id).execute();
  await trx.deleteFrom('newsletter_subscription').where('email', '=', customer.email).execute();
  await trx.updateTable('cart').set({ customer_id: null }).where('customer_id', '=', customer.id).execute();
  await trx.updateTable('product_comment').set({ author: '-' }).where('customer_id', '=', customer.id).execute();
  await trx.updateTable('shop_order').set({ customer_email: placeholder, guest_identifier: null }).where('customer_id', '=', customer.id).execute();
  return true;
}

export async function insertEmailChange(db: DbOrTrx, values: Insertable<EmailChangeTokenTable>): Promise<void> {
  await db.insertInto('email_change_token').values(values).execute();
}

export function findEmailChangeByHash(db: DbOrTrx, tokenHash: string) {
  return db.selectFrom('email_change_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks an open link used; of two simultaneous uses only one gets true. */
export async function claimEmailChange(db: DbOrTrx, id: number, at: string): Promise<boolean> {
  const claimed = await db.updateTable('email_change_token').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Earlier links of the customer stop working: only the newest requested address can be confirmed. */
export async function retireEmailChanges(db: DbOrTrx, customerId: number, at: string): Promise<void> {
  await db.updateTable('email_change_token').set({ used_at: at }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}

/**
 * The new address, and every session ends (tokens carry the email). Only while the account is not
 * deleted; the unique email column refuses an address another account took meanwhile.
 */
export async function setEmail(db: DbOrTrx, customerId: number, email: string, at: string): Promise<boolean> {
  const done = await db
    .updateTable('customer')
    .set((eb) => ({ email, token_version: eb('token_version', '+', 1), updated_at: at }))
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
