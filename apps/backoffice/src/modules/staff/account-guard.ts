// Who may act on whose account (issue 38): no one blocks or demotes an account with more rights
// than their own, and the shop always keeps an admin who can sign in. Decided inside the acting
// transaction after taking the one lock such changes share (lockAccountRights), so two admins
// blocking or demoting each other at once cannot leave none: the second one finds itself blocked
// (or demoted) and is refused. Callers take that lock first, before any row: an UPDATE that waited
// on another and then matched nothing still holds the row on PostgreSQL, and waiting for the lock
// while holding a row deadlocked (CI found it); taking it again here is free.
import { customerAdminMessages, type AccountRole } from '@shop/contract/admin';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { DialectName } from '../../db/migrations/column-kinds.ts';
import { countOtherActiveAdmins, findAccountRole, lockAccountRights } from './staff-repository.ts';

/** Who has more rights: a higher number. */
export const ROLE_RANK: Record<AccountRole, number> = { customer: 0, staff: 1, admin: 2 };

/**
 * Throws unless `actorId` may take rights from `targetId` now: block the account (`block`) or give it
 * a lower role (`demote`). Call it in the transaction that makes the change, before making it.
 */
export async function assertMayTakeRights(trx: Transaction<Database>, dialect: DialectName, input: { actorId: number; targetId: number; change: 'block' | 'demote' }): Promise<void> {
  await lockAccountRights(trx, dialect);
  const [actor, target] = await Promise.all([findAccountRole(trx, input.actorId), findAccountRole(trx, input.targetId)]);
  if (!target || target.is_guest === 1) throw notFound('not_found', 'Customer not found');
  // Read after the lock: an actor blocked or demoted a moment ago by someone else acts no more.
  if (!actor || actor.blocked_at !== null || actor.role === 'customer') throw new AppError('forbidden');
  const path = input.change === 'block' ? 'blocked' : 'role';
  if (ROLE_RANK[target.role] > ROLE_RANK[actor.role]) {
    throw new AppError('forbidden', { message: customerAdminMessages.cannot_act_above, fields: [{ path, message: customerAdminMessages.cannot_act_above }] });
  }
  if (target.role === 'admin' && target.blocked_at === null && (await countOtherActiveAdmins(trx, target.id)) === 0) {
    throw new AppError('validation_failed', { message: customerAdminMessages.last_admin, fields: [{ path, message: customerAdminMessages.last_admin }] });
  }
}
