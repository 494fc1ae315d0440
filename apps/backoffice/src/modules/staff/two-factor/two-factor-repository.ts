// The second factor's rows: the authenticator secret, the recovery codes, the sign-in challenges.
// Each change that a second request could race is a conditional update: a code's step is taken once
// (last_step), a recovery code is used once (used_at), a challenge counts its attempts and is used once.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export function findTotp(db: DbOrTrx, customerId: number) {
  return db.selectFrom('staff_totp').select(['customer_id', 'secret', 'confirmed_at', 'last_step']).where('customer_id', '=', customerId).executeTakeFirst();
}

/** A new secret to confirm, replacing one not confirmed yet; a confirmed one stays (refused by the caller first). */
export async function putUnconfirmedTotp(db: DbOrTrx, customerId: number, secret: string, at: string): Promise<void> {
  await db.deleteFrom('staff_totp').where('customer_id', '=', customerId).where('confirmed_at', 'is', null).execute();
  await db.insertInto('staff_totp').values({ customer_id: customerId, secret, confirmed_at: null, created_at: at }).execute();
}

/** Takes the code's step if no code of it or a later step was taken: false when the code was used already. */
export async function takeTotpStep(db: DbOrTrx, customerId: number, step: number): Promise<boolean> {
  const result = await db.updateTable('staff_totp').set({ last_step: step }).where('customer_id', '=', customerId).where('last_step', '<', step).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function confirmTotp(db: DbOrTrx, customerId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('staff_totp').set({ confirmed_at: at }).where('customer_id', '=', customerId).where('confirmed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTwoFactor(db: DbOrTrx, customerId: number): Promise<boolean> {
  await db.deleteFrom('staff_recovery_code').where('customer_id', '=', customerId).execute();
  const result = await db.deleteFrom('staff_totp').where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceRecoveryCodes(db: DbOrTrx, customerId: number, hashes: string[], at: string): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(hashes.map((code_hash) => ({ customer_id: customerId, code_hash, used_at: null, created_at: at })))
    .execute();
}

/** Uses the code once: false when it is not one of the account's or was used. */
export async function useRecoveryCode(db: DbOrTrx, customerId: number, hash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: at })
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTrx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<string | number>().as('left'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function insertChallenge(db: DbOrTrx, row: { token_hash: string; customer_id: number; purpose: 'code' | 'enrol'; expires_at: string }): Promise<void> {
  await db.insertInto('staff_sign_in_challenge').values({ ...row, used_at: null }).execute();
}

/**
 * Counts an attempt on a live challenge, while below `maxAttempts`: the challenge as it is then, or
 * undefined when it is unknown, expired, used or out of attempts.
 */
export async function attemptChallenge(db: DbOrTrx, tokenHash: string, now: string, maxAttempts: number) {
  const result = await db
    .updateTable('staff_sign_in_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('staff_sign_in_challenge').select(['customer_id', 'purpose']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A live challenge, read without counting (enrolment shows a secret; the confirmation counts). */
export function findLiveChallenge(db: DbOrTrx, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_sign_in_challenge')
    .select(['customer_id', 'purpose', 'attempts'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the challenge used: false when another request used it first. */
export async function useChallenge(db: DbOrTrx, tokenHash: string, at: string): Promise<boolean> {
  const result = await db.updateTable('staff_sign_in_challenge').set({ used_at: at }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteChallengesBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenge').where('expires_at', '<', before).execute();
}
