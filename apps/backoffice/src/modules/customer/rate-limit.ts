// Attempt counting for logins, registrations, guest checkouts, password recovery, newsletter mails
// and withdrawals, per email and per shopper address, in a sliding window. Counts live in the
// database, so every back-office process behind a load balancer sees the same numbers. Over the limit
// the answer is 429 'rate_limited' with Retry-After, in the shared error shape.
//
// An attempt is counted BEFORE the work it guards (a password hash, a mail), atomically: in one
// transaction it upserts the rule's row for the subject (rate_limit_subject), which PostgreSQL keeps
// locked until the transaction ends and SQLite serialises as its one writer, then counts the hits in
// the window and adds its own only while below the limit. Attempts on one subject are so counted one
// after the other, across processes: a burst of parallel requests lets at most `limit` through.
// Login gives its attempt back when the password was right: it limits failures.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { JobLeases } from '../../jobs/job-leases.ts';
import { AppError } from '../../http/app-error.ts';
import { countRateHitsSince, deleteRateHits, deleteRateRowsBefore, insertRateHit, lockRateSubject } from './rate-limit-repository.ts';

export type RateRule = { bucket: string; limit: number; windowMs: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The limits, in one place. Login counts failed attempts only; the others count every request. */
export const rateRules = {
  /**
   * Wrong passwords for an account from one address. Counted per account and address (issue 38), so
   * a stranger guessing from elsewhere cannot lock the owner (or an admin) out; the account as a
   * whole stops only at many times that, which takes a crowd of addresses (each also held to
   * loginFailuresPerIp).
   */
  loginFailuresPerEmailAndAddress: { bucket: 'login:email-ip', limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerEmail: { bucket: 'login:email', limit: 100, windowMs: 15 * MINUTE },
  /** A signed-in customer's current password, asked again (password change, deletion): only the session's holder can fail it. */
  currentPasswordFailuresPerEmail: { bucket: 'current-password:email', limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { bucket: 'login:ip', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong second-factor codes of a staff account, across its sign-in challenges (issue 38). */
  staffCodeFailuresPerAccount: { bucket: 'staff-code:account', limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { bucket: 'register:ip', limit: 20, windowMs: 60 * MINUTE },
  registerPerEmail: { bucket: 'register:email', limit: 5, windowMs: 60 * MINUTE },
  /** Company customers without VAT (intra-EU reverse charge) buy net: few per address, email and VAT id. */
  vatExemptRegisterPerIp: { bucket: 'register-vat-exempt:ip', limit: 5, windowMs: DAY },
  vatExemptRegisterPerEmail: { bucket: 'register-vat-exempt:email', limit: 3, windowMs: DAY },
  vatExemptRegisterPerVatId: { bucket: 'register-vat-exempt:vat-id', limit: 3, windowMs: DAY },
  /** Guest checkout identities (each may create a guest customer record and addresses). */
  guestCheckoutPerIp: { bucket: 'guest-checkout:ip', limit: 30, windowMs: 60 * MINUTE },
  guestCheckoutPerEmail: { bucket: 'guest-checkout:email', limit: 10, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { bucket: 'reset:email', limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { bucket: 'reset:ip', limit: 20, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { bucket: 'reset-confirm:ip', limit: 20, windowMs: 15 * MINUTE },
  newsletterPerEmail: { bucket: 'newsletter:email', limit: 5, windowMs: 60 * MINUTE },
  newsletterPerIp: { bucket: 'newsletter:ip', limit: 20, windowMs: 60 * MINUTE },
  /**
   * Coupon codes that do not apply (issue 38): counted per cart and per shopper address, failures
   * only, so codes cannot be tried at the cart's speed; a shopper typing a few wrong ones is not held up.
   */
  couponFailuresPerCart: { bucket: 'coupon:cart', limit: 10, windowMs: 60 * MINUTE },
  couponFailuresPerIp: { bucket: 'coupon:ip', limit: 30, windowMs: 60 * MINUTE },
  withdrawalPerEmail: { bucket: 'withdrawal:email', limit: 10, windowMs: 60 * MINUTE },
  withdrawalPerIp: { bucket: 'withdrawal:ip', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateCheck = readonly [RateRule, string];

/** Attempts counted by `take`, to give back with `giveBack`. */
export type RateTicket = { readonly hitIds: readonly number[] };

/** Rows older than the longest window are of no use; they are removed now and then. */
const KEEP_MS = DAY + MINUTE;
const CLEANUP_EVERY_MS = 10 * MINUTE;

export type RateLimiter = {
  /**
   * Counts one attempt for every check, each only while below its limit; when one is at its limit,
   * gives back what it counted and throws 429. Call it before the work the limit protects.
   */
  take(reply: FastifyReply, checks: readonly RateCheck[]): Promise<RateTicket>;
  /** Gives back the attempts of a ticket (a login whose password was right). */
  giveBack(ticket: RateTicket): Promise<void>;
  /** take, for requests that count whatever their outcome. */
  consume(reply: FastifyReply, checks: readonly RateCheck[]): Promise<void>;
};

export function createRateLimiter(db: Db, now: () => Date, leases?: JobLeases): RateLimiter {
  let lastCleanup = 0;

  async function cleanUp(moment: Date): Promise<void> {
    if (moment.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = moment.getTime();
    // One process cleans for all (its lease outlasts the pause between clean-ups).
    if (leases && !(await leases.holds('rate-limit-cleanup', 2 * CLEANUP_EVERY_MS))) return;
    const before = new Date(moment.getTime() - KEEP_MS).toISOString();
    await deleteRateRowsBefore(db, before);
  }

  /** Adds the attempt if the subject is below the rule's limit; otherwise says how long to wait. */
  function takeOne(rule: RateRule, subject: string, moment: Date): Promise<{ hitId: number } | { retryAfterSeconds: number }> {
    const at = moment.toISOString();
    const since = new Date(moment.getTime() - rule.windowMs).toISOString();
    return db.transaction().execute(async (trx) => {
      // The lock: a second attempt on this subject waits here until this one has committed.
      await lockRateSubject(trx, rule.bucket, subject, at);
      const row = await countRateHitsSince(trx, rule.bucket, subject, since);
      if (Number(row.hits) >= rule.limit) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : moment.getTime();
        return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - moment.getTime()) / 1000)) };
      }
      return { hitId: await insertRateHit(trx, rule.bucket, subject, at) };
    });
  }

  const limiter: RateLimiter = {
    async take(reply, checks) {
      const moment = now();
      const hitIds: number[] = [];
      for (const [rule, subject] of checks) {
        const result = await takeOne(rule, subject, moment);
        if ('retryAfterSeconds' in result) {
          await limiter.giveBack({ hitIds });
          void reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('rate_limited');
        }
        hitIds.push(result.hitId);
      }
      await cleanUp(moment);
      return { hitIds };
    },
    async giveBack(ticket) {
      if (ticket.hitIds.length === 0) return;
      await deleteRateHits(db, ticket.hitIds);
    },
    async consume(reply, checks) {
      await limiter.take(reply, checks);
    },
  };
  return limiter;
}
