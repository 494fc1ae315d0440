// Rows of the mail outbox: written with the transaction that causes a mail, read by the sender
// and the development pages.
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, MailAttachmentTable, MailOutboxTable } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';

export async function insertOutboxMail(db: Kysely<Database> | Transaction<Database>, values: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMailAttachments(db: Kysely<Database> | Transaction<Database>, rows: Insertable<MailAttachmentTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('mail_attachment').values(rows).execute();
}

/** A mail's attachments in their order. */
export function attachmentsOfMail(db: Kysely<Database> | Transaction<Database>, mailId: number) {
  return db.selectFrom('mail_attachment').select(['position', 'file_name', 'content_type', 'content']).where('mail_id', '=', mailId).orderBy('position').execute();
}

/** Names and sizes only, for listing. */
export function attachmentNamesOfMail(db: Kysely<Database> | Transaction<Database>, mailId: number) {
  return db.selectFrom('mail_attachment').select(['position', 'file_name', 'content_type']).where('mail_id', '=', mailId).orderBy('position').execute();
}

/** Newest first, optionally only those to one address. */
export function listOutboxMails(db: Db, filter: { to?: string | undefined; limit: number }) {
  let select = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.to) select = select.where('to_address', '=', filter.to);
  return select.execute();
}

export function findOutboxMail(db: Db | Transaction<Database>, id: number) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many mails wait to be sent (unsent, attempts left). */
export async function outboxBacklog(db: Db, maxAttempts: number): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unsent mails with attempts left whose pause (or another process's claim) is over at `at`. */
export function listDueMails(db: Db, at: string, maxAttempts: number, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'secrets', 'attempts', 'next_attempt_at'])
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims an unsent mail until `until`, unless another process holds an unexpired claim at `at`.
 * One conditional update, so two processes cannot both win. True when this call won.
 */
export async function claimMail(db: Db, id: number, at: string, until: string): Promise<boolean> {
  const claim = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Records the outcome of a delivery attempt. */
export async function updateOutboxMail(db: Db, id: number, values: Updateable<MailOutboxTable>): Promise<void> {
  await db.updateTable('mail_outbox').set(values).where('id', '=', id).execute();
}

export type OutboxState = 'sent' | 'waiting' | 'failed';

/** The admin's outbox: newest first, by state (failed: not sent after `maxAttempts`) and recipient. */
export async function listOutboxForAdmin(db: Db, filter: { state?: OutboxState | undefined; to?: string | undefined; maxAttempts: number; offset: number; limit: number }) {
  let base = db.selectFrom('mail_outbox');
  if (filter.state === 'sent') base = base.where('sent_at', 'is not', null);
  if (filter.state === 'waiting') base = base.where('sent_at', 'is', null).where('attempts', '<', filter.maxAttempts);
  if (filter.state === 'failed') base = base.where('sent_at', 'is', null).where('attempts', '>=', filter.maxAttempts);
  if (filter.to) base = base.where(containsIgnoringCase('to_address', filter.to));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'to_address', 'subject', 'attempts', 'last_error', 'created_at', 'sent_at', 'next_attempt_at', 'order_id'])
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Puts a given-up mail back in the queue (attempts from 0, due now); false when it is not given up. */
export async function requeueFailedMail(db: Db | Transaction<Database>, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: 0, next_attempt_at: null })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** A copy of `mailId` that has not gone out yet (staff asked to send it again). */
export function waitingCopyOf(db: Db | Transaction<Database>, mailId: number) {
  return db.selectFrom('mail_outbox').select('id').where('resent_from_id', '=', mailId).where('sent_at', 'is', null).executeTakeFirst();
}

/** A new outbox row with the mail's subject, body and attachments, naming the mail it copies. */
export async function insertCopyOfMail(
  db: Db | Transaction<Database>,
  mail: Selectable<MailOutboxTable>,
  at: string,
  body: { text_body: string; html_body: string | null; secrets: string | null } = { text_body: mail.text_body, html_body: mail.html_body, secrets: null },
): Promise<number> {
  const id = await insertOutboxMail(db, {
    kind: mail.kind,
    to_address: mail.to_address,
    subject: mail.subject,
    ...body,
    created_at: at,
    sent_at: null,
    last_error: null,
    order_id: mail.order_id,
    resent_from_id: mail.id,
  });
  const files = await attachmentsOfMail(db, mail.id);
  await insertMailAttachments(db, files.map((file) => ({ mail_id: id, position: file.position, file_name: file.file_name, content_type: file.content_type, content: file.content })));
  return id;
}
