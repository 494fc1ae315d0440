// The customer's address book: list, add, change, delete, choose the default. A customer only ever
// touches their own addresses: another customer's address id is answered 404 and nothing changes.
// Guests have no address book; their addresses come only through the guest checkout call.
import { ADDRESS_LIST_LIMIT, fieldMessages, type Address, type AddressFields } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { isForeignKeyViolation } from '../../db/database-errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  addressValues,
  countAddresses,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddressRows,
  makeDefault,
  stateBelongsToCountry,
  toAddress,
  toAddresses,
  updateOwnAddress,
} from './address-repository.ts';
import type { CustomerRow, DbOrTrx } from './customer-repository.ts';

/** The state must be one of the address country's states (GET county/{countryId}). */
export async function assertStateOfCountry(db: DbOrTrx, fields: Pick<AddressFields, 'state_id' | 'country_id'>, path = 'state_id'): Promise<void> {
  if (!(await stateBelongsToCountry(db, fields.state_id, fields.country_id))) {
    throw new AppError('validation_failed', { fields: [{ path, message: fieldMessages.state_invalid }] });
  }
}

export async function listAddresses(db: DbOrTrx, customer: CustomerRow, limit: number): Promise<Address[]> {
  return toAddresses(db, await listAddressRows(db, customer.id, limit), customer.lang);
}

export async function createAddress(db: Db, customer: CustomerRow, fields: AddressFields & { is_default?: boolean | undefined }, at: string): Promise<Address> {
  await assertStateOfCountry(db, fields);
  return db.transaction().execute(async (trx) => {
    const count = await countAddresses(trx, customer.id);
    // The list call shows at most 100; more would silently disappear from the address book.
    if (count >= ADDRESS_LIST_LIMIT) {
      throw new AppError('validation_failed', { message: `An address book holds at most ${ADDRESS_LIST_LIMIT} addresses.`, fields: [] });
    }
    const isDefault = fields.is_default === true || count === 0;
    const row = await insertAddress(trx, { ...addressValues(fields), customer_id: customer.id, is_default: isDefault ? 1 : 0, created_at: at });
    if (isDefault) await makeDefault(trx, customer.id, row.id);
    return toAddress(trx, { ...row, is_default: isDefault ? 1 : 0 }, customer.lang);
  });
}

export async function updateAddress(
  db: Db,
  customer: CustomerRow,
  addressId: number,
  fields: AddressFields & { is_default?: boolean | undefined },
): Promise<Address> {
  const existing = await findOwnAddress(db, customer.id, addressId);
  if (!existing) throw notFound('not_found', 'Address not found');
  await assertStateOfCountry(db, fields);
  return db.transaction().execute(async (trx) => {
    await updateOwnAddress(trx, customer.id, addressId, addressValues(fields));
    if (fields.is_default === true) await makeDefault(trx, customer.id, addressId);
    const row = await findOwnAddress(trx, customer.id, addressId);
    if (!row) throw notFound('not_found', 'Address not found');
    return toAddress(trx, row, customer.lang);
  });
}

export async function setDefaultAddress(db: Db, customer: CustomerRow, addressId: number): Promise<Address> {
  const existing = await findOwnAddress(db, customer.id, addressId);
  if (!existing) throw notFound('not_found', 'Address not found');
  await db.transaction().execute((trx) => makeDefault(trx, customer.id, addressId));
  return toAddress(db, { ...existing, is_default: 1 }, customer.lang);
}

export async function deleteAddress(db: Db, customer: CustomerRow, addressId: number): Promise<void> {
  const existing = await findOwnAddress(db, customer.id, addressId);
  if (!existing) throw notFound('not_found', 'Address not found');
  // The default address is the customer's invoice address (ADDRESS_ID): another one must take its
  // place first.
  if (existing.is_default === 1) {
    throw new AppError('forbidden', { message: 'The default address cannot be deleted. Choose another default address first.' });
  }
  try {
    await deleteOwnAddress(db, customer.id, addressId);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('forbidden', { message: 'This address belongs to an order and cannot be deleted.' });
    throw error;
  }
}
