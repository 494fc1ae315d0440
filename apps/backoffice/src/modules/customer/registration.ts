// Registration of private and company customers (spec sections 3 and 5). The contract has already
// checked every field, the VAT id's format and check digit for the address country; here the email
// must be new (a guest record with it counts too: its owner claims it through password recovery,
// so nobody takes over a guest's orders by registering their email), and the state must belong to
// the country.
//
// VAT: a company title (any title but 1, 2, 5) makes a company customer (net prices for the 0-VAT
// categories). A company whose VAT id belongs to another country than the shop it registers in buys
// without VAT (intra-EU reverse charge): exclude_vat, but only once VIES has verified the id
// (vat-id-verification.ts): an id VIES does not know is refused ('vat_id_not_verified'); one VIES
// could not be asked about is kept as 'pending' without the exemption until the re-check job has
// an answer.
// Because such a customer buys without VAT, registering one has limits of its own, per shopper
// address, per email and per VAT id, counted in the database before the account is written.
import { isCompanyTitle, type RegisterData, type Session } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { countryIdOfLocale } from '../shop/index.ts';
import { addressValues, insertAddress } from './address-repository.ts';
import { assertStateOfCountry } from './addresses.ts';
import { findCustomerByEmail, insertCustomer, type DbOrTrx } from './customer-repository.ts';
import { hashPassword } from './passwords.ts';
import { rateRules, type RateLimiter } from './rate-limit.ts';
import { sessionFor } from './session.ts';
import type { VatIdChecker } from './vat-id-check.ts';
import { verifyNewVatId } from './vat-id-verification.ts';

const ASSOCIATION_TITLE = 5;

/**
 * The newsletter sign-up a registration may ask for, handed in by server.ts: the newsletter module
 * builds on customer (it reads the signed-in customer), so customer reaches it only through this
 * port. It runs inside the registration's transaction.
 */
export type NewsletterSignUp = (db: DbOrTrx, request: { email: string; locale: string }) => Promise<void>;

export async function registerCustomer(
  deps: Deps,
  signUpForNewsletter: NewsletterSignUp,
  limiter: RateLimiter,
  reply: FastifyReply,
  data: RegisterData,
  ip: string,
  vatIdChecker: VatIdChecker,
): Promise<Session> {
  const { db } = deps;
  if (await findCustomerByEmail(db, data.email)) throw new AppError('email_exists');
  await assertStateOfCountry(db, data.address, 'address.state_id');
  const shopCountryId = await countryIdOfLocale(db, data.locale);
  const isCompany = isCompanyTitle(data.title_id);
  const mayHoldCompany = isCompany || data.title_id === ASSOCIATION_TITLE;
  const company = mayHoldCompany && data.company ? data.company : null;
  const vatId = mayHoldCompany && data.vat_id ? data.vat_id : null;
  const foreignCompany = isCompany && vatId !== null && data.address.country_id !== shopCountryId;
  if (foreignCompany) {
    await limiter.consume(reply, [
      [rateRules.vatExemptRegisterPerIp, ip],
      [rateRules.vatExemptRegisterPerEmail, data.email],
      [rateRules.vatExemptRegisterPerVatId, vatId],
    ]);
  }
  // Asked after the limits (a refused registration costs VIES nothing), before anything is written.
  const vatIdStatus = vatId === null ? null : await verifyNewVatId(vatIdChecker, vatId, 'vat_id');
  const excludeVat = foreignCompany && vatIdStatus === 'verified';
  const passwordHash = await hashPassword(data.password);
  const now = deps.now();
  const at = now.toISOString();
  try {
    const customer = await db.transaction().execute(async (trx) => {
      const row = await insertCustomer(trx, {
        email: data.email,
        password_hash: passwordHash,
        title_id: data.title_id,
        firstname: data.firstname,
        lastname: data.lastname,
        company,
        vat_id: vatId,
        buyer_reference: isCompany ? data.buyer_reference?.trim() || null : null,
        is_company: isCompany ? 1 : 0,
        exclude_vat: excludeVat ? 1 : 0,
        vat_id_status: vatIdStatus,
        vat_checked_at: vatIdStatus === null ? null : at,
        is_guest: 0,
        country_id: shopCountryId,
        lang: data.locale.slice(0, 2),
        created_at: at,
        updated_at: at,
      });
      await insertAddress(trx, {
        ...addressValues(data.address),
        title_id: data.address.title_id ?? data.title_id,
        customer_id: row.id,
        is_default: 1,
        created_at: at,
      });
      if (data.newsletter) await signUpForNewsletter(trx, { email: data.email, locale: data.locale });
      return row;
    });
    return await sessionFor(db, customer, deps.config.jwtSecret, now);
  } catch (error) {
    // Two registrations with one email at the same moment: the second one finds it taken.
    if (isUniqueViolation(error)) throw new AppError('email_exists');
    throw error;
  }
}
