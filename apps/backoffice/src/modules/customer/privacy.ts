// Privacy in the account (issue 17, GDPR articles 15-17 and 20): the customer's data as JSON,
// deleting the account, a new name, and a new email address that applies only once the link mailed
// to it has been followed. Deleting and changing the email need the current password, and failures
// count like failed logins.
import type { DataExport } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { accountDeletedMail, emailChangeMail, enqueueMail, mailLangOf, mailShopOf } from '../mail/index.ts';
import { findCustomerByEmail, findCustomerById, updateCustomer, type CustomerRow, type DbOrTrx } from './customer-repository.ts';
import { verifyPassword } from './passwords.ts';
import {
  anonymiseAccount,
  claimEmailChange,
  findEmailChangeByHash,
  findNewsletterForExport,
  insertEmailChange,
  listAddressesForExport,
  listOrdersForExport,
  listReviewsForExport,
  retireEmailChanges,
  setEmail,
} from './privacy-repository.ts';
import { rateRules, type RateLimiter } from './rate-limit.ts';
import { hashSecretToken, invalidLink, newSecretToken } from './secret-tokens.ts';

export const EMAIL_CHANGE_LINK_HOURS = 24;

export async function exportCustomerData(db: DbOrTrx, customer: CustomerRow, now: Date): Promise<DataExport> {
  const [addresses, orders, newsletter, reviews] = await Promise.all([
    listAddressesForExport(db, customer.id),
    listOrdersForExport(db, customer.id),
    findNewsletterForExport(db, customer.email),
    listReviewsForExport(db, customer.id),
  ]);
  return {
    exported_at: now.toISOString(),
    profile: {
      customer_number: customer.ref,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      company: customer.company,
      vat_id: customer.vat_id,
      language: customer.lang,
      registered_at: customer.created_at,
    },
    addresses: addresses.map(({ is_default, ...address }) => ({ ...address, is_default: is_default === 1 })),
    orders: orders.map(({ order, lines, addresses: orderAddresses }) => ({
      ref: order.ref,
      created_at: order.created_at,
      status: order.status,
      email: order.customer_email,
      total_taxed_cents: order.total_taxed_cents,
      currency: order.currency_code,
      payment: order.payment_code,
      customer_note: order.customer_note,
      lines: lines.map(({ order_id: _order, ...line }) => line),
      addresses: orderAddresses.map(({ order_id: _order, ...address }) => address),
    })),
    consents: {
      newsletter: newsletter
        ? { status: newsletter.status, subscribed_at: newsletter.created_at, confirmed_at: newsletter.confirmed_at, unsubscribed_at: newsletter.unsubscribed_at }
        : null,
    },
    reviews,
  };
}

/** The current password, checked like a login (failures count against the account's email). */
async function confirmPassword(limiter: RateLimiter, reply: FastifyReply, customer: CustomerRow, password: string): Promise<void> {
  const ticket = await limiter.take(reply, [[rateRules.currentPasswordFailuresPerEmail, customer.email]]);
  if (!(await verifyPassword(password, customer.password_hash))) {
    throw new AppError('wrong_login', { fields: [{ path: 'current_password', message: 'Wrong login data' }] });
  }
  await limiter.giveBack(ticket);
}

export async function deleteAccount(deps: Deps, limiter: RateLimiter, reply: FastifyReply, customer: CustomerRow, currentPassword: string): Promise<void> {
  await confirmPassword(limiter, reply, customer, currentPassword);
  const now = deps.now();
  const shop = await mailShopOf(deps.db, deps.config.storefrontUrls, customer.country_id);
  const mail = accountDeletedMail(mailLangOf(customer.lang), { firstname: customer.firstname, shopUrl: shop.url, shopName: shop.name });
  await deps.db.transaction().execute(async (trx) => {
    if (!(await anonymiseAccount(trx, customer, now.toISOString()))) return;
    await enqueueMail(trx, { kind: 'account_deleted', to: customer.email, ...mail }, now, deps.config.jwtSecret);
  });
}

export async function updateProfile(deps: Deps, customer: CustomerRow, names: { firstname: string; lastname: string }): Promise<void> {
  await updateCustomer(deps.db, customer.id, { firstname: names.firstname, lastname: names.lastname, updated_at: deps.now().toISOString() });
}

export async function requestEmailChange(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  customer: CustomerRow,
  change: { email: string; currentPassword: string },
): Promise<void> {
  await confirmPassword(limiter, reply, customer, change.currentPassword);
  if (change.email === customer.email || (await findCustomerByEmail(deps.db, change.email))) {
    throw new AppError('email_exists', { fields: [{ path: 'email', message: 'Email address already exists' }] });
  }
  const now = deps.now();
  const at = now.toISOString();
  const token = newSecretToken();
  const shop = await mailShopOf(deps.db, deps.config.storefrontUrls, customer.country_id);
  const mail = emailChangeMail(mailLangOf(customer.lang), {
    firstname: customer.firstname,
    newEmail: change.email,
    link: `${shop.url}/account/email-confirm?token=${encodeURIComponent(token)}`,
    validHours: EMAIL_CHANGE_LINK_HOURS,
    shopName: shop.name,
  });
  await deps.db.transaction().execute(async (trx) => {
    await retireEmailChanges(trx, customer.id, at);
    await insertEmailChange(trx, {
      customer_id: customer.id,
      new_email: change.email,
      token_hash: hashSecretToken(token),
      created_at: at,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000).toISOString(),
      used_at: null,
    });
    await enqueueMail(trx, { kind: 'email_change', to: change.email, ...mail, secrets: [token] }, now, deps.config.jwtSecret);
  });
}

/** Follows the mailed link: the new address is the account's from now on; every session ends. */
export async function confirmEmailChange(deps: Deps, token: string): Promise<{ email: string }> {
  const at = deps.now().toISOString();
  const link = await findEmailChangeByHash(deps.db, hashSecretToken(token));
  if (!link || link.used_at !== null || link.expires_at <= at) throw invalidLink();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimEmailChange(trx, link.id, at))) throw invalidLink();
      const customer = await findCustomerById(trx, link.customer_id);
      if (!customer || customer.deleted_at !== null) throw invalidLink();
      if (await findCustomerByEmail(trx, link.new_email)) throw new AppError('email_exists');
      if (!(await setEmail(trx, customer.id, link.new_email, at))) throw invalidLink();
    });
  } catch (error) {
    // Another account took the address at the same moment.
    if (isUniqueViolation(error)) throw new AppError('email_exists');
    throw error;
  }
  return { email: link.new_email };
}
