// Password recovery (/forgot-password). The request always gets the same answer, whether or not
// the email has an account, and for an account writes a mail with a single-use link valid one
// hour, in the language of the customer's shop. The new password ends every earlier session and
// every other reset link. A guest who sets a password this way becomes a full customer: the mail
// proved the email is theirs.
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { enqueueMail, mailLangOf, mailShopOf, passwordResetMail } from '../mail/index.ts';
import { findCustomerByEmail, findCustomerById, setPassword, type CustomerRow, type DbOrTrx } from './customer-repository.ts';
import { hashPassword } from './passwords.ts';
import { rateRules, type RateLimiter } from './rate-limit.ts';
import { claimResetToken, findResetTokenByHash, insertResetToken, retireResetLinks } from './reset-token-repository.ts';
import { hashSecretToken, invalidLink, newSecretToken } from './secret-tokens.ts';

export const RESET_LINK_MINUTES = 60;

export async function requestPasswordReset(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  request: { email: string; ip: string },
): Promise<void> {
  await limiter.consume(reply, [
    [rateRules.resetRequestPerEmail, request.email],
    [rateRules.resetRequestPerIp, request.ip],
  ]);
  const customer = await findCustomerByEmail(deps.db, request.email);
  if (!customer) return;
  const now = deps.now();
  const mail = await passwordResetMailFor(deps, customer, now);
  await deps.db.transaction().execute((trx) => mail.write(trx));
}

/**
 * A reset link for the account and its mail, in the customer's language; `write` stores both in
 * the caller's transaction (the shop's request above, the admin's "send a password-reset mail").
 */
export async function passwordResetMailFor(deps: Deps, customer: CustomerRow, now: Date): Promise<{ write: (trx: DbOrTrx) => Promise<number> }> {
  const token = newSecretToken();
  const shop = await mailShopOf(deps.db, deps.config.storefrontUrls, customer.country_id);
  const link = `${shop.url}/forgot-password?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail(mailLangOf(customer.lang), {
    firstname: customer.firstname,
    link,
    validMinutes: RESET_LINK_MINUTES,
    shopName: shop.name,
  });
  return {
    write: async (trx) => {
      await insertResetToken(trx, {
        customer_id: customer.id,
        token_hash: hashSecretToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
        used_at: null,
      });
      return enqueueMail(trx, { kind: 'password_reset', to: customer.email, ...mail, secrets: [token] }, now, deps.config.jwtSecret);
    },
  };
}

export async function resetPassword(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  request: { token: string; password: string; ip: string },
): Promise<void> {
  await limiter.consume(reply, [[rateRules.resetConfirmPerIp, request.ip]]);
  const now = deps.now();
  const at = now.toISOString();
  const link = await findResetTokenByHash(deps.db, hashSecretToken(request.token));
  if (!link || link.used_at !== null || link.expires_at <= at) throw invalidLink();
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction().execute(async (trx) => {
    // Only one of two simultaneous uses of a link gets through.
    if (!(await claimResetToken(trx, link.id, at))) throw invalidLink();
    const customer = await findCustomerById(trx, link.customer_id);
    if (!customer) throw invalidLink();
    await setPassword(trx, customer, passwordHash, at);
    await retireResetLinks(trx, customer.id, at);
  });
}
