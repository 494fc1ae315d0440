// Test only: a stand-in of Global Payments' Hosted Payment Page (HPP) and of the XML API its refunds
// go to. The HPP: it takes the signed request form the payer's browser posts (checking its SHA1HASH
// with the shared secret, as the HPP does), shows a page with Pay / Decline / Cancel, and posts the
// signed answer (form fields, SHA1HASH over TIMESTAMP.MERCHANT_ID.ORDER_ID.RESULT.MESSAGE.PASREF.
// AUTHCODE) to MERCHANT_RESPONSE_URL, then shows the payer the merchant's answer, as the HPP does.
// The API (POST /epage-remote.cgi, XML): a request of type "rebate" for a payment it took, named by
// PASREF and order id, signed with sha1hash over timestamp.merchantid.orderid.amount.currency. (an
// empty card number last, as GP documents it) and carrying refundhash, the SHA-1 of the rebate
// password; it answers result 00 with the rebate's own PASREF, or an error code and message.
// Started on a free port inside a test.
// Test controls: send the last answer again, send a forged answer, change the amount it reports,
// refuse the next rebates.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HppSession = { fields: Record<string, string>; status: 'open' | 'paid' | 'declined' | 'cancelled'; reportedAmount: string };
export type Delivery = { status: number; body: string };
/** A payment the HPP took, by its PASREF: what it charged and what was rebated of it. */
export type GpPayment = { orderId: string; authcode: string; amount: number; currency: string; rebated: number };
export type Rebate = { orderId: string; pasref: string; amount: number; currency: string; rebatePasref: string };

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
/** Global Payments' hash: sha1(sha1(fields joined by '.') + '.' + secret). */
export const gpHash = (parts: string[], secret: string) => sha1(`${sha1(parts.join('.'))}.${secret}`);

export async function startGlobalPaymentsStandIn() {
  const merchantId = `standin${randomBytes(4).toString('hex')}`;
  const sharedSecret = randomBytes(12).toString('hex');
  const rebatePassword = `rebate-${randomBytes(6).toString('hex')}`;
  const sessions = new Map<string, HppSession>();
  const payments = new Map<string, GpPayment>();
  const rebates: Rebate[] = [];
  let refusal: { result: string; message: string } | null = null;
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
    const authcode = result === '00' ? String(10_000 + (randomBytes(2).readUInt16BE() % 90_000)) : '';
    if (pasref && secret === sharedSecret) payments.set(pasref, { orderId, authcode, amount: Number(session.reportedAmount), currency: session.fields.CURRENCY ?? '', rebated: 0 });
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
    if (request.method === 'POST' && url.pathname === '/epage-remote.cgi') {
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(apiAnswer(body));
      return;
    }
    return html(404, '<p>Not found</p>');
  }

  /** The XML API: only "rebate" requests; every answer is HTTP 200 with a result code, as GP's. */
  function apiAnswer(xml: string): string {
    const type = /<request[^>]*\stype="([^"]*)"/.exec(xml)?.[1] ?? '';
    const timestamp = /<request[^>]*\stimestamp="([^"]*)"/.exec(xml)?.[1] ?? '';
    const field = (name: string) => new RegExp(`<${name}(?:\\s[^>]*)?>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml)?.slice(1).find((value) => value !== undefined) ?? '';
    const orderId = field('orderid');
    const amount = field('amount');
    const currency = /<amount[^>]*\scurrency="([^"]*)"/.exec(xml)?.[1] ?? '';
    const answer = (result: string, message: string, extra: { pasref?: string; authcode?: string } = {}) => {
      const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
      const hash = gpHash([now, merchantId, orderId, result, message, extra.pasref ?? '', extra.authcode ?? ''], sharedSecret);
      return `<?xml version="1.0" encoding="UTF-8"?><response timestamp="${now}"><merchantid>${merchantId}</merchantid><account>${field('account')}</account><orderid>${orderId}</orderid><result>${result}</result><message>${message}</message><pasref>${extra.pasref ?? ''}</pasref><authcode>${extra.authcode ?? ''}</authcode><batchid>1</batchid><timetaken>0</timetaken><sha1hash>${hash}</sha1hash></response>`;
    };
    if (type !== 'rebate') return answer('501', 'Request type not supported by this stand-in');
    if (field('merchantid') !== merchantId) return answer('508', 'Unknown merchant id');
    if (field('sha1hash') !== gpHash([timestamp, merchantId, orderId, amount, currency, ''], sharedSecret)) return answer('505', 'SHA1 hash incorrect - check your code and the Developers Documentation');
    if (field('refundhash') !== sha1(rebatePassword)) return answer('508', 'Refund hash incorrect - check the rebate password');
    const payment = payments.get(field('pasref'));
    if (!payment || payment.orderId !== orderId) return answer('508', 'Original transaction not found');
    if (field('authcode') !== payment.authcode) return answer('508', 'Authcode does not match the original transaction');
    if (!/^\d+$/.test(amount) || currency !== payment.currency) return answer('508', 'Invalid amount or currency');
    if (refusal) return answer(refusal.result, refusal.message);
    if (Number(amount) > payment.amount - payment.rebated) return answer('508', 'You may not rebate more than is left of the original transaction');
    payment.rebated += Number(amount);
    const rebatePasref = `reb${randomBytes(6).toString('hex')}`;
    rebates.push({ orderId, pasref: field('pasref'), amount: Number(amount), currency, rebatePasref });
    return answer('00', '[ test system ] Rebate accepted', { pasref: rebatePasref, authcode: payment.authcode });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    merchantId,
    sharedSecret,
    rebatePassword,
    hppUrl: `${url}/pay`,
    apiUrl: `${url}/epage-remote.cgi`,
    /** The back office's settings for this stand-in; without `rebates` no rebate password (refunds by hand). */
    shopEnv: (options: { rebates?: boolean } = {}): Record<string, string> => ({
      GP_MERCHANT_ID: merchantId,
      GP_SHARED_SECRET: sharedSecret,
      GP_HPP_URL: `${url}/pay`,
      GP_API_URL: `${url}/epage-remote.cgi`,
      ...(options.rebates === false ? {} : { GP_REBATE_PASSWORD: rebatePassword }),
    }),
    session: (orderId: string) => sessions.get(orderId),
    /** The payment taken for an order id (by the HPP's answer), with what was rebated of it. */
    paymentOf: (orderId: string) => [...payments.values()].find((payment) => payment.orderId === orderId),
    /** Every rebate it took, oldest first. */
    rebates: () => [...rebates],
    /** From now on rebates are refused with this result code and message; null takes them again. */
    refuseRebates(answer: { result: string; message: string } | null) {
      refusal = answer;
    },
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
