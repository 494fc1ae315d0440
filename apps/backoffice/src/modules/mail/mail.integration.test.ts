import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createBackOffice } from '../../server.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { linkParam, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from '../customer/testing.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server.ts';
import { enqueueMail } from './outbox.ts';
import { createMailSender, MAX_ATTEMPTS, smtpTransport } from './sender.ts';
import { productionSecrets } from '../../testing/production-settings.ts';

describe.each(databaseKinds)('mail outbox on %s', (kind) => {
  let shop: TestBackOffice;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    [shop, smtp] = await Promise.all([startTestBackOffice(kind, { products: 20 }), startFakeSmtpServer()]);
  });
  afterAll(async () => {
    await Promise.all([shop?.close(), smtp?.close()]);
  });

  const mailRow = (id: number) => shop.backOffice.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outgoing = (to: string, subject = 'Test <mail> & more') => ({ kind: 'test', to, subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` });

  describe('development pages', () => {
    it('lists mails newest first and escapes what customers typed', async () => {
      const email = uniqueEmail('xss');
      await registerCustomer(shop, registration(email, { firstname: '<script>alert(1)</script>' }));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [mail] = await mailsTo(shop, email);
      if (!mail) throw new Error('a reset mail is in the outbox');
      expect(mail.html).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;,');
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toContain('Hallo <script>alert(1)</script>,');

      const later = await enqueueMail(shop.backOffice.deps.db, outgoing(email));
      const json = await mailsTo(shop, email);
      expect(json.map((entry) => entry.id)).toEqual([later, mail.id]);

      const list = await call(`${shop.apiUrl}/dev/mails`);
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toContain('text/html');
      expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = String(list.body);
      expect(page).toContain('Test &lt;mail&gt; &amp; more');
      expect(page).not.toContain('Test <mail>');
      expect(page.indexOf(`/dev/mails/${later}"`)).toBeLessThan(page.indexOf(`/dev/mails/${mail.id}"`));

      const one = await call(`${shop.apiUrl}/dev/mails/${mail.id}`);
      expect(one.status).toBe(200);
      const detail = String(one.body);
      expect(detail).not.toContain('<script>');
      expect(detail).toContain('Hallo &lt;script&gt;alert(1)&lt;/script&gt;,');
      // The HTML part sits escaped inside a sandboxed frame.
      expect(detail).toContain('<iframe sandbox="" title="HTML part" srcdoc="&lt;!doctype html&gt;');
      expect(detail).toContain('&amp;lt;script&amp;gt;');
      expect(linkParam(mail.text, '/forgot-password', 'token').value.length).toBeGreaterThan(40);

      expect((await call(`${shop.apiUrl}/dev/mails/999999`)).status).toBe(404);
      expect((await call(`${shop.apiUrl}/dev/mails/abc`)).status).toBe(400);
      expect(await mailsTo(shop, uniqueEmail('nobody'))).toEqual([]);
    });

    it('are on in the demo unless MAIL_DEV_PAGES=0, and never in production', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-config-'));
      try {
        expect(loadConfig({ DATA_DIR: dataDir }).mailDevPages).toBe(true);
        expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', ...productionSecrets }).mailDevPages).toBe(false);
        expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_DEV_PAGES: '1', ...productionSecrets }).mailDevPages).toBe(false);
        expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SHOP_MODE: 'demo', MAIL_DEV_PAGES: '1' }).mailDevPages).toBe(true);
        expect(loadConfig({ DATA_DIR: dataDir, MAIL_DEV_PAGES: '0' }).mailDevPages).toBe(false);
        expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
        expect(() => loadConfig({ DATA_DIR: dataDir, STOREFRONT_URLS: 'DE=not a url' })).toThrow(/STOREFRONT_URLS/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      const production = await createBackOffice({ ...shop.config, mailDevPages: false }, shop.backOffice.deps.database, { logger: false });
      try {
        expect((await production.api.inject('/dev/mails')).statusCode).toBe(404);
        expect((await production.api.inject('/dev/mails.json')).statusCode).toBe(404);
      } finally {
        await Promise.all([production.api.close(), production.helper.close()]);
      }
    });
  });

  describe('SMTP sender', () => {
    it('sends due mails once and marks them sent', async () => {
      const email = uniqueEmail('smtp');
      await registerCustomer(shop, registration(email));
      await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
      const [queued] = await mailsTo(shop, email);
      if (!queued) throw new Error('a reset mail is in the outbox');
      const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'Shop <shop@example.org>', secretKey: shop.config.jwtSecret });
      try {
        await sender.runOnce();
        const delivered = smtp.received.filter((mail) => mail.to.includes(email));
        expect(delivered).toHaveLength(1);
        expect(delivered[0]?.from).toBe('shop@example.org');
        expect(delivered[0]?.data).toContain('Subject: Ihr neues Passwort');
        // The same Message-ID on every attempt: a receiver tells a mail sent twice (a crash between
        // the server's acceptance and our mark) for one.
        expect(delivered[0]?.data).toContain(`Message-ID: <outbox-${queued.id}@example.org>`);
        expect(delivered[0]?.data.replace(/=\r\n/g, '')).toContain('forgot-password?token=3D');
        const row = await mailRow(queued.id);
        expect(row.sent_at).not.toBeNull();
        // The link went to the mail server; the row keeps none.
        const token = linkParam(queued.text, '/forgot-password', 'token').value;
        expect(JSON.stringify(row)).not.toContain(token);
        expect(row.secrets).toBeNull();
        expect(row.attempts).toBe(1);
        expect(row.last_error).toBeNull();
        // A second pass does not send it again.
        await sender.runOnce();
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
      } finally {
        await sender.stop();
      }
    });

    it('records a refused mail, waits, and tries again later', async () => {
      const email = uniqueEmail('busy');
      const id = await enqueueMail(shop.backOffice.deps.db, outgoing(email, 'Retry me'));
      let clock = new Date();
      const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'shop@example.org', now: () => clock });
      smtp.rejectRecipients.add(email);
      try {
        await sender.runOnce();
        let row = await mailRow(id);
        expect(row).toMatchObject({ sent_at: null, attempts: 1 });
        expect(row.last_error).toContain('451');
        expect(new Date(row.next_attempt_at ?? 0).getTime()).toBe(clock.getTime() + 60_000);

        // Not due yet: nothing happens.
        clock = new Date(clock.getTime() + 30_000);
        await sender.runOnce();
        expect((await mailRow(id)).attempts).toBe(1);

        clock = new Date(clock.getTime() + 31_000);
        await sender.runOnce();
        row = await mailRow(id);
        expect(row.attempts).toBe(2);
        expect(new Date(row.next_attempt_at ?? 0).getTime()).toBe(clock.getTime() + 120_000);

        smtp.rejectRecipients.delete(email);
        clock = new Date(clock.getTime() + 121_000);
        await sender.runOnce();
        row = await mailRow(id);
        expect(row.sent_at).not.toBeNull();
        expect(row.attempts).toBe(3);
        expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
      } finally {
        smtp.rejectRecipients.delete(email);
        await sender.stop();
      }
    });

    it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the last error`, async () => {
      const email = uniqueEmail('never');
      const id = await enqueueMail(shop.backOffice.deps.db, outgoing(email));
      await shop.backOffice.deps.db.updateTable('mail_outbox').set({ attempts: MAX_ATTEMPTS, last_error: 'mailbox unavailable' }).where('id', '=', id).execute();
      const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'shop@example.org' });
      try {
        await sender.runOnce();
        expect(await mailRow(id)).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS, last_error: 'mailbox unavailable' });
        expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
      } finally {
        await sender.stop();
      }
    });

    it('runs inside the back office when SMTP_URL is set', async () => {
      const email = uniqueEmail('wired');
      const id = await enqueueMail(shop.backOffice.deps.db, outgoing(email, 'Wired'));
      const withSmtp = await createBackOffice({ ...shop.config, smtpUrl: smtp.url }, shop.backOffice.deps.database, { logger: false });
      try {
        await withSmtp.api.ready();
        const deadline = Date.now() + 10_000;
        while ((await mailRow(id)).sent_at === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await mailRow(id)).sent_at).not.toBeNull();
        expect(smtp.received.find((mail) => mail.to.includes(email))?.data).toContain('Subject: Wired');
      } finally {
        await Promise.all([withSmtp.api.close(), withSmtp.helper.close()]);
      }
    });
  });
});
