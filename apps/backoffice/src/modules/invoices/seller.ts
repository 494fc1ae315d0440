// The seller as a document prints it: kept with the document when it is issued (seller_json), so
// a later change of the store info does not change an invoice already issued.
import type { Selectable } from 'kysely';
import type { StoreInfoTable } from '../../db/schema.ts';

export type Seller = {
  legalName: string;
  storeName: string;
  street: string;
  zipcode: string;
  city: string;
  region: string;
  /** ISO 3166 alpha-2 of the seller's country (the shop's country). */
  countryIso: string;
  vatId: string;
  taxNumber: string;
  tradeRegister: string;
  managingDirectors: string;
  phone: string;
  email: string;
  iban: string;
  bic: string;
  bankName: string;
};

export function sellerOfStoreInfo(row: Selectable<StoreInfoTable>, countryIso: string): Seller {
  return {
    legalName: row.legal_name || row.bank_account_holder || row.store_name,
    storeName: row.store_name,
    street: row.store_address1,
    zipcode: row.store_zipcode,
    city: row.store_city,
    region: row.region,
    countryIso,
    vatId: row.vat_id,
    taxNumber: row.tax_number,
    tradeRegister: row.trade_register,
    managingDirectors: row.managing_directors,
    phone: row.store_phone,
    email: row.store_email,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bank_name,
  };
}

const fields: readonly (keyof Seller)[] = [
  'legalName',
  'storeName',
  'street',
  'zipcode',
  'city',
  'region',
  'countryIso',
  'vatId',
  'taxNumber',
  'tradeRegister',
  'managingDirectors',
  'phone',
  'email',
  'iban',
  'bic',
  'bankName',
];

/** The seller kept with a document; fields it lacks read as ''. */
export function parseSeller(json: string): Seller {
  const raw = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, typeof raw[field] === 'string' ? raw[field] : ''])) as Seller;
}
