// The admin's inbox of withdrawal declarations: the list (open first), one declaration with its
// order, and marking it processed with a note (audited; the same note again changes nothing).
import { adminCalls, type WithdrawalRow } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { findDeclaration, findDeclaredOrder, listDeclarations, markDeclarationProcessed } from './declaration-repository.ts';

type ListedRow = { id: number; name: string; email: string; order_ref: string; order_id: number | null; received_at: string; processed_at: string | null };

const rowView = (row: ListedRow): WithdrawalRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  order_ref: row.order_ref,
  order_id: row.order_id,
  received_at: row.received_at,
  state: row.processed_at === null ? 'open' : 'processed',
  processed_at: row.processed_at,
});

export function registerWithdrawalAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { list, detail, process } = adminCalls.withdrawals;

  register(list, async ({ query }) => {
    const { rows, total } = await listDeclarations(deps.db, { state: query.state, offset: (query.page - 1) * query.per_page, limit: query.per_page });
    return { data: rows.map(rowView), total, page: query.page, per_page: query.per_page };
  });

  register(detail, async ({ params }) => {
    const row = await findDeclaration(deps.db, params.id);
    if (!row) throw notFound('not_found', 'Declaration not found');
    const order = row.order_id === null ? undefined : await findDeclaredOrder(deps.db, row.order_id);
    return {
      data: {
        ...rowView(row),
        items: row.items,
        message: row.message,
        locale: row.locale,
        country_id: row.country_id,
        processed_note: row.processed_note,
        processed_by: row.processed_by === null ? null : { id: row.processed_by, email: row.processed_by_email ?? '' },
        order: order
          ? { id: order.id, ref: order.ref, status: order.status, created_at: order.created_at, total_cents: order.total_taxed_cents, currency_code: order.currency_code }
          : null,
      },
    };
  });

  register(process, async ({ params, body, staff, write }) => {
    return write(async (trx, audit) => {
      const before = await findDeclaration(trx, params.id);
      if (!before) throw notFound('not_found', 'Declaration not found');
      const processedAt = deps.now().toISOString();
      if (before.processed_at === null && (await markDeclarationProcessed(trx, params.id, { processed_at: processedAt, processed_note: body.note, processed_by: staff.id }))) {
        await audit({
          action: 'withdrawal.process',
          entity: 'withdrawal_declaration',
          entityId: params.id,
          before: { processed_at: null },
          after: { processed_at: processedAt, processed_note: body.note },
        });
        return { status_code: 200 as const, data: { id: params.id, processed_at: processedAt, processed_note: body.note } };
      }
      // Processed already (now or by someone else meanwhile): the same note is the same answer.
      const done = await findDeclaration(trx, params.id);
      if (!done?.processed_at || done.processed_note !== body.note) throw new AppError('withdrawal_already_processed');
      return { status_code: 200 as const, data: { id: params.id, processed_at: done.processed_at, processed_note: done.processed_note } };
    });
  });
}
