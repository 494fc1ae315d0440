// Two-factor sign-in for staff (issue 38, decision 032). After a right password, an account with a
// confirmed authenticator gets a challenge instead of a session and opens the session with a code
// (or one of its recovery codes); an account whose role requires a second factor and has none gets
// an enrolment challenge, and its first right code both confirms the authenticator and signs in.
// The challenge lives 5 minutes and takes at most 5 codes; wrong codes also count per account (10 in
// 15 minutes) across challenges, so a stolen password gives no way to try the million codes.
import { STAFF_CHALLENGE_SECONDS, type AccountRole, type StaffSecondFactorStep } from '@shop/contract/admin';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { sealText, unsealText } from '../../../security/sealed-text.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { hashOf } from '../staff-session.ts';
import { enrolmentOf, newTotpSecret, stepOfCode } from './totp.ts';
import {
  attemptChallenge,
  confirmTotp,
  countRecoveryCodesLeft,
  deleteChallengesBefore,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  putUnconfirmedTotp,
  replaceRecoveryCodes,
  takeTotpStep,
  useChallenge,
  useRecoveryCode,
} from './two-factor-repository.ts';
import type { Database } from '../../../db/schema.ts';
import type { Kysely, Transaction } from 'kysely';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

const PURPOSE = 'staff-totp';
export const MAX_CODES_PER_CHALLENGE = 5;

/** Whether the shop's setting requires a second factor of this role. */
export function twoFactorRequired(deps: Deps, role: AccountRole): boolean {
  const rule = deps.config.staffTwoFactor;
  return role !== 'customer' && (rule === 'all' || (rule === 'admins' && role === 'admin'));
}

/** The step after a right password, or null when the password alone opens the session. */
export async function secondFactorStep(deps: Deps, customerId: number, role: AccountRole): Promise<StaffSecondFactorStep | null> {
  const totp = await findTotp(deps.db, customerId);
  const purpose = totp?.confirmed_at ? 'code' : twoFactorRequired(deps, role) ? 'enrol' : null;
  if (!purpose) return null;
  const challenge = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deleteChallengesBefore(deps.db, now.toISOString());
  await insertChallenge(deps.db, {
    token_hash: hashOf(challenge),
    customer_id: customerId,
    purpose,
    expires_at: new Date(now.getTime() + STAFF_CHALLENGE_SECONDS * 1000).toISOString(),
  });
  return { second_factor: purpose, challenge, expires_in_seconds: STAFF_CHALLENGE_SECONDS };
}

/** Counts a code against the challenge: its account and purpose, or 401 sign_in_expired. */
export async function takeChallengeAttempt(deps: Deps, challenge: string, purpose: 'code' | 'enrol'): Promise<{ customerId: number; tokenHash: string }> {
  const tokenHash = hashOf(challenge);
  const row = await attemptChallenge(deps.db, tokenHash, deps.now().toISOString(), MAX_CODES_PER_CHALLENGE);
  if (!row || row.purpose !== purpose) throw new AppError('sign_in_expired');
  return { customerId: row.customer_id, tokenHash };
}

/** The account an enrolment challenge is for (read, not counted: it only shows a new secret). */
export async function enrolmentChallengeAccount(deps: Deps, challenge: string): Promise<number> {
  const row = await findLiveChallenge(deps.db, hashOf(challenge), deps.now().toISOString());
  if (!row || row.purpose !== 'enrol' || row.attempts >= MAX_CODES_PER_CHALLENGE) throw new AppError('sign_in_expired');
  return row.customer_id;
}

/** The challenge is spent: false when another request spent it first. */
export function spendChallenge(db: DbOrTrx, tokenHash: string, at: Date): Promise<boolean> {
  return useChallenge(db, tokenHash, at.toISOString());
}

/** A new secret for the account to scan (an unconfirmed one is replaced); 409 when one is confirmed. */
export async function startEnrolment(deps: Deps, customerId: number, email: string) {
  const existing = await findTotp(deps.db, customerId);
  if (existing?.confirmed_at) throw new AppError('two_factor_enabled');
  const secret = newTotpSecret();
  await putUnconfirmedTotp(deps.db, customerId, sealText(secret, deps.config.jwtSecret, PURPOSE), deps.now().toISOString());
  const { otpauthUri, qrSvg } = await enrolmentOf(secret, email);
  return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}

/**
 * Takes a code from the account's authenticator, once: true when it is right for now (one step
 * either side) and no code of its step or a later one was taken before. `confirmed` says which
 * secret: the confirmed one, or the one being enrolled.
 */
export async function takeCode(deps: Deps, db: DbOrTrx, customerId: number, code: string, confirmed: boolean): Promise<boolean> {
  const totp = await findTotp(db, customerId);
  if (!totp || (totp.confirmed_at !== null) !== confirmed) return false;
  const secret = unsealText(totp.secret, deps.config.jwtSecret, PURPOSE);
  if (secret === null) return false;
  const step = stepOfCode(secret, code, deps.now());
  return step !== null && (await takeTotpStep(db, customerId, step));
}

/** Confirms the enrolled secret and gives the account ten new recovery codes (returned once, in print form). */
export async function confirmEnrolment(deps: Deps, db: DbOrTrx, customerId: number): Promise<string[]> {
  const at = deps.now().toISOString();
  if (!(await confirmTotp(db, customerId, at))) throw new AppError('two_factor_enabled');
  return giveRecoveryCodes(db, customerId, at);
}

export async function giveRecoveryCodes(db: DbOrTrx, customerId: number, at: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, customerId, codes.map(recoveryCodeHash), at);
  return codes;
}

/** Uses one of the account's recovery codes: false when it is not one or was used. */
export function takeRecoveryCode(db: DbOrTrx, customerId: number, code: string, at: Date): Promise<boolean> {
  return useRecoveryCode(db, customerId, recoveryCodeHash(code), at.toISOString());
}

/** Whether the account signs in with a confirmed second factor. */
export async function hasSecondFactor(db: DbOrTrx, customerId: number): Promise<boolean> {
  return Boolean((await findTotp(db, customerId))?.confirmed_at);
}

export async function twoFactorStatus(deps: Deps, customerId: number, role: AccountRole) {
  const totp = await findTotp(deps.db, customerId);
  const enabled = Boolean(totp?.confirmed_at);
  return {
    enabled,
    required: twoFactorRequired(deps, role),
    confirmed_at: totp?.confirmed_at ?? null,
    recovery_codes_left: enabled ? await countRecoveryCodesLeft(deps.db, customerId) : 0,
  };
}
