// Giving an existing account a role from the command line (`pnpm --filter @shop/backoffice
// admin:grant <email> <role>`): how production gets its first admin, since production seeds no
// demo admin. The same rules as the admin's role call: conditional on the role it replaces, the
// account's admin sessions end when it becomes a customer, and an audit line records the change
// (the actor is the command line: no account).
import type { AccountRole } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';
import { deleteStaffSessionsOf, findAccountByEmail, insertAuditRow, updateAccountRole } from './staff-repository.ts';

export const COMMAND_LINE_ACTOR = 'command line (admin:grant)';

export type RoleGrant = { customerId: number; email: string; before: AccountRole; after: AccountRole; changed: boolean };

/** Sets the role of the account with the email; null when there is no such account (guests have none). */
export async function grantRole(db: Db, grant: { email: string; role: AccountRole }, now: Date): Promise<RoleGrant | null> {
  const email = grant.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    for (;;) {
      const account = await findAccountByEmail(trx, email);
      if (!account || account.is_guest === 1) return null;
      const result = { customerId: account.id, email: account.email, before: account.role, after: grant.role };
      if (account.role === grant.role) return { ...result, changed: false };
      if (!(await updateAccountRole(trx, account.id, { from: account.role, to: grant.role }, now.toISOString()))) continue;
      if (grant.role === 'customer') await deleteStaffSessionsOf(trx, account.id);
      await insertAuditRow(trx, {
        actor_id: null,
        actor_email: COMMAND_LINE_ACTOR,
        action: 'customer.role',
        entity: 'customer',
        entity_id: String(account.id),
        before_json: JSON.stringify({ role: account.role }),
        after_json: JSON.stringify({ role: grant.role }),
        created_at: now.toISOString(),
      });
      return { ...result, changed: true };
    }
  });
}
