// Registers the admin's calls: the contract's method, path and schemas, the staff member from the
// session (staff-session.ts), and `write`, which runs the handler's changes and their audit lines
// in one transaction.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { AdminCallContext, AdminRegistrar, AdminWrite, Audit, StaffMember } from '../../http/admin-call.ts';
import { insertAuditRow } from './staff-repository.ts';
import { requireStaff } from './staff-session.ts';
import { parsePart } from '../../http/parse-part.ts';

export function adminRegistrar(app: FastifyInstance, deps: Deps, options: { validateResponses: boolean }): AdminRegistrar {
  return (call, handler) => {
    app.route({
      method: call.method,
      url: call.path,
      handler: async (request, reply) => {
        const { member } = await requireStaff(deps, request, call.auth);
        const context = {
          params: parsePart(call.params, request.params),
          query: parsePart(call.query, request.query),
          body: parsePart(call.body, request.body),
          staff: member,
          write: writerFor(deps, member),
          request,
          reply,
        } as AdminCallContext<typeof call>;
        reply.header('cache-control', 'no-store');
        const result = await handler(context);
        return options.validateResponses ? call.response.parse(result) : result;
      },
    });
  };
}

/** `write` for one staff member: a transaction whose audit lines name them. */
export function writerFor(deps: Deps, member: StaffMember): AdminWrite {
  return async (work) => {
    const result = await deps.db.transaction().execute(async (trx) => {
      const audit: Audit = async (record) => {
        await insertAuditRow(trx, {
          actor_id: member.id,
          actor_email: member.email,
          action: record.action,
          entity: record.entity,
          entity_id: String(record.entityId),
          before_json: record.before === undefined ? null : JSON.stringify(record.before),
          after_json: record.after === undefined ? null : JSON.stringify(record.after),
          created_at: deps.now().toISOString(),
        });
      };
      return work(trx, audit);
    });
    // Any admin write may change what a listing's product card shows (stock, pictures, badges,
    // texts): this process's kept cards go, so the admin sees the change at once.
    deps.categories.forgetCards();
    return result;
  };
}


