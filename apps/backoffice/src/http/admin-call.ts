// The admin's calls ({api}/api/admin/...): like the shop's calls (register-call.ts) every part is
// validated against the contract, but the caller is a signed-in staff member (the admin session
// cookie, its role read from the database on every call) and every write goes through `write`:
// one transaction that also records what changed in the audit log. The staff module implements
// this (modules/staff/admin-registrar.ts); the other modules register their admin calls with it.
import type { CallDef, CallResponse, ParsedBody, ParsedParams, ParsedQuery } from '@shop/contract';
import type { StaffRole } from '@shop/contract/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type StaffMember = { id: number; email: string; name: string; role: StaffRole };

/** One line of the audit log: what was done to which thing, with its state before and after. */
export type AuditRecord = { action: string; entity: string; entityId: string | number; before?: unknown; after?: unknown };

export type Audit = (record: AuditRecord) => Promise<void>;

/** Runs an admin write in one transaction; `audit` records it in the same transaction. */
export type AdminWrite = <T>(work: (trx: Transaction<Database>, audit: Audit) => Promise<T>) => Promise<T>;

export type AdminCallContext<C extends CallDef> = {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  staff: StaffMember;
  write: AdminWrite;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type AdminCallHandler<C extends CallDef> = (context: AdminCallContext<C>) => Promise<CallResponse<C>> | CallResponse<C>;

export type AdminRegistrar = <C extends CallDef & { auth: 'staff' | 'admin' }>(call: C, handler: AdminCallHandler<C>) => void;
