// Delivers the mail outbox by SMTP. Each pass picks due rows, claims each one (so a second
// back-office process does not send it too), sends it, and marks it sent, or records the error
// and tries again later with a growing pause. After MAX_ATTEMPTS a mail stays unsent with its last
// error, visible on the dev mail pages and in the table. A mail's secrets (outbox.ts) go to the
// mail server only; once sent or given up, the stored row keeps no working link.
import nodemailer from 'nodemailer';
import type { Db } from '../../db/connect.ts';
import { deliverableBody, redactedBody } from './outbox.ts';
import { attachmentsOfMail, claimMail, listDueMails, updateOutboxMail } from './outbox-repository.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * The Message-ID of an outbox row, the same on every attempt: a mail sent again after a crash
 * between the server's acceptance and our "sent" mark is recognisable to the receiver as the same.
 */
export function outboxMessageId(mailId: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mailId}@${domain}>`;
}
export type MailTransport = { sendMail(message: MailMessage): Promise<unknown>; close?(): void };

export const MAX_ATTEMPTS = 10;
/** How long a claimed row is left to the process that claimed it. */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Pause after the n-th failed attempt: 1, 2, 4, ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
}

export type MailSender = {
  /** One pass over the due mails; resolves with what happened. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Runs a pass now and then every `intervalMs` until stopped. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

export function createMailSender(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  batchSize?: number;
  /** The back office's secret: opens the encrypted secrets of a mail (outbox.ts). */
  secretKey?: string;
  onError?: (error: unknown) => void;
  /** Whether this process sends on its timer (the job's lease, src/jobs/); `runOnce` always sends. */
  mayRun?: () => Promise<boolean>;
}): MailSender {
  const { db, transport, from, secretKey } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  let stopped = false;

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const startedAt = now().toISOString();
    const due = await listDueMails(db, startedAt, MAX_ATTEMPTS, batchSize);
    let sent = 0;
    let failed = 0;
    for (const mail of due) {
      if (stopped) break;
      const moment = now();
      const claimed = await claimMail(db, mail.id, moment.toISOString(), new Date(moment.getTime() + CLAIM_MS).toISOString());
      if (!claimed) continue; // another process has it
      try {
        const body = deliverableBody(mail, secretKey);
        const files = await attachmentsOfMail(db, mail.id);
        await transport.sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          messageId: outboxMessageId(mail.id, from),
          text: body.text,
          ...(body.html === null ? {} : { html: body.html }),
          ...(files.length === 0 ? {} : { attachments: files.map((file) => ({ filename: file.file_name, contentType: file.content_type, content: Buffer.from(file.content) })) }),
        });
        await updateOutboxMail(db, mail.id, {
          sent_at: now().toISOString(),
          attempts: mail.attempts + 1,
          last_error: null,
          next_attempt_at: null,
          ...redactedBody(mail, secretKey),
        });
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await updateOutboxMail(db, mail.id, {
          attempts,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
          // Given up: the mail will not go out, so its secrets are of no further use.
          ...(attempts >= MAX_ATTEMPTS ? redactedBody(mail, secretKey) : {}),
        });
        failed += 1;
      }
    }
    return { sent, failed };
  }

  const job = periodicJob(runOnce, { ...(options.mayRun ? { mayRun: options.mayRun } : {}), ...(options.onError ? { onError: options.onError } : {}), onStop: () => transport.close?.() });
  return {
    runOnce: job.runOnce,
    start(intervalMs = 5_000) {
      stopped = false;
      job.start(intervalMs);
    },
    async stop() {
      stopped = true;
      await job.stop();
    },
  };
}
