// The admin's outbox: states, filters, one mail without its one-time link, and sending a failed
// mail again (the fake SMTP server refuses it until the sender gives up, then accepts).
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, DE } from '../checkout/testing.ts';
import { errorCodeOf, fieldsOf, linkParam, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server.ts';
import { enqueueMail } from './outbox.ts';
import { createMailSender, MAX_ATTEMPTS, retryDelayMs, smtpTransport } from './sender.ts';

const { list, detail, resend } = adminCalls.mails;

describe.each(databaseKinds)('the admin’s outbox on %s', (kind) => {
  let shop: TestBackOffice;
  let smtp: FakeSmtpServer;
  let staff: StaffClient;

  beforeAll(async () => {
    [shop, smtp] = await Promise.all([startTestBackOffice(kind, { products: 20 }), startFakeSmtpServer()]);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await Promise.all([shop?.close(), smtp?.close()]);
  });

  const one = async (id: number) => detail.response.parse((await staff.call(detail.path.replace(':id', String(id)))).body).data;
  const listed = async (query: string) => list.response.parse((await staff.call(`${list.path}?${query}`)).body);
  const again = (id: number) => staff.call(resend.path.replace(':id', String(id)), { method: 'POST' });
  /** Runs the sender until it has given the mail up (the SMTP server refuses its recipient meanwhile). */
  const failUntilGivenUp = async (email: string, clock: { now: Date }) => {
    const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'shop@example.org', secretKey: shop.config.jwtSecret, now: () => clock.now });
    smtp.rejectRecipients.add(email);
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await sender.runOnce();
        clock.now = new Date(clock.now.getTime() + retryDelayMs(attempt) + 1_000);
      }
    } finally {
      smtp.rejectRecipients.delete(email);
      await sender.stop();
    }
  };

  it('sends a failed mail again: it goes back to the queue and the sender delivers it', async () => {
    const email = uniqueEmail('bounce');
    const id = await enqueueMail(shop.backOffice.deps.db, { kind: 'test', to: email, subject: 'Ihre Bestellung', text: 'Hallo, danke.' });
    expect((await one(id)).status).toBe('waiting');
    // Not failed yet: nothing to send again, the answer says it waits.
    expect((await again(id)).body).toEqual({ status_code: 200, data: { id, status: 'waiting' } });

    const clock = { now: new Date() };
    await failUntilGivenUp(email, clock);
    const failed = await one(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null, text: 'Hallo, danke.', had_secret_link: false, resendable: true });
    expect(failed.last_error).toContain('451');
    expect((await listed(`status=failed&to=${encodeURIComponent(email.toUpperCase())}`)).data.map((row) => row.id)).toEqual([id]);
    expect((await listed(`status=sent&to=${encodeURIComponent(email)}`)).total).toBe(0);

    const answer = await again(id);
    expect(answer.body).toEqual({ status_code: 200, data: { id, status: 'waiting' } });
    expect((await again(id)).body).toEqual(answer.body);
    expect(await one(id)).toMatchObject({ status: 'waiting', attempts: 0 });

    const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'shop@example.org', now: () => clock.now });
    try {
      await sender.runOnce();
    } finally {
      await sender.stop();
    }
    expect(await one(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    // Sent: it can be sent again as a copy (issue 34), once while the copy waits.
    expect(await one(id)).toMatchObject({ resendable: true });
    const copy = await again(id);
    expect(copy.status).toBe(200);
    const copyId = (copy.body as { data: { id: number } }).data.id;
    expect(copyId).not.toBe(id);
    expect((await again(id)).body).toEqual(copy.body);
    expect(await one(copyId)).toMatchObject({ status: 'waiting', to: email, subject: (await one(id)).subject, text: 'Hallo, danke.' });

    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity', '=', 'mail').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((line) => line.action)).toEqual(['mail.resend', 'mail.resend']);
    expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(JSON.parse(audit[1]?.after_json ?? '')).toMatchObject({ copy_id: copyId });
  });

  it('sends an order’s mail to a guest again with a new link to the order once the first one’s link is gone', async () => {
    const kit = checkoutKit(shop);
    const guest = await kit.shopper('guest', { countryId: DE });
    const placed = await kit.pay(guest, await kit.cartWith(guest, [[await kit.sellable({ stock: 3 }), 1]]), 'vorkasse');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { order_ref: ref } = (placed.body as { data: { order_ref: string } }).data;
    const [confirmation] = await mailsTo(shop, guest.email);
    if (confirmation?.kind !== 'order_confirmation') throw new Error('the order confirmation is in the outbox');
    const tokenIn = (text: string) => new RegExp(`/guest/invoice/${encodeURIComponent(ref)}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
    const firstToken = tokenIn(confirmation.text);
    expect(firstToken).not.toBe('');
    const guestOrder = (token: string) => call(`${shop.apiUrl}/api/ExternalOrderApi/guest_order/${encodeURIComponent(ref)}/${token}`, { headers: shop.guest });

    // It goes out; the stored copy keeps no link.
    const sender = createMailSender({ db: shop.backOffice.deps.db, transport: smtpTransport(smtp.url), from: 'shop@example.org', secretKey: shop.config.jwtSecret });
    await sender.runOnce();
    await sender.stop();
    const sent = await one(confirmation.id);
    expect(sent).toMatchObject({ status: 'sent', had_secret_link: true, resendable: true });
    expect(sent.text).toContain('[removed after sending]');

    // Sent again: a copy with a new link that opens the order (the first link still does too).
    const answer = await again(confirmation.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const copyId = (answer.body as { data: { id: number } }).data.id;
    expect(copyId).not.toBe(confirmation.id);
    const [copy] = await mailsTo(shop, guest.email);
    expect(copy).toMatchObject({ id: copyId, kind: 'order_confirmation', subject: confirmation.subject });
    const newToken = tokenIn(copy?.text ?? '');
    expect(newToken).not.toBe('');
    expect(newToken).not.toBe(firstToken);
    expect((await guestOrder(newToken)).status).toBe(200);
    expect((await guestOrder(firstToken)).status).toBe(200);
    // The admin never sees it, and asked twice it sends one copy.
    expect((await one(copyId)).text).toContain('[one-time link, hidden]');
    expect(JSON.stringify(await one(copyId))).not.toContain(newToken);
    expect(((await again(confirmation.id)).body as { data: { id: number } }).data.id).toBe(copyId);
  });

  it('never shows a one-time link, and does not send a failed one whose link is gone', async () => {
    const email = uniqueEmail('reset');
    await registerCustomer(shop, registration(email));
    await shopper(shop).post('/api/customer/password-reset', { email, locale: 'de_AT' });
    const [queued] = await mailsTo(shop, email);
    if (!queued) throw new Error('a reset mail is in the outbox');
    const token = linkParam(queued.text, '/forgot-password', 'token').value;

    const waiting = await one(queued.id);
    expect(waiting).toMatchObject({ kind: 'password_reset', status: 'waiting', had_secret_link: true, resendable: false });
    expect(waiting.text).toContain('[one-time link, hidden]');
    expect(JSON.stringify(waiting)).not.toContain(token);
    expect(JSON.stringify(await listed(`to=${encodeURIComponent(email)}`))).not.toContain(token);

    await failUntilGivenUp(email, { now: new Date() });
    const failed = await one(queued.id);
    expect(failed).toMatchObject({ status: 'failed', had_secret_link: true, resendable: false });
    expect(failed.text).toContain('[removed after sending]');
    const refused = await again(queued.id);
    expect(refused.status).toBe(409);
    expect(errorCodeOf(refused)).toBe('mail_not_resendable');

    expect(fieldsOf(await staff.call(`${list.path}?status=lost`)).map((field) => field.path)).toEqual(['status']);
    expect((await staff.call(detail.path.replace(':id', '99999999'))).status).toBe(404);
  });
});
