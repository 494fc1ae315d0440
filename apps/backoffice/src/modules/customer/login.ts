// Login: a wrong password and an unknown email get the same answer ('wrong_login') after the same
// work: an unknown email is checked against a throwaway hash, so the time taken does not tell
// which emails have accounts. Failed attempts count towards the limits per email and per address.
import type { Session } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findCustomerByEmail } from './customer-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { rateRules, type RateLimiter } from './rate-limit.ts';
import { newSecretToken } from './secret-tokens.ts';
import { sessionFor } from './session.ts';

let throwawayHash: Promise<string> | undefined;
/** A hash no password matches, made once per process. */
export function throwawayPasswordHash(): Promise<string> {
  throwawayHash ??= hashPassword(newSecretToken());
  return throwawayHash;
}

export async function logIn(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  attempt: { email: string; password: string; ip: string },
): Promise<Session> {
  const checks = [
    [rateRules.loginFailuresPerEmail, attempt.email],
    [rateRules.loginFailuresPerIp, attempt.ip],
  ] as const;
  await limiter.check(reply, checks);
  const customer = await findCustomerByEmail(deps.db, attempt.email);
  // Guests have no password; they sign in after converting or through password recovery.
  const stored = customer && customer.is_guest === 0 ? customer.password_hash : null;
  const matches = await verifyPassword(attempt.password, stored ?? (await throwawayPasswordHash()));
  if (!customer || stored === null || !matches) {
    await limiter.record(checks);
    throw new AppError('wrong_login');
  }
  return sessionFor(deps.db, customer, deps.config.jwtSecret, deps.now());
}
