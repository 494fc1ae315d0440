// A customer as the storefront sees it (contract `customerSchema`, spec section 3): legacy
// upper-case names, the address fields are those of the default address. Never the password hash.
import type { Customer } from '@shop/contract';
import { defaultAddressOf, toAddress } from './address-repository.ts';
import type { CustomerRow, DbOrTrx } from './customer-repository.ts';

export async function toCustomer(db: DbOrTrx, row: CustomerRow): Promise<Customer> {
  const addressRow = await defaultAddressOf(db, row.id);
  const address = addressRow ? await toAddress(db, addressRow, row.lang) : null;
  return {
    ID: row.id,
    ADDRESS_ID: address?.id ?? null,
    EMAIL: row.email,
    FIRSTNAME: row.firstname,
    LASTNAME: row.lastname,
    REF: row.ref,
    COMPANY: row.company,
    TITLE: row.title_id,
    ADDRESS_FIRSTNAME: address?.firstname ?? null,
    ADDRESS_LASTNAME: address?.lastname ?? null,
    ADDRESS1: address?.street ?? null,
    ADDRESS2: address?.street_number ?? null,
    ADDRESS3: address?.address_extra ?? null,
    CITY: address?.city ?? null,
    COUNTRY_TITLE: address?.country_title ?? null,
    COUNTRY_ID: address?.country_id ?? null,
    STATE_TITLE: address?.state_title ?? null,
    STATE_ID: address?.state_id ?? null,
    CELLPHONE: address?.cellphone ?? null,
    PHONE: address?.phone ?? null,
    ZIPCODE: address?.zipcode ?? null,
    ADDRESS_TITLE_ID: address?.title_id ?? null,
  };
}
