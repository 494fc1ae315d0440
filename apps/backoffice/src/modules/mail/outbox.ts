// Writing a mail is part of the transaction that causes it (an order, a reset request): if that
// rolls back, no mail goes out; delivery happens afterwards from this table.
//
// Secrets a mail carries (a reset token, a newsletter or guest-order link token) are named by the
// caller. The stored body holds a random placeholder for each; the secrets sit in their own column,
// encrypted (AES-256-GCM, key derived from the back office's secret, which is not in the database),
// and the sender puts them back only into the message it hands to the mail server. Once the mail is
// sent (or given up), the secrets are dropped and the placeholders say the link was removed. So a
// copy of the table shows no working link, before or after sending.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import { insertMailAttachments, insertOutboxMail } from './outbox-repository.ts';
import { sealText, unsealText } from '../../security/sealed-text.ts';

export type OutgoingMail = {
  kind: 'order_confirmation' | 'password_reset' | 'newsletter_confirmation' | 'withdrawal_confirmation' | (string & {});
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values in text and html that must not stay in the table once the mail is sent. */
  secrets?: readonly string[];
  /** The order the mail belongs to: it shows on the order's timeline (issue 14). */
  orderId?: number;
  /** Files sent with the mail, in this order (the order confirmation's withdrawal form, issue 17). */
  attachments?: readonly MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

type StoredSecret = { placeholder: string; value: string };

const PURPOSE = 'mail-outbox-secrets';

function seal(secrets: StoredSecret[], secret: string): string {
  return sealText(JSON.stringify(secrets), secret, PURPOSE);
}

function unseal(stored: string, secret: string): StoredSecret[] {
  const json = unsealText(stored, secret, PURPOSE);
  if (json === null) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as StoredSecret[]) : [];
}

/** What replaces a secret in the stored body of a sent mail. */
export const REMOVED_SECRET = '[removed after sending]';

/**
 * Queues a mail. `secretKey` (the back office's secret) is needed when the mail names secrets: they
 * are stored encrypted with a key derived from it.
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: OutgoingMail,
  now = new Date(),
  secretKey?: string,
): Promise<number> {
  const secrets: StoredSecret[] = (mail.secrets ?? [])
    .filter((value) => value.length > 0)
    .map((value) => ({ placeholder: `[[secret:${randomBytes(12).toString('base64url')}]]`, value }));
  const hide = (body: string) => secrets.reduce((text, secret) => text.replaceAll(secret.value, secret.placeholder), body);
  const id = await insertOutboxMail(db, {
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    text_body: hide(mail.text),
    html_body: mail.html === undefined ? null : hide(mail.html),
    secrets: secrets.length > 0 ? seal(secrets, requireKey(secretKey)) : null,
    created_at: now.toISOString(),
    sent_at: null,
    last_error: null,
    order_id: mail.orderId ?? null,
  });
  await insertMailAttachments(
    db,
    (mail.attachments ?? []).map((file, position) => ({ mail_id: id, position, file_name: file.filename, content_type: file.contentType, content: file.content })),
  );
  return id;
}

type BodyOfMail = Pick<Selectable<MailOutboxTable>, 'text_body' | 'html_body' | 'secrets'>;

function requireKey(secretKey: string | undefined): string {
  if (!secretKey) throw new Error('A mail with secrets needs the secret key to store or read them.');
  return secretKey;
}

function fill(mail: BodyOfMail, secrets: StoredSecret[], valueOf: (secret: StoredSecret) => string): { text: string; html: string | null } {
  const put = (body: string) => secrets.reduce((text, secret) => text.replaceAll(secret.placeholder, valueOf(secret)), body);
  return { text: put(mail.text_body), html: mail.html_body === null ? null : put(mail.html_body) };
}

/** The mail as it is delivered: the secrets put back in. */
export function deliverableBody(mail: BodyOfMail, secretKey?: string): { text: string; html: string | null } {
  if (mail.secrets === null) return { text: mail.text_body, html: mail.html_body };
  return fill(mail, unseal(mail.secrets, requireKey(secretKey)), (secret) => secret.value);
}

/** The body to keep once the mail has gone out (or was given up): secrets replaced by a note. */
export function redactedBody(mail: BodyOfMail, secretKey?: string): { text_body: string; html_body: string | null; secrets: null } {
  if (mail.secrets === null) return { text_body: mail.text_body, html_body: mail.html_body, secrets: null };
  const body = fill(mail, unseal(mail.secrets, requireKey(secretKey)), () => REMOVED_SECRET);
  return { text_body: body.text, html_body: body.html, secrets: null };
}

/**
 * The body of a sent mail whose one-time link was removed, with a new secret where it stood: for
 * sending it again with a fresh link (an order's guest link is issued anew; the old one still works).
 */
export function bodyWithNewSecret(mail: Pick<BodyOfMail, 'text_body' | 'html_body'>, value: string, secretKey: string): { text_body: string; html_body: string | null; secrets: string } {
  const secret: StoredSecret = { placeholder: `[[secret:${randomBytes(12).toString('base64url')}]]`, value };
  const put = (body: string) => body.replaceAll(REMOVED_SECRET, secret.placeholder);
  return { text_body: put(mail.text_body), html_body: mail.html_body === null ? null : put(mail.html_body), secrets: seal([secret], secretKey) };
}

/** What the admin shows of a body: a one-time link still waiting to be sent stays hidden. */
export const HIDDEN_SECRET = '[one-time link, hidden]';
const PLACEHOLDER = /\[\[secret:[A-Za-z0-9_-]+\]\]/g;

export function adminViewOfBody(mail: Pick<BodyOfMail, 'text_body' | 'secrets'>): { text: string; hadSecretLink: boolean; linkRemoved: boolean } {
  const linkRemoved = mail.secrets === null && mail.text_body.includes(REMOVED_SECRET);
  return { text: mail.text_body.replace(PLACEHOLDER, HIDDEN_SECRET), hadSecretLink: mail.secrets !== null || linkRemoved, linkRemoved };
}
