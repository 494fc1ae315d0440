// Development pages over the mail outbox, for when no SMTP server is configured: a list (newest
// first), one mail, and a JSON variant end-to-end tests use to find links (?to=address). Never in
// production (the demo turns them off with MAIL_DEV_PAGES=0). Every value shown is escaped; a
// mail's HTML is shown in a sandboxed frame, so its markup cannot run anything or reach this page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { MailOutboxTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml } from './html.ts';
import { deliverableBody } from './outbox.ts';
import { attachmentNamesOfMail, attachmentsOfMail, findOutboxMail, listOutboxMails } from './outbox-repository.ts';

const listQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const attachmentParamsSchema = z.object({ id: z.coerce.number().int().positive(), position: z.coerce.number().int().min(0) });

const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'";

export type DevMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  /** File names and where to download them (/dev/mails/{id}/attachments/{position}). */
  attachments: { filename: string; contentType: string; href: string }[];
};

async function listMails(db: Db, query: z.infer<typeof listQuerySchema>, secretKey: string): Promise<DevMail[]> {
  return Promise.all((await listOutboxMails(db, query)).map((row) => toDevMail(db, row, secretKey)));
}

async function toDevMail(db: Db, row: Selectable<MailOutboxTable>, secretKey: string): Promise<DevMail> {
  const files = await attachmentNamesOfMail(db, row.id);
  // Without SMTP these pages are the delivery: an unsent mail shows its links as it would be sent.
  const body = deliverableBody(row, secretKey);
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: body.text,
    html: body.html,
    created_at: row.created_at,
    sent_at: row.sent_at,
    attempts: row.attempts,
    last_error: row.last_error,
    attachments: files.map((file) => ({ filename: file.file_name, contentType: file.content_type, href: `/dev/mails/${row.id}/attachments/${file.position}` })),
  };
}

function sendPage(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse}' +
        'td,th{padding:.3rem .6rem;border-bottom:1px solid #d9e2ec;text-align:left}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem}' +
        'iframe{width:100%;height:32rem;border:1px solid #d9e2ec}</style></head>' +
        `<body>${body}</body></html>`,
    );
}

function status(mail: DevMail): string {
  if (mail.sent_at) return `sent ${mail.sent_at}`;
  return mail.last_error ? `not sent (${mail.attempts} attempts: ${mail.last_error})` : 'in the outbox';
}

export function registerMailDevPages(app: FastifyInstance, db: Db, secretKey: string): void {
  app.get('/dev/mails.json', async (request) => {
    const query = listQuerySchema.parse(request.query ?? {});
    return { mails: await listMails(db, query, secretKey) };
  });

  app.get('/dev/mails', async (request, reply) => {
    const query = listQuerySchema.parse(request.query ?? {});
    const mails = await listMails(db, query, secretKey);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${mail.id}</td><td>${escapeHtml(mail.created_at)}</td><td>${escapeHtml(mail.to)}</td>` +
          `<td><a href="/dev/mails/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.kind)}</td>` +
          `<td>${escapeHtml(status(mail))}</td></tr>`,
      )
      .join('');
    const table = mails.length
      ? `<table><thead><tr><th>#</th><th>Written</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mails yet.</p>';
    return sendPage(reply, 'Mail outbox', `<h1>Mail outbox</h1><p>Newest first.</p>${table}`);
  });

  app.get('/dev/mails/:id', async (request, reply) => {
    const { id } = idParamsSchema.parse(request.params);
    const row = await findOutboxMail(db, id);
    if (!row) throw new AppError('not_found', { message: 'No such mail' });
    const mail = await toDevMail(db, row, secretKey);
    const files = mail.attachments.length
      ? `<h2>Attachments</h2><ul>${mail.attachments.map((file) => `<li><a href="${escapeHtml(file.href)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`).join('')}</ul>`
      : '';
    const html = mail.html ? `<h2>HTML</h2><iframe sandbox="" title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` : '';
    return sendPage(
      reply,
      mail.subject,
      `<p><a href="/dev/mails">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
        `<p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · written ${escapeHtml(mail.created_at)} · ${escapeHtml(status(mail))}</p>` +
        `${files}<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${html}`,
    );
  });

  app.get('/dev/mails/:id/attachments/:position', async (request, reply) => {
    const { id, position } = attachmentParamsSchema.parse(request.params);
    const file = (await attachmentsOfMail(db, id)).find((candidate) => candidate.position === position);
    if (!file) throw new AppError('not_found', { message: 'No such attachment' });
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', `inline; filename="${file.file_name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.content));
  });
}
