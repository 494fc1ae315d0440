// Writing a mail is part of the transaction that causes it (an order, a reset request): if that
// rolls back, no mail goes out; delivery happens afterwards from this table.
//
// Secrets a mail carries (a reset token, a newsletter or guest-order link token) are named by the
// caller. The stored body holds a random placeholder for each, the secrets sit in their own column,
// and the sender puts them back only into the message it hands to the mail server. Once the mail is
// sent (or given up), the secrets are dropped and the placeholders say the link was removed: the
// table never shows a working link of a mail that has gone out.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.ts';

export type OutgoingMail = {
  kind: 'order_confirmation' | 'password_reset' | 'newsletter_confirmation' | 'withdrawal_confirmation' | (string & {});
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values in text and html that must not stay in the table once the mail is sent. */
  secrets?: readonly string[];
};

type StoredSecret = { placeholder: string; value: string };

/** What replaces a secret in the stored body of a sent mail. */
export const REMOVED_SECRET = '[removed after sending]';

export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: OutgoingMail, now = new Date()): Promise<number> {
  const secrets: StoredSecret[] = (mail.secrets ?? [])
    .filter((value) => value.length > 0)
    .map((value) => ({ placeholder: `[[secret:${randomBytes(12).toString('base64url')}]]`, value }));
  const hide = (body: string) => secrets.reduce((text, secret) => text.replaceAll(secret.value, secret.placeholder), body);
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: hide(mail.text),
      html_body: mail.html === undefined ? null : hide(mail.html),
      secrets: secrets.length > 0 ? JSON.stringify(secrets) : null,
      created_at: now.toISOString(),
      sent_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type BodyOfMail = Pick<Selectable<MailOutboxTable>, 'text_body' | 'html_body' | 'secrets'>;

function storedSecrets(mail: BodyOfMail): StoredSecret[] {
  if (mail.secrets === null) return [];
  try {
    const parsed: unknown = JSON.parse(mail.secrets);
    return Array.isArray(parsed) ? (parsed as StoredSecret[]) : [];
  } catch {
    return [];
  }
}

function fill(mail: BodyOfMail, valueOf: (secret: StoredSecret) => string): { text: string; html: string | null } {
  const secrets = storedSecrets(mail);
  const put = (body: string) => secrets.reduce((text, secret) => text.replaceAll(secret.placeholder, valueOf(secret)), body);
  return { text: put(mail.text_body), html: mail.html_body === null ? null : put(mail.html_body) };
}

/** The mail as it is delivered: the secrets put back in. */
export function deliverableBody(mail: BodyOfMail): { text: string; html: string | null } {
  return fill(mail, (secret) => secret.value);
}

/** The body to keep once the mail has gone out (or was given up): secrets replaced by a note. */
export function redactedBody(mail: BodyOfMail): { text_body: string; html_body: string | null; secrets: null } {
  const body = fill(mail, () => REMOVED_SECRET);
  return { text_body: body.text, html_body: body.html, secrets: null };
}
