// Writing a mail is part of the transaction that causes it (an order, a reset request): if that
// rolls back, no mail goes out; delivery happens afterwards from this table.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OutgoingMail = {
  kind: 'order_confirmation' | 'password_reset' | 'newsletter_confirmation' | 'withdrawal_confirmation' | (string & {});
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: OutgoingMail, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      created_at: now.toISOString(),
      sent_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
