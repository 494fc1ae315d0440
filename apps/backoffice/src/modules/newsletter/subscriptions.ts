// Newsletter subscriptions with double opt-in. Subscribing writes a confirmation mail with an
// unguessable link; only a confirmed subscription counts. Answers never tell whether an email was
// known. Unsubscribing takes effect with the token from a mail, or for the signed-in customer's own
// email; otherwise the back office mails an unsubscribe link (so nobody can unsubscribe others).
//
// Tokens at rest: only SHA-256 hashes of the confirmation and unsubscribe tokens are stored, and a
// given token is compared with every stored hash of the subscription in constant time. As the
// database cannot give a token back, each mail that carries an unsubscribe link gets a token of its
// own (the first in the subscription row, later ones in newsletter_unsubscribe_link); all of them
// keep working until the email is unsubscribed.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { hashSecretToken, invalidLink, newSecretToken, type RateLimiter, rateRules, sameSecretToken } from '../customer/index.ts';
import { enqueueMail, mailLangOf, mailShopOf, newsletterConfirmationMail, newsletterUnsubscribeMail } from '../mail/index.ts';
import { countryIdOfLocale } from '../shop/index.ts';
import {
  type DbOrTrx,
  findSubscriptionByConfirmHash,
  findSubscriptionByEmail,
  insertSubscription,
  insertUnsubscribeLink,
  listUnsubscribeLinkHashes,
  updateSubscription,
} from './subscription-repository.ts';
type Settings = Pick<Deps, 'config' | 'now'>;

export type NewsletterStatusAnswer = 'confirmation_sent' | 'subscribed' | 'unsubscribed';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 3;

function links(shopUrl: string, email: string, tokens: { confirm?: string; unsubscribe: string }) {
  return {
    confirm: tokens.confirm === undefined ? '' : `${shopUrl}/newsletter?confirm=${encodeURIComponent(tokens.confirm)}`,
    unsubscribe: `${shopUrl}/newsletter-unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/**
 * Starts (or restarts) the double opt-in for an email and writes the confirmation mail, in the
 * caller's transaction (registration uses it too). A confirmed subscription is left as it is.
 */
export async function requestNewsletterSubscription(db: DbOrTrx, settings: Settings, request: { email: string; locale: string }): Promise<void> {
  const now = settings.now();
  const at = now.toISOString();
  const existing = await findSubscriptionByEmail(db, request.email);
  if (existing?.status === 'subscribed') return;
  const countryId = await countryIdOfLocale(db, request.locale);
  const confirmToken = newSecretToken();
  const unsubscribeToken = newSecretToken();
  const pending = {
    locale: request.locale,
    country_id: countryId,
    status: 'pending' as const,
    confirm_token_hash: hashSecretToken(confirmToken),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60_000).toISOString(),
    updated_at: at,
  };
  if (existing) {
    await updateSubscription(db, existing.id, pending);
    await addUnsubscribeLink(db, existing.id, unsubscribeToken, at);
  } else {
    await insertSubscription(db, {
      ...pending,
      unsubscribe_token_hash: hashSecretToken(unsubscribeToken),
      email: request.email,
      created_at: at,
      confirmed_at: null,
      unsubscribed_at: null,
    });
  }
  const shop = await mailShopOf(db, settings.config.storefrontUrls, countryId);
  const link = links(shop.url, request.email, { confirm: confirmToken, unsubscribe: unsubscribeToken });
  const mail = newsletterConfirmationMail(mailLangOf(request.locale), { confirmLink: link.confirm, unsubscribeLink: link.unsubscribe, shopName: shop.name });
  await enqueueMail(db, { kind: 'newsletter_confirmation', to: request.email, ...mail, secrets: [confirmToken, unsubscribeToken] }, now, settings.config.jwtSecret);
}

export async function subscribe(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  request: { email: string; locale: string; ip: string },
): Promise<NewsletterStatusAnswer> {
  await limiter.consume(reply, [
    [rateRules.newsletterPerEmail, request.email],
    [rateRules.newsletterPerIp, request.ip],
  ]);
  await deps.db.transaction().execute((trx) => requestNewsletterSubscription(trx, deps, request));
  return 'confirmation_sent';
}

async function addUnsubscribeLink(db: DbOrTrx, subscriptionId: number, token: string, at: string): Promise<void> {
  await insertUnsubscribeLink(db, subscriptionId, hashSecretToken(token), at);
}

/** Whether the token is one of the subscription's unsubscribe tokens; every stored hash is compared. */
async function isUnsubscribeToken(db: DbOrTrx, subscription: { id: number; unsubscribe_token_hash: string }, token: string): Promise<boolean> {
  const later = await listUnsubscribeLinkHashes(db, subscription.id);
  const given = hashSecretToken(token);
  let found = false;
  for (const hash of [subscription.unsubscribe_token_hash, ...later]) {
    if (sameSecretToken(given, hash)) found = true;
  }
  return found;
}

/** The link from the confirmation mail. Clicking it again later still answers 'subscribed'. */
export async function confirm(db: Db, now: Date, token: string): Promise<NewsletterStatusAnswer> {
  const at = now.toISOString();
  const row = await findSubscriptionByConfirmHash(db, hashSecretToken(token));
  if (row?.status === 'subscribed') return 'subscribed';
  if (!row || row.status !== 'pending' || row.confirm_expires_at === null || row.confirm_expires_at <= at) throw invalidLink();
  await updateSubscription(db, row.id, { status: 'subscribed', confirmed_at: at, confirm_expires_at: null, unsubscribed_at: null, updated_at: at });
  return 'subscribed';
}

export async function unsubscribe(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  request: { email: string; token?: string | undefined; signedInEmail: string | null; ip: string },
): Promise<NewsletterStatusAnswer> {
  const { db } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const row = await findSubscriptionByEmail(db, request.email);
  const proven =
    request.signedInEmail === request.email ||
    (row !== undefined && request.token !== undefined && (await isUnsubscribeToken(db, row, request.token)));
  if (proven) {
    if (row && row.status !== 'unsubscribed') {
      await updateSubscription(db, row.id, { status: 'unsubscribed', unsubscribed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at });
    }
    return 'unsubscribed';
  }
  await limiter.consume(reply, [
    [rateRules.newsletterPerEmail, request.email],
    [rateRules.newsletterPerIp, request.ip],
  ]);
  if (row && row.status !== 'unsubscribed') {
    const shop = await mailShopOf(db, deps.config.storefrontUrls, row.country_id);
    const unsubscribeToken = newSecretToken();
    const link = links(shop.url, row.email, { unsubscribe: unsubscribeToken });
    const mail = newsletterUnsubscribeMail(mailLangOf(row.locale), { unsubscribeLink: link.unsubscribe, shopName: shop.name });
    await db.transaction().execute(async (trx) => {
      await addUnsubscribeLink(trx, row.id, unsubscribeToken, at);
      await enqueueMail(trx, { kind: 'newsletter_unsubscribe', to: row.email, ...mail, secrets: [unsubscribeToken] }, now, deps.config.jwtSecret);
    });
  }
  return 'confirmation_sent';
}
