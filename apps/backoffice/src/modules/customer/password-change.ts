// Changing the password while signed in: the current password is required ('wrong_login' when it
// is wrong, and those failures count like failed logins). The change ends every other session;
// the answer carries a fresh session for this one.
import type { Session } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { setPassword, type CustomerRow } from './customer-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { rateRules, type RateLimiter } from './rate-limit.ts';
import { retireResetLinks } from './reset-token-repository.ts';
import { sessionFor } from './session.ts';

export async function changePassword(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  customer: CustomerRow,
  change: { currentPassword: string; password: string },
): Promise<Session> {
  const checks = [[rateRules.currentPasswordFailuresPerEmail, customer.email]] as const;
  // Counted before the hash, given back when the current password was right (like login).
  const ticket = await limiter.take(reply, checks);
  if (!(await verifyPassword(change.currentPassword, customer.password_hash))) throw new AppError('wrong_login');
  await limiter.giveBack(ticket);
  const passwordHash = await hashPassword(change.password);
  const now = deps.now();
  const at = now.toISOString();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await setPassword(trx, customer, passwordHash, at);
    await retireResetLinks(trx, customer.id, at);
    return row;
  });
  return sessionFor(deps.db, updated, deps.config.jwtSecret, now);
}
