// The signed-in customer behind a bearer token, for the customer calls of this module. The token's
// signature and expiry are checked by http/caller.ts; here the customer must still exist as a full
// customer, and the token must carry the current token version (a password change or reset ends
// older sessions).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findCustomerById, type CustomerRow, type DbOrTrx } from './customer-repository.ts';
import { tokenVersionOf } from './tokens.ts';

export async function currentCustomer(db: DbOrTrx, caller: Caller, request: FastifyRequest): Promise<CustomerRow | null> {
  if (caller.kind !== 'customer') return null;
  const row = await findCustomerById(db, caller.customerId);
  if (!row || row.is_guest === 1 || row.email !== caller.email) return null;
  if (tokenVersionOf(request.headers.authorization) !== row.token_version) return null;
  return row;
}

export async function requireCurrentCustomer(db: DbOrTrx, caller: Caller, request: FastifyRequest): Promise<CustomerRow> {
  const row = await currentCustomer(db, caller, request);
  if (!row) throw new AppError('unauthorized');
  return row;
}
