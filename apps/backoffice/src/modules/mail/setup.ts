// The mail side of the back office: the development pages when enabled, and the SMTP sender when
// SMTP_URL is configured (stopped when the back office closes).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { JOB_LEASE_MS } from '../../jobs/job-leases.ts';
import { registerMailDevPages } from './dev-pages.ts';
import { outboxBacklog } from './outbox-repository.ts';
import { createMailSender, MAX_ATTEMPTS, smtpTransport } from './sender.ts';

export function setUpMail(api: FastifyInstance, deps: Deps): void {
  if (deps.config.mailDevPages) registerMailDevPages(api, deps.db, deps.config.jwtSecret);
  const smtpUrl = deps.config.smtpUrl;
  if (!smtpUrl) return;
  const sender = createMailSender({
    db: deps.db,
    transport: smtpTransport(smtpUrl),
    from: deps.config.mailFrom,
    secretKey: deps.config.jwtSecret,
    now: deps.now,
    mayRun: () => deps.leases.holds('mail-sender', JOB_LEASE_MS),
    onError: (error) => api.log.error({ err: error }, 'mail sender pass failed'),
  });
  api.addHook('onReady', async () => sender.start());
  api.addHook('onClose', async () => sender.stop());
}

/** Mails waiting to be sent, for the metrics. */
export function mailBacklog(deps: Pick<Deps, 'db'>): Promise<number> {
  return outboxBacklog(deps.db, MAX_ATTEMPTS);
}
