// The signed-in customer behind a bearer token. http/caller.ts has already checked the token against
// the account (signature, expiry, full customer, email, token version); `accountAcceptsToken` is
// that check, handed to the caller resolver by server.ts. The handlers here load the row they work
// with and check it once more against the caller, so a version bumped between the two reads counts.
import { AppError } from '../../http/app-error.ts';
import type { Caller, TokenAccountCheck } from '../../http/caller.ts';
import { findCustomerById, findTokenAccount, type CustomerRow, type DbOrTrx } from './customer-repository.ts';

type Account = Pick<CustomerRow, 'email' | 'is_guest' | 'token_version' | 'blocked_at'>;

/** A full, unblocked customer with the token's email, at the token's version. */
function accepts<R extends Account>(row: R | undefined, claims: { email: string; tokenVersion: number }): row is R {
  return row !== undefined && row.is_guest === 0 && row.blocked_at === null && row.email === claims.email && row.token_version === claims.tokenVersion;
}

/** The resolver's account check: the token's customer still accepts it; admin rights from the row. */
export function accountAcceptsToken(db: DbOrTrx): TokenAccountCheck {
  return async (claims) => {
    const row = await findTokenAccount(db, claims.customerId);
    return accepts(row, claims) ? { isAdmin: row.role !== 'customer' } : null;
  };
}

export async function currentCustomer(db: DbOrTrx, caller: Caller): Promise<CustomerRow | null> {
  if (caller.kind !== 'customer') return null;
  const row = await findCustomerById(db, caller.customerId);
  return accepts(row, caller) ? row : null;
}

export async function requireCurrentCustomer(db: DbOrTrx, caller: Caller): Promise<CustomerRow> {
  const row = await currentCustomer(db, caller);
  if (!row) throw new AppError('unauthorized');
  return row;
}

/** Admin calls: the caller's account is an admin now (read from the database by the resolver). */
export function requireAdmin(caller: Caller): void {
  if (caller.kind !== 'customer') throw new AppError('unauthorized');
  if (!caller.isAdmin) throw new AppError('forbidden');
}
