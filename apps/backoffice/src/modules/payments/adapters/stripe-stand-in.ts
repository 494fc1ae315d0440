// Test only: a stand-in of the part of Stripe's API the adapter uses, so the real SDK talks to it
// unchanged over HTTP (form-encoded requests, Bearer secret key, Stripe's JSON objects and error
// shapes), plus the hosted payment page and signed webhooks (Stripe's t=,v1= scheme, made with the
// SDK's own test signer). Started on a free port inside a test; never part of the back office.
//
// Endpoints: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
// POST /v1/checkout/sessions/:id/expire, POST /v1/refunds; the page GET/POST /pay/:id.
// Test controls: hang (answer nothing), hold webhooks and deliver them later, send the last event
// again, send a forged event, change what a session will charge.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: what was refunded of it so far. */
  refunded: number;
};

export type Delivery = { status: number; body: string };

/** Stripe's documented test card that is always declined. */
export const DECLINED_CARD = '4000000000000002';
const GOOD_CARD = '4242424242424242';

/** Keys and port are made up unless given (an end-to-end run that starts it as its own process). */
export async function startStripeStandIn(options: { port?: number; secretKey?: string; webhookSecret?: string } = {}) {
  const secretKey = options.secretKey ?? `sk_test_standin_${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, StandInSession>();
  const held: string[] = [];
  let webhookUrl = '';
  let hanging = false;
  let holding = false;
  let lastEvent: string | null = null;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const seconds = () => Math.floor(Date.now() / 1000);

  function event(type: string, session: StandInSession): string {
    const { refunded: _refunded, ...object } = session;
    return JSON.stringify({ id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: seconds(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } });
  }

  async function deliver(body: string, secret = webhookSecret): Promise<Delivery> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const answer = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    return { status: answer.status, body: await answer.text() };
  }

  async function emit(type: string, session: StandInSession): Promise<void> {
    const body = event(type, session);
    lastEvent = body;
    if (holding) held.push(body);
    else await deliver(body);
  }

  async function complete(session: StandInSession): Promise<void> {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    session.url = null;
    await emit('checkout.session.completed', session);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    const page = /^\/pay\/([\w]+)$/.exec(url.pathname);
    if (page) return hostedPage(request.method ?? 'GET', page[1] ?? '', new URLSearchParams(body), response);
    if (hanging) return; // answers nothing: the SDK's timeout has to end it
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const params = parseForm(body);
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return send(response, 200, publicView(createSession(params)));
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      if (!session) return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${sessionPath[1]}'` } });
      if (request.method === 'GET' && !sessionPath[2]) return send(response, 200, publicView(session));
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return send(response, 400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
        }
        session.status = 'expired';
        session.url = null;
        await emit('checkout.session.expired', session);
        return send(response, 200, publicView(session));
      }
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') return refund(params, response);
    send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
  }

  function createSession(params: Record<string, unknown>): StandInSession {
    const line = (params.line_items as Record<string, Record<string, unknown>> | undefined)?.['0'];
    const price = line?.price_data as Record<string, string> | undefined;
    const quantity = Number(line?.quantity ?? 1);
    const sessionId = id('cs_test');
    const session: StandInSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(price?.unit_amount ?? 0) * quantity,
      currency: price?.currency ?? 'eur',
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: String(params.success_url ?? ''),
      cancel_url: String(params.cancel_url ?? ''),
      url: `${base}/pay/${sessionId}`,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
      refunded: 0,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function refund(params: Record<string, unknown>, response: ServerResponse): void {
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent !== null && candidate.payment_intent === params.payment_intent);
    if (!session) return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(params.payment_intent)}'` } });
    const left = session.amount_total - session.refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0) return send(response, 400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } });
    if (amount > left) {
      return send(response, 400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` } });
    }
    session.refunded += amount;
    send(response, 200, { id: id('re'), object: 'refund', amount, currency: session.currency, payment_intent: session.payment_intent, status: 'succeeded', metadata: params.metadata ?? {} });
  }

  /** The payer's page: Pay (with a card number; Stripe's decline test card is declined) or Cancel. */
  async function hostedPage(method: string, sessionId: string, form: URLSearchParams, response: ServerResponse): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) return html(response, 404, '<p>Something went wrong. This page could not be found.</p>');
    if (session.status !== 'open') return html(response, 200, '<p>This Checkout Session is no longer active.</p>');
    if (method === 'GET') return html(response, 200, payPage(session, ''));
    if (form.get('action') === 'cancel') return redirect(response, session.cancel_url);
    if ((form.get('card') ?? '').replace(/\s/g, '') === DECLINED_CARD) return html(response, 402, payPage(session, 'Your card was declined.'));
    await complete(session);
    redirect(response, session.success_url);
  }

  function publicView(session: StandInSession) {
    const { refunded: _refunded, ...object } = session;
    return object;
  }

  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    /** The back office's notification endpoint (known only once it runs). */
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    session: (sessionId: string) => sessions.get(sessionId),
    /** While on, every API call is received and never answered. */
    hang(on: boolean) {
      hanging = on;
    },
    /** While on, webhooks are kept back (a slow or failing delivery); deliverHeld sends them. */
    holdWebhooks(on: boolean) {
      holding = on;
    },
    async deliverHeld(): Promise<Delivery[]> {
      const results: Delivery[] = [];
      for (const body of held.splice(0)) results.push(await deliver(body));
      return results;
    },
    /** Stripe retries a delivery it thinks failed: the very same event again. */
    async resendLast(): Promise<Delivery> {
      if (!lastEvent) throw new Error('no event sent yet');
      return deliver(lastEvent);
    },
    /** An event for the session as someone without the signing secret would send it. */
    async sendForged(sessionId: string, type = 'checkout.session.completed'): Promise<Delivery> {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return deliver(event(type, { ...session, status: 'complete', payment_status: 'paid', payment_intent: id('pi') }), `whsec_${randomBytes(16).toString('hex')}`);
    },
    /** What the session will charge from now on (a provider-side amount the shop did not ask for). */
    changeAmount(sessionId: string, amountCents: number) {
      const session = sessions.get(sessionId);
      if (session) session.amount_total = amountCents;
    },
    /** Stripe's own expiry of an unpaid session after its lifetime (sends checkout.session.expired). */
    async expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') return;
      session.status = 'expired';
      session.url = null;
      await emit('checkout.session.expired', session);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function payPage(session: StandInSession, error: string): string {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${amount}</title></head><body>
<h1>Pay ${amount}</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/pay/${session.id}">
<label>Card number <input name="card" value="${GOOD_CARD}"></label>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></body></html>`;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}` }).end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location }).end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding: `a[b][0][c]=v` becomes { a: { b: { 0: { c: 'v' } } } }. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    }
  }
  return result;
}
