// Login: a wrong password and an unknown email get the same answer ('wrong_login') after the same
// work: an unknown email is checked against a throwaway hash, so the time taken does not tell
// which emails have accounts. Every attempt is counted towards the limits per email and per address
// before the password is hashed (so a burst of parallel guesses gets no further than the limit), and
// given back when the password was right: the limits count failures.
//
// A password stored in an older format (scrypt) or at a lower cost is hashed anew with today's
// Argon2id the moment it has been verified. Passwords shorter than today's minimum for new passwords
// still sign in: the spec allowed 4 characters (see docs/spec-conformance.md).
import type { Session } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findCustomerByEmail, replacePasswordHash, type CustomerRow } from './customer-repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
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
  const customer = await checkLogin(deps, limiter, reply, attempt);
  return sessionFor(deps.db, customer, deps.config.jwtSecret, deps.now());
}

/**
 * The account behind an email and password, counted against the attempt limits; the shop's login
 * and the admin's sign-in both use it. A blocked account is refused after its password matched, so
 * only its owner learns that it is blocked.
 */
export async function checkLogin(
  deps: Deps,
  limiter: RateLimiter,
  reply: FastifyReply,
  attempt: { email: string; password: string; ip: string },
): Promise<CustomerRow> {
  const checks = [
    [rateRules.loginFailuresPerEmailAndAddress, `${attempt.email} ${attempt.ip}`],
    [rateRules.loginFailuresPerEmail, attempt.email],
    [rateRules.loginFailuresPerIp, attempt.ip],
  ] as const;
  const ticket = await limiter.take(reply, checks);
  const customer = await findCustomerByEmail(deps.db, attempt.email);
  // Guests have no password; they sign in after converting or through password recovery.
  const stored = customer && customer.is_guest === 0 ? customer.password_hash : null;
  const matches = await verifyPassword(attempt.password, stored ?? (await throwawayPasswordHash()));
  if (!customer || stored === null || !matches) throw new AppError('wrong_login');
  await limiter.giveBack(ticket);
  if (customer.blocked_at !== null) throw new AppError('account_blocked');
  if (needsRehash(stored)) await upgradeHash(deps, customer.id, stored, attempt.password);
  return customer;
}

/** Stores today's hash of a just-verified password, unless the password changed meanwhile. */
async function upgradeHash(deps: Deps, customerId: number, stored: string, password: string): Promise<void> {
  const fresh = await hashPassword(password);
  await replacePasswordHash(deps.db, customerId, stored, fresh);
}
