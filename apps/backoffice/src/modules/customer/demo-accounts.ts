// Demo accounts of the demo shop, written at the end of the seed:
// - admin@example.com / admin1234: an admin (the storefront shows the admin bar), Austrian shop.
// - firma@example.com / firma1234: a company customer (Bad & Co GmbH, VAT id ATU13585627), Austrian
//   shop: it sees net prices (decision 014), VAT added in the totals (0 % in the 0-VAT categories);
//   same country as its VAT id: VAT is charged.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findStateByTitle, insertAddress } from './address-repository.ts';
import { insertCustomer } from './customer-repository.ts';
import { hashPassword } from './passwords.ts';

export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'admin1234' },
  company: { email: 'firma@example.com', password: 'firma1234', vatId: 'ATU13585627' },
} as const;

const AUSTRIA = 13;
/** Wien in the seeded states. */
const VIENNA_STATE = 109;

export async function seedDemoAccounts(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const [adminHash, companyHash] = await Promise.all([hashPassword(demoAccounts.admin.password), hashPassword(demoAccounts.company.password)]);
  const vienna = await findStateByTitle(db, AUSTRIA, 'Wien');
  const stateId = vienna?.id ?? VIENNA_STATE;
  const people = [
    {
      customer: {
        ref: 'C0000000001',
        email: demoAccounts.admin.email,
        password_hash: adminHash,
        title_id: 2,
        firstname: 'Anna',
        lastname: 'Admin',
        company: null,
        vat_id: null,
        is_company: 0,
        exclude_vat: 0,
        role: 'admin' as const,
      },
      address: { label: 'Büro', title_id: 2, firstname: 'Anna', lastname: 'Admin', company: null, street: 'Mariahilfer Straße', street_number: '12' },
    },
    {
      customer: {
        ref: 'C0000000002',
        email: demoAccounts.company.email,
        password_hash: companyHash,
        title_id: 3,
        firstname: 'Franz',
        lastname: 'Firmeninhaber',
        company: 'Bad & Co GmbH',
        vat_id: demoAccounts.company.vatId,
        is_company: 1,
        exclude_vat: 0,
        role: 'customer' as const,
      },
      address: { label: 'Firma', title_id: 3, firstname: 'Franz', lastname: 'Firmeninhaber', company: 'Bad & Co GmbH', street: 'Wiedner Hauptstraße', street_number: '40' },
    },
  ];
  for (const person of people) {
    const row = await insertCustomer(db, { ...person.customer, is_guest: 0, country_id: AUSTRIA, lang: 'de', created_at: at, updated_at: at });
    await insertAddress(db, {
      ...person.address,
      customer_id: row.id,
      address_extra: null,
      zipcode: '1040',
      city: 'Wien',
      country_id: AUSTRIA,
      state_id: stateId,
      phone: '+43 1 234 56 78',
      cellphone: null,
      is_default: 1,
      created_at: at,
    });
  }
}
