// Guests at the checkout, and turning a guest into a customer.
//
// Guest checkout identity: the email and addresses of a guest become a guest customer record, so
// the pay call can carry customer_id and address ids. The same email again reuses the record, and an
// address identical to one it has keeps its id. An email of a full account is refused with
// 'account_exists_for_email' (the storefront links to password recovery).
//
// A guest may order as a company: its name and VAT id are kept on the record (for the invoice), the
// id asked of VIES first (vat-id-verification.ts: unknown refused, unreachable kept as 'pending').
// A guest still buys at the gross prices the checkout showed (decision 022): its invoice address and
// VAT id are of the shop's country, so it is never VAT-exempt.
//
// Conversion: a guest sets a password on the order-placed page. Only the storefront session (user
// identifier) that created the guest record may do that. If another session checks out with the same
// email, that claim is dropped: nobody can start a guest record for someone else's email and later
// take over the orders its owner placed. The owner can always claim the record through password
// recovery, which proves the email.
import type { AddressFields, Session } from '@shop/contract';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { countryIdOfLocale } from '../shop/index.ts';
import { addressValues, insertAddress, listAllAddressRows, makeDefault, type AddressRow } from './address-repository.ts';
import { assertStateOfCountry } from './addresses.ts';
import { findCustomerByEmail, findCustomerById, insertCustomer, setPassword, updateCustomer, type DbOrTrx } from './customer-repository.ts';
import { hashPassword } from './passwords.ts';
import { sessionFor } from './session.ts';
import type { VatIdChecker } from './vat-id-check.ts';
import { verifyNewVatId, type NewVatIdStatus } from './vat-id-verification.ts';

export type GuestIdentity = { customer_id: number; invoice_address_id: number; delivery_address_id: number; vat_id_status: NewVatIdStatus | null };

type GuestData = {
  email: string;
  locale: string;
  invoice_address: AddressFields;
  delivery_address?: AddressFields | undefined;
  company?: { name: string; vat_id: string; buyer_reference?: string | undefined } | undefined;
};

function guestIdentifierOf(caller: Caller): string | null {
  return caller.kind === 'guest' && caller.userIdentifier.trim().length >= 8 ? caller.userIdentifier : null;
}

export async function guestCheckoutIdentity(deps: Deps, caller: Caller, data: GuestData, vatIdChecker: VatIdChecker): Promise<GuestIdentity> {
  const { db } = deps;
  await assertStateOfCountry(db, data.invoice_address, 'invoice_address.state_id');
  if (data.delivery_address) await assertStateOfCountry(db, data.delivery_address, 'delivery_address.state_id');
  // VIES before the transaction: a slow answer holds no lock.
  const vatIdStatus = data.company ? await verifyNewVatId(vatIdChecker, data.company.vat_id, 'company.vat_id') : null;
  const checkedAt = deps.now().toISOString();
  const shopCountryId = await countryIdOfLocale(db, data.locale);
  const identifier = guestIdentifierOf(caller);
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const at = deps.now().toISOString();
      const existing = await findCustomerByEmail(trx, data.email);
      if (existing && existing.is_guest === 0) throw new AppError('account_exists_for_email');
      const invoice = data.invoice_address;
      const person = {
        title_id: invoice.title_id ?? 1,
        firstname: invoice.firstname,
        lastname: invoice.lastname,
        company: data.company?.name ?? (invoice.company ? invoice.company : null),
        vat_id: data.company?.vat_id ?? null,
        buyer_reference: data.company?.buyer_reference || null,
        vat_id_status: vatIdStatus,
        vat_checked_at: vatIdStatus === null ? null : checkedAt,
        country_id: shopCountryId,
        lang: data.locale.slice(0, 2),
        updated_at: at,
      };
      let customerId: number;
      if (existing) {
        customerId = existing.id;
        const sameSession = identifier !== null && existing.guest_identifier === identifier;
        await updateCustomer(trx, customerId, { ...person, guest_identifier: sameSession ? identifier : null });
      } else {
        const row = await insertCustomer(trx, {
          ...person,
          email: data.email,
          password_hash: null,
          // Guests buy at gross prices: a company discount needs a verified account.
          is_company: 0,
          exclude_vat: 0,
          is_guest: 1,
          created_at: at,
          guest_identifier: identifier,
        });
        customerId = row.id;
      }
      const invoiceRow = await sameOrNewAddress(trx, customerId, invoice, at);
      await makeDefault(trx, customerId, invoiceRow.id);
      const deliveryRow = data.delivery_address ? await sameOrNewAddress(trx, customerId, data.delivery_address, at) : invoiceRow;
      return { customer_id: customerId, invoice_address_id: invoiceRow.id, delivery_address_id: deliveryRow.id, vat_id_status: vatIdStatus };
    });
  try {
    return await attempt();
  } catch (error) {
    // A second checkout with the same new email at the same moment: the record exists now.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

const comparedColumns = [
  'label',
  'title_id',
  'firstname',
  'lastname',
  'company',
  'street',
  'street_number',
  'address_extra',
  'zipcode',
  'city',
  'country_id',
  'state_id',
  'phone',
  'cellphone',
] as const;

async function sameOrNewAddress(db: DbOrTrx, customerId: number, fields: AddressFields, at: string): Promise<AddressRow> {
  const values = addressValues(fields);
  const known = await listAllAddressRows(db, customerId);
  const same = known.find((row) => comparedColumns.every((column) => row[column] === values[column]));
  return same ?? insertAddress(db, { ...values, customer_id: customerId, is_default: 0, created_at: at });
}

export async function convertGuest(
  deps: Deps,
  caller: Caller,
  request: { customerId: number; email: string; password: string },
): Promise<Session> {
  const identifier = guestIdentifierOf(caller);
  const guest = await findCustomerById(deps.db, request.customerId);
  const mayConvert =
    identifier !== null &&
    guest !== undefined &&
    guest.is_guest === 1 &&
    guest.email === request.email &&
    guest.guest_identifier === identifier;
  if (!guest || !mayConvert) {
    throw new AppError('forbidden', { message: 'This guest order cannot be turned into an account here. Please use password recovery.' });
  }
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  const customer = await setPassword(deps.db, guest, passwordHash, now.toISOString());
  return sessionFor(deps.db, customer, deps.config.jwtSecret, now);
}
