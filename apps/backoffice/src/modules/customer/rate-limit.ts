// Attempt counting for logins, registrations, password recovery, newsletter mails and withdrawals, per email
// and per shopper address, in a sliding window. Counts live in the database, so every back-office
// process behind a load balancer sees the same numbers. Over the limit the answer is 429
// 'rate_limited' with Retry-After, in the shared error shape.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';

export type RateRule = { bucket: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/** The limits, in one place. Login counts failed attempts only; the others count every request. */
export const rateRules = {
  loginFailuresPerEmail: { bucket: 'login:email', limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { bucket: 'login:ip', limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { bucket: 'register:ip', limit: 20, windowMs: 60 * MINUTE },
  registerPerEmail: { bucket: 'register:email', limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { bucket: 'reset:email', limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { bucket: 'reset:ip', limit: 20, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { bucket: 'reset-confirm:ip', limit: 20, windowMs: 15 * MINUTE },
  newsletterPerEmail: { bucket: 'newsletter:email', limit: 5, windowMs: 60 * MINUTE },
  newsletterPerIp: { bucket: 'newsletter:ip', limit: 20, windowMs: 60 * MINUTE },
  withdrawalPerEmail: { bucket: 'withdrawal:email', limit: 10, windowMs: 60 * MINUTE },
  withdrawalPerIp: { bucket: 'withdrawal:ip', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateCheck = readonly [RateRule, string];

/** Rows older than the longest window are of no use; they are removed now and then. */
const KEEP_MS = 24 * 60 * MINUTE;
const CLEANUP_EVERY_MS = 10 * MINUTE;

export type RateLimiter = {
  /** Throws 429 when any check is at its limit already. */
  check(reply: FastifyReply, checks: readonly RateCheck[]): Promise<void>;
  /** Counts one attempt for every check. */
  record(checks: readonly RateCheck[]): Promise<void>;
  /** check, then record: for requests that count whatever their outcome. */
  consume(reply: FastifyReply, checks: readonly RateCheck[]): Promise<void>;
};

export function createRateLimiter(db: Db, now: () => Date): RateLimiter {
  let lastCleanup = 0;

  async function cleanUp(moment: Date): Promise<void> {
    if (moment.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = moment.getTime();
    await db.deleteFrom('rate_limit_hit').where('at', '<', new Date(moment.getTime() - KEEP_MS).toISOString()).execute();
  }

  const limiter: RateLimiter = {
    async check(reply, checks) {
      const moment = now();
      for (const [rule, subject] of checks) {
        const since = new Date(moment.getTime() - rule.windowMs).toISOString();
        const row = await db
          .selectFrom('rate_limit_hit')
          .select((eb) => [eb.fn.countAll<number>().as('hits'), eb.fn.min('at').as('oldest')])
          .where('bucket', '=', rule.bucket)
          .where('subject', '=', subject)
          .where('at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(row.hits) >= rule.limit) {
          const oldest = row.oldest ? new Date(row.oldest).getTime() : moment.getTime();
          const retryAfter = Math.max(1, Math.ceil((oldest + rule.windowMs - moment.getTime()) / 1000));
          void reply.header('retry-after', String(retryAfter));
          throw new AppError('rate_limited');
        }
      }
    },
    async record(checks) {
      const moment = now();
      const at = moment.toISOString();
      await db
        .insertInto('rate_limit_hit')
        .values(checks.map(([rule, subject]) => ({ bucket: rule.bucket, subject, at })))
        .execute();
      await cleanUp(moment);
    },
    async consume(reply, checks) {
      await limiter.check(reply, checks);
      await limiter.record(checks);
    },
  };
  return limiter;
}
