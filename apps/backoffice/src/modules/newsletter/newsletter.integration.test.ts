import { calls, fieldMessages } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { countRows, errorCodeOf, fieldsOf, linkParam, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from '../customer/testing.ts';

describe.each(databaseKinds)('newsletter on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const statusOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.newsletterSubscribe.response.parse(answer.body).data.status;
  };
  const stored = async (email: string) =>
    (await shop.backOffice.deps.db.selectFrom('newsletter_subscription').select('status').where('email', '=', email).executeTakeFirst())?.status;

  it('subscribes only after the link in the confirmation mail is followed', async () => {
    const email = uniqueEmail('news');
    const visitor = shopper(shop);
    expect(statusOf(await visitor.post('/api/newsletter/subscribe', { email: email.toUpperCase(), locale: 'de_DE' }))).toBe('confirmation_sent');
    expect(await stored(email)).toBe('pending');

    const [mail] = await mailsTo(shop, email);
    if (!mail) throw new Error('a confirmation mail is in the outbox');
    expect(mail).toMatchObject({ kind: 'newsletter_confirmation', subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung' });
    const { url, value: token } = linkParam(mail.text, '/newsletter?confirm=', 'confirm');
    expect(url.origin).toBe('http://localhost:3001');
    expect(token.length).toBeGreaterThanOrEqual(40);

    const wrong = await visitor.post('/api/newsletter/confirm', { token: 'y'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual([{ path: 'token', message: fieldMessages.link_invalid }]);
    expect(await stored(email)).toBe('pending');

    expect(statusOf(await visitor.post('/api/newsletter/confirm', { token }))).toBe('subscribed');
    expect(await stored(email)).toBe('subscribed');
    // A second click on the same link is fine.
    expect(statusOf(await visitor.post('/api/newsletter/confirm', { token }))).toBe('subscribed');

    // Subscribing again changes nothing and mails nothing.
    const mails = await countRows(shop, 'mail_outbox');
    expect(statusOf(await visitor.post('/api/newsletter/subscribe', { email, locale: 'de_DE' }))).toBe('confirmation_sent');
    expect(await countRows(shop, 'mail_outbox')).toBe(mails);
  });

  it('unsubscribes with the link from the mail; without it, it mails a link instead', async () => {
    const email = uniqueEmail('leave');
    const visitor = shopper(shop);
    await visitor.post('/api/newsletter/subscribe', { email, locale: 'ro_RO' });
    const [confirmation] = await mailsTo(shop, email);
    expect(confirmation?.subject).toBe('Vă rugăm să confirmați abonarea la newsletter');
    await visitor.post('/api/newsletter/confirm', { token: linkParam(confirmation?.text ?? '', '/newsletter?confirm=', 'confirm').value });
    expect(await stored(email)).toBe('subscribed');

    // Anyone may ask, but only the mailbox owner gets the link.
    expect(statusOf(await shopper(shop).post('/api/newsletter/unsubscribe', { email }))).toBe('confirmation_sent');
    expect(statusOf(await shopper(shop).post('/api/newsletter/unsubscribe', { email, token: 'z'.repeat(43) }))).toBe('confirmation_sent');
    expect(await stored(email)).toBe('subscribed');
    const [unsubscribeMail] = await mailsTo(shop, email);
    expect(unsubscribeMail).toMatchObject({ kind: 'newsletter_unsubscribe', subject: 'Dezabonare de la newsletter' });
    const link = linkParam(unsubscribeMail?.text ?? '', '/newsletter-unsubscribe', 'token');
    expect(link.url.origin).toBe('http://localhost:3003');
    expect(link.url.searchParams.get('email')).toBe(email);

    expect(statusOf(await shopper(shop).post('/api/newsletter/unsubscribe', { email, token: link.value }))).toBe('unsubscribed');
    expect(await stored(email)).toBe('unsubscribed');
    // The confirmation link does not bring it back.
    const confirmAgain = await visitor.post('/api/newsletter/confirm', { token: linkParam(confirmation?.text ?? '', '/newsletter?confirm=', 'confirm').value });
    expect(confirmAgain.status).toBe(400);
    expect(await stored(email)).toBe('unsubscribed');
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    const mails = await countRows(shop, 'mail_outbox');
    expect(statusOf(await shopper(shop).post('/api/newsletter/unsubscribe', { email: uniqueEmail('unknown') }))).toBe('confirmation_sent');
    expect(await countRows(shop, 'mail_outbox')).toBe(mails);
  });

  it('lets a signed-in customer unsubscribe their own email at once, not somebody else\'s', async () => {
    const email = uniqueEmail('member');
    const session = await registerCustomer(shop, registration(email, { newsletter: true }));
    const [mail] = await mailsTo(shop, email);
    expect(mail?.kind).toBe('newsletter_confirmation');
    await shopper(shop).post('/api/newsletter/confirm', { token: linkParam(mail?.text ?? '', '/newsletter?confirm=', 'confirm').value });
    expect(await stored(email)).toBe('subscribed');

    const other = uniqueEmail('other');
    await shopper(shop).post('/api/newsletter/subscribe', { email: other, locale: 'de_AT' });
    const [otherMail] = await mailsTo(shop, other);
    await shopper(shop).post('/api/newsletter/confirm', { token: linkParam(otherMail?.text ?? '', '/newsletter?confirm=', 'confirm').value });

    const asCustomer = (body: unknown) => call(`${shop.apiUrl}/api/newsletter/unsubscribe`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body });
    expect(statusOf(await asCustomer({ email: other }))).toBe('confirmation_sent');
    expect(await stored(other)).toBe('subscribed');
    expect(statusOf(await asCustomer({ email }))).toBe('unsubscribed');
    expect(await stored(email)).toBe('unsubscribed');
  });

  it('lets an expired confirmation link do nothing', async () => {
    const email = uniqueEmail('slow');
    await shopper(shop).post('/api/newsletter/subscribe', { email, locale: 'de_AT' });
    const [mail] = await mailsTo(shop, email);
    await shop.backOffice.deps.db
      .updateTable('newsletter_subscription')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const answer = await shopper(shop).post('/api/newsletter/confirm', { token: linkParam(mail?.text ?? '', '/newsletter?confirm=', 'confirm').value });
    expect(answer.status).toBe(400);
    expect(await stored(email)).toBe('pending');
  });

  it('refuses bad input and limits confirmation mails per email', async () => {
    const before = [await countRows(shop, 'newsletter_subscription'), await countRows(shop, 'mail_outbox')];
    const visitor = shopper(shop);
    const bad = [
      await visitor.post('/api/newsletter/subscribe', {}),
      await visitor.post('/api/newsletter/subscribe', { email: 'kein-at-zeichen', locale: 'de_AT' }),
      await visitor.post('/api/newsletter/subscribe', { email: uniqueEmail('x'), locale: 'deutsch' }),
      await visitor.post('/api/newsletter/subscribe', { email: uniqueEmail('x'), locale: 'de_AT', admin: true }),
      await visitor.post('/api/newsletter/confirm', { token: 5 }),
      await visitor.post('/api/newsletter/confirm', { token: 'short' }),
      await visitor.post('/api/newsletter/unsubscribe', { email: 42 }),
    ];
    expect(bad.map((answer) => answer.status)).toEqual(bad.map(() => 400));
    expect(fieldsOf(bad[0] as (typeof bad)[number])).toContainEqual({ path: 'email', message: fieldMessages.required });
    const anonymous = await call(`${shop.apiUrl}/api/newsletter/subscribe`, { method: 'POST', body: { email: uniqueEmail('anon'), locale: 'de_AT' } });
    expect(anonymous.status).toBe(401);
    expect([await countRows(shop, 'newsletter_subscription'), await countRows(shop, 'mail_outbox')]).toEqual(before);

    const email = uniqueEmail('flood');
    for (let n = 1; n <= 5; n += 1) expect((await shopper(shop).post('/api/newsletter/subscribe', { email, locale: 'de_AT' })).status).toBe(200);
    const blocked = await shopper(shop).post('/api/newsletter/subscribe', { email, locale: 'de_AT' });
    expect(blocked.status).toBe(429);
    expect(errorCodeOf(blocked)).toBe('rate_limited');
    expect(await mailsTo(shop, email)).toHaveLength(5);
  });
});
