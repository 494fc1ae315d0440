// The admin's outbox: every mail with its state, one mail's subject and text (one-time links never
// shown), and sending a mail again (audited; asking again while it waits changes nothing): a failed
// one goes back to the sender's queue with its attempts from zero; one that went out is sent again as
// a copy (issue 34: staff resend an order's mail), its attachments included. A mail whose one-time
// link was removed is not sent again as it was (the link would be dead): an order's mail to a guest
// goes again with a new guest link to the order (`freshOrderLink`); any other (a password reset) is
// refused, as its link cannot be made again here.
import { adminCalls, type MailRow, type MailStatus } from '@shop/contract/admin';
import type { Selectable, Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { adminViewOfBody, bodyWithNewSecret } from './outbox.ts';
import { findOutboxMail, insertCopyOfMail, listOutboxForAdmin, requeueFailedMail, waitingCopyOf } from './outbox-repository.ts';
import { MAX_ATTEMPTS } from './sender.ts';

type StateColumns = { sent_at: string | null; attempts: number };

/** Sent; failed once the sender gave up (MAX_ATTEMPTS); waiting otherwise (maybe after a failed try). */
export function mailStatusOf(row: StateColumns): MailStatus {
  if (row.sent_at !== null) return 'sent';
  return row.attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting';
}

type RowColumns = StateColumns & {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string | null;
  order_id: number | null;
};

const rowView = (row: RowColumns): MailRow => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  status: mailStatusOf(row),
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: row.created_at,
  sent_at: row.sent_at,
  next_attempt_at: row.sent_at === null ? row.next_attempt_at : null,
  order_id: row.order_id,
});

/** Mails of an order whose one-time link is the guest's link to the order. */
const ORDER_LINK_KINDS: ReadonlySet<string> = new Set(['order_confirmation', 'order_shipped']);

/** Issues a new guest link token for the order (the orders module's; given by server.ts). */
export type FreshOrderLink = (db: Transaction<Database>, orderId: number, now: Date) => Promise<string>;

export function registerMailAdminRoutes(register: AdminRegistrar, deps: Deps, freshOrderLink: FreshOrderLink): void {
  const { list, detail, resend } = adminCalls.mails;
  /** A mail whose removed link can be made again: an order's guest link. */
  const linkRenewable = (row: { kind: string; order_id: number | null }) => row.order_id !== null && ORDER_LINK_KINDS.has(row.kind);
  /** A copy of a sent or given-up mail, with a new guest link where the old one was removed. */
  const copyWithNewLink = async (trx: Transaction<Database>, row: Selectable<MailOutboxTable>, now: Date) => {
    const token = await freshOrderLink(trx, row.order_id ?? 0, now);
    return insertCopyOfMail(trx, row, now.toISOString(), bodyWithNewSecret(row, token, deps.config.jwtSecret));
  };

  register(list, async ({ query }) => {
    const { rows, total } = await listOutboxForAdmin(deps.db, {
      state: query.status,
      to: query.to,
      maxAttempts: MAX_ATTEMPTS,
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    return { data: rows.map(rowView), total, page: query.page, per_page: query.per_page };
  });

  register(detail, async ({ params }) => {
    const row = await findOutboxMail(deps.db, params.id);
    if (!row) throw notFound('not_found', 'Mail not found');
    const body = adminViewOfBody(row);
    const view = rowView(row);
    return { data: { ...view, text: body.text, had_secret_link: body.hadSecretLink, resendable: view.status !== 'waiting' && (!body.linkRemoved || linkRenewable(row)) } };
  });

  register(resend, async ({ params, write }) => {
    return write(async (trx, audit) => {
      const row = await findOutboxMail(trx, params.id);
      if (!row) throw notFound('not_found', 'Mail not found');
      const status = mailStatusOf(row);
      const linkRemoved = adminViewOfBody(row).linkRemoved;
      if (linkRemoved && !linkRenewable(row)) {
        throw new AppError('mail_not_resendable', {
          message: status === 'sent' ? 'This mail held a one-time link, removed once it was sent. Send a new one instead.' : 'This mail held a one-time link that was removed when sending failed. Send a new one instead.',
        });
      }
      if (status === 'sent' || (status === 'failed' && linkRemoved)) {
        // A copy waiting already (asked twice): that one goes out.
        const waiting = await waitingCopyOf(trx, params.id);
        if (waiting) return { status_code: 200 as const, data: { id: waiting.id, status: 'waiting' as const } };
        const now = deps.now();
        const copyId = linkRemoved ? await copyWithNewLink(trx, row, now) : await insertCopyOfMail(trx, row, now.toISOString());
        await audit({ action: 'mail.resend', entity: 'mail', entityId: params.id, before: { status }, after: { copy_id: copyId, status: 'waiting', new_link: linkRemoved } });
        return { status_code: 200 as const, data: { id: copyId, status: 'waiting' as const } };
      }
      if (status === 'failed') {
        if (await requeueFailedMail(trx, params.id, MAX_ATTEMPTS)) {
          await audit({
            action: 'mail.resend',
            entity: 'mail',
            entityId: params.id,
            before: { status, attempts: row.attempts, last_error: row.last_error },
            after: { status: 'waiting', attempts: 0 },
          });
        }
      }
      // Waiting already (asked twice, or requeued meanwhile): nothing more to do.
      return { status_code: 200 as const, data: { id: params.id, status: 'waiting' as const } };
    });
  });
}
