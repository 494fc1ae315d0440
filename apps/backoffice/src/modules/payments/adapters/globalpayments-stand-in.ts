// Test only: a stand-in of Global Payments' Hosted Payment Page (HPP). It takes the signed request
// form the payer's browser posts (checking its SHA1HASH with the shared secret, as the HPP does),
// shows a page with Pay / Decline / Cancel, and posts the signed answer (form fields, SHA1HASH over
// TIMESTAMP.MERCHANT_ID.ORDER_ID.RESULT.MESSAGE.PASREF.AUTHCODE) to MERCHANT_RESPONSE_URL, then shows
// the payer the merchant's answer, as the HPP does. Started on a free port inside a test.
// Test controls: send the last answer again, send a forged answer, change the amount it reports.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HppSession = { fields: Record<string, string>; status: 'open' | 'paid' | 'declined' | 'cancelled'; reportedAmount: string };
export type Delivery = { status: number; body: string };

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
/** Global Payments' hash: sha1(sha1(fields joined by '.') + '.' + secret). */
export const gpHash = (parts: string[], secret: string) => sha1(`${sha1(parts.join('.'))}.${secret}`);

export async function startGlobalPaymentsStandIn() {
  const merchantId = `standin${randomBytes(4).toString('hex')}`;
  const sharedSecret = randomBytes(12).toString('hex');
  const sessions = new Map<string, HppSession>();
  let last: { url: string; body: string } | null = null;

  async function deliver(url: string, body: string): Promise<Delivery> {
    last = { url, body };
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    return { status: answer.status, body: await answer.text() };
  }

  function answerFields(session: HppSession, result: string, message: string, secret = sharedSecret): Record<string, string> {
    const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const orderId = session.fields.ORDER_ID ?? '';
    const pasref = result === '00' ? `pas${randomBytes(6).toString('hex')}` : '';
    const authcode = result === '00' ? '12345' : '';
    return {
      MERCHANT_ID: merchantId,
      ACCOUNT: session.fields.ACCOUNT ?? '',
      ORDER_ID: orderId,
      TIMESTAMP: timestamp,
      AMOUNT: session.reportedAmount,
      CURRENCY: session.fields.CURRENCY ?? '',
      RESULT: result,
      MESSAGE: message,
      PASREF: pasref,
      AUTHCODE: authcode,
      SHA1HASH: gpHash([timestamp, merchantId, orderId, result, message, pasref, authcode], secret),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
    const form = Object.fromEntries(new URLSearchParams(body));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const html = (status: number, text: string) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text);

    if (request.method === 'POST' && url.pathname === '/pay') {
      const expected = gpHash([form.TIMESTAMP ?? '', form.MERCHANT_ID ?? '', form.ORDER_ID ?? '', form.AMOUNT ?? '', form.CURRENCY ?? ''], sharedSecret);
      if (form.MERCHANT_ID !== merchantId || form.SHA1HASH !== expected) return html(400, '<p>Invalid request: the hash does not match.</p>');
      sessions.set(form.ORDER_ID ?? '', { fields: form, status: 'open', reportedAmount: form.AMOUNT ?? '' });
      return html(200, `<form method="post" action="/pay/${encodeURIComponent(form.ORDER_ID ?? '')}"><p>${form.AMOUNT} ${form.CURRENCY}</p><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button><button name="action" value="cancel">Cancel</button></form>`);
    }
    const decide = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && decide) {
      const session = sessions.get(decodeURIComponent(decide[1] ?? ''));
      if (!session || session.status !== 'open') return html(404, '<p>No such payment.</p>');
      const [status, result, message] =
        form.action === 'pay' ? (['paid', '00', '[ test system ] Authorised'] as const) : form.action === 'decline' ? (['declined', '101', 'Declined by bank'] as const) : (['cancelled', '110', 'Cancelled by payer'] as const);
      session.status = status;
      const delivery = await deliver(session.fields.MERCHANT_RESPONSE_URL ?? '', new URLSearchParams(answerFields(session, result, message)).toString());
      // The HPP shows the payer what the merchant answered.
      return html(delivery.status, delivery.body);
    }
    return html(404, '<p>Not found</p>');
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    merchantId,
    sharedSecret,
    hppUrl: `${url}/pay`,
    session: (orderId: string) => sessions.get(orderId),
    /** The HPP reports another amount than the signed request's (what a tampered answer would say). */
    changeAmount(orderId: string, amountCents: number) {
      const session = sessions.get(orderId);
      if (session) session.reportedAmount = String(amountCents);
    },
    resendLast: () => (last ? deliver(last.url, last.body) : Promise.reject(new Error('nothing sent yet'))),
    /** An authorised answer for a session signed with another secret. */
    sendForged(orderId: string, responseUrl: string) {
      const session = sessions.get(orderId) ?? { fields: { ORDER_ID: orderId }, status: 'open' as const, reportedAmount: '100' };
      return deliver(responseUrl, new URLSearchParams(answerFields(session, '00', 'Authorised', 'not-the-secret')).toString());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GlobalPaymentsStandIn = Awaited<ReturnType<typeof startGlobalPaymentsStandIn>>;
