// Test only: a stand-in of Klarna's REST APIs as the Klarna adapter uses them (imported by test
// files, never by the back office), with Klarna's paths, JSON shapes, status codes and HTTP Basic
// auth: Klarna Payments sessions and orders (/payments/v1), Hosted Payment Page sessions
// (/hpp/v1: create, read, disable) and Order Management (/ordermanagement/v1: read, cancel, refund).
// Errors are { error_code, error_messages, correlation_id }. An authorisation token places one
// order; a repeat with the same Klarna-Idempotency-Key answers the first order again.
//
// The payer's page is the session's redirect_url (/pay/{id}): Pay, Decline, Cancel and Back set the
// HPP status as Klarna does (COMPLETED with an authorization_token, FAILED, CANCELLED, BACK), post
// the status callback { event_id, session } to merchant_urls.status_update, and send the browser to
// the matching merchant URL with {{session_id}} and {{authorization_token}} filled in.
// Test controls: hang (answer no API call), hold callbacks (deliver them later), send the last one
// again, capture another amount or reject the next order (fraud), change the offered categories.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type HppStatus = 'WAITING' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'BACK' | 'DISABLED';
type Line = { total_amount?: unknown; total_tax_amount?: unknown };

export type KlarnaStandInSession = {
  id: string;
  status: HppStatus;
  token: string | null;
  /** What the shop sent: the Klarna Payments session and the HPP session's merchant URLs and options. */
  payment: Json;
  merchantUrls: Record<string, string>;
  options: { payment_method_categories?: string[]; place_order_mode?: string };
};

export type KlarnaStandInOrder = {
  id: string;
  sessionId: string;
  status: 'AUTHORIZED' | 'CAPTURED' | 'CANCELLED';
  fraudStatus: 'ACCEPTED' | 'REJECTED';
  body: Json;
  capturedCents: number;
  refundedCents: number;
  refunds: { id: string; amount: number; reference: string }[];
};

export type Delivery = { status: number; body: unknown };

export async function startKlarnaStandIn() {
  const username = `PK${randomBytes(3).toString('hex')}_standin`;
  const password = `klarna_test_api_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, KlarnaStandInSession>();
  const payments = new Map<string, Json>();
  const orders = new Map<string, KlarnaStandInOrder>();
  const placed = new Map<string, { status: number; body: Json }>();
  const usedTokens = new Set<string>();
  const hanging = new Set<ServerResponse>();
  const held: (() => Promise<Delivery>)[] = [];
  let last: (() => Promise<Delivery>) | null = null;
  let hang = false;
  let holdCallbacks = false;
  let captureNext: number | null = null;
  let rejectNext = false;
  let categories = ['pay_now', 'pay_later', 'pay_over_time'];
  let base = '';

  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    send(response, status, { error_code: code, error_messages: [message], correlation_id: randomUUID() });

  const sessionJson = (session: KlarnaStandInSession) => ({
    session_id: session.id,
    status: session.status,
    updated_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 47 * 3_600_000).toISOString(),
    ...(session.token ? { authorization_token: session.token } : {}),
  });

  const orderJson = (order: KlarnaStandInOrder) => ({
    order_id: order.id,
    status: order.status,
    fraud_status: order.fraudStatus,
    order_amount: order.body.order_amount,
    original_order_amount: order.body.order_amount,
    captured_amount: order.capturedCents,
    refunded_amount: order.refundedCents,
    remaining_authorized_amount: order.status === 'AUTHORIZED' ? order.body.order_amount : 0,
    purchase_currency: order.body.purchase_currency,
    locale: order.body.locale,
    merchant_reference1: order.body.merchant_reference1,
    order_lines: order.body.order_lines,
    refunds: order.refunds.map((refund) => ({ refund_id: refund.id, refunded_amount: refund.amount, reference: refund.reference })),
  });

  /** Klarna's checks of a purchase: the fields it needs, and lines that add up to the totals. */
  function purchaseProblem(body: Json): string | null {
    for (const field of ['purchase_country', 'purchase_currency', 'locale', 'order_amount', 'order_lines']) if (body[field] === undefined) return `Missing field: ${field}`;
    const lines = Array.isArray(body.order_lines) ? (body.order_lines as Line[]) : [];
    const sum = (key: keyof Line) => lines.reduce((total, line) => total + Number(line[key] ?? 0), 0);
    if (sum('total_amount') !== body.order_amount) return 'Bad value: order_amount does not match the order lines';
    if (sum('total_tax_amount') !== Number(body.order_tax_amount ?? 0)) return 'Bad value: order_tax_amount does not match the order lines';
    return null;
  }

  /** The HPP's status callback to the shop (Klarna does not sign it). */
  function callback(session: KlarnaStandInSession): Promise<void> | void {
    const url = session.merchantUrls.status_update;
    if (!url) return;
    const body = JSON.stringify({ event_id: randomUUID(), session: sessionJson(session) });
    const delivery = () => deliver(url, body);
    last = delivery;
    if (holdCallbacks) held.push(delivery);
    else return delivery().then(() => undefined);
  }

  async function payerPage(request: IncomingMessage, response: ServerResponse, session: KlarnaStandInSession | undefined, form: URLSearchParams) {
    if (!session) return html(response, 404, '<p>No such payment.</p>');
    if (session.status === 'DISABLED' || session.status === 'COMPLETED' || session.status === 'CANCELLED') return html(response, 410, '<p>This payment is no longer available.</p>');
    if (request.method === 'GET') {
      session.status = 'IN_PROGRESS';
      await callback(session);
      const button = (decision: string, label: string) => `<form method="post" action="/pay/${session.id}"><button type="submit" name="decision" value="${decision}">${label}</button></form>`;
      return html(
        response,
        200,
        `<h1>Klarna</h1><p>${String(session.payment.order_amount)} ${String(session.payment.purchase_currency)}: ${(session.options.payment_method_categories ?? []).join(', ')}</p>${button('pay', 'Pay')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}${button('back', 'Back')}`,
      );
    }
    const decision = form.get('decision');
    const [status, target] = decision === 'pay' ? (['COMPLETED', 'success'] as const) : decision === 'decline' ? (['FAILED', 'failure'] as const) : decision === 'cancel' ? (['CANCELLED', 'cancel'] as const) : (['BACK', 'back'] as const);
    session.status = status;
    if (status === 'COMPLETED') session.token = randomUUID();
    await callback(session);
    const location = (session.merchantUrls[target] ?? '').replaceAll('{{session_id}}', session.id).replaceAll('{{authorization_token}}', session.token ?? '');
    response.writeHead(303, { location }).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const text = await readBody(request);
    const page = /^\/pay\/([\w-]+)$/.exec(path);
    if (page) return payerPage(request, response, sessions.get(page[1] ?? ''), new URLSearchParams(text));

    if (hang) {
      hanging.add(response);
      return;
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`) return error(response, 401, 'UNAUTHORIZED', 'Invalid credentials');
    const body = parseJson(text);
    if (!body) return error(response, 400, 'BAD_VALUE', 'Malformed JSON');
    const route = `${request.method ?? ''} ${path}`;

    if (route === 'POST /payments/v1/sessions') {
      const problem = purchaseProblem(body);
      if (problem) return error(response, 400, 'BAD_VALUE', problem);
      const id = randomUUID();
      payments.set(id, body);
      return send(response, 200, { session_id: id, client_token: `eyJ${randomBytes(16).toString('hex')}`, payment_method_categories: categories.map((identifier) => ({ identifier, name: identifier })) });
    }

    if (route === 'POST /hpp/v1/sessions') {
      const paymentId = /\/payments\/v1\/sessions\/([\w-]+)$/.exec(String(body.payment_session_url ?? ''))?.[1] ?? '';
      const payment = String(body.payment_session_url ?? '').startsWith(base) ? payments.get(paymentId) : undefined;
      if (!payment) return error(response, 404, 'NOT_FOUND', 'Payment session has expired or does not exist');
      const id = randomUUID();
      sessions.set(id, { id, status: 'WAITING', token: null, payment, merchantUrls: (body.merchant_urls ?? {}) as Record<string, string>, options: (body.options ?? {}) as KlarnaStandInSession['options'] });
      return send(response, 201, { session_id: id, session_url: `${base}/hpp/v1/sessions/${id}`, redirect_url: `${base}/pay/${id}`, distribution_url: `${base}/hpp/v1/sessions/${id}/distribution`, expires_at: sessionJson(sessions.get(id) as KlarnaStandInSession).expires_at });
    }

    const hpp = /^\/hpp\/v1\/sessions\/([\w-]+)$/.exec(path);
    if (hpp) {
      const session = sessions.get(hpp[1] ?? '');
      if (!session) return error(response, 404, 'NOT_FOUND', 'HPP session has expired or could not be found');
      if (request.method === 'GET') return send(response, 200, sessionJson(session));
      if (request.method === 'DELETE') {
        if (session.status === 'COMPLETED') return error(response, 400, 'BAD_VALUE', 'HPP session has already been successfully completed');
        session.status = 'DISABLED';
        return send(response, 204, null);
      }
    }

    const authorization = /^\/payments\/v1\/authorizations\/([\w-]+)\/order$/.exec(path);
    if (request.method === 'POST' && authorization) {
      const key = String(request.headers['klarna-idempotency-key'] ?? '');
      const earlier = key ? placed.get(key) : undefined;
      if (earlier) return send(response, earlier.status, earlier.body);
      const token = authorization[1] ?? '';
      const session = [...sessions.values()].find((candidate) => candidate.token === token);
      if (!session || usedTokens.has(token)) return error(response, 404, 'NOT_FOUND', 'Invalid authorization token');
      const problem = purchaseProblem(body) ?? (body.order_amount !== session.payment.order_amount || body.purchase_currency !== session.payment.purchase_currency ? 'Bad value: the order does not match the authorized purchase' : null);
      if (problem) return error(response, 400, 'BAD_VALUE', problem);
      usedTokens.add(token);
      const fraudStatus = rejectNext ? 'REJECTED' : 'ACCEPTED';
      const captured = fraudStatus === 'ACCEPTED' && body.auto_capture === true ? (captureNext ?? Number(body.order_amount)) : 0;
      rejectNext = false;
      captureNext = null;
      const order: KlarnaStandInOrder = { id: randomUUID(), sessionId: session.id, status: captured > 0 ? 'CAPTURED' : fraudStatus === 'REJECTED' ? 'CANCELLED' : 'AUTHORIZED', fraudStatus, body, capturedCents: captured, refundedCents: 0, refunds: [] };
      orders.set(order.id, order);
      const answer = { status: 200, body: { order_id: order.id, redirect_url: `${base}/confirmation/${order.id}`, fraud_status: fraudStatus, authorized_payment_method: { type: 'invoice' } } };
      if (key) placed.set(key, answer);
      return send(response, answer.status, answer.body);
    }

    const management = /^\/ordermanagement\/v1\/orders\/([\w-]+)(\/cancel|\/refunds)?$/.exec(path);
    if (management) {
      const order = orders.get(management[1] ?? '');
      if (!order) return error(response, 404, 'NO_SUCH_ORDER', 'The order does not exist');
      if (request.method === 'GET' && !management[2]) return send(response, 200, orderJson(order));
      if (request.method === 'POST' && management[2] === '/cancel') {
        if (order.capturedCents > 0) return error(response, 403, 'CANCEL_NOT_ALLOWED', 'Cancel not allowed: the order has captures');
        order.status = 'CANCELLED';
        return send(response, 204, null);
      }
      if (request.method === 'POST' && management[2] === '/refunds') {
        const amount = Number(body.refunded_amount);
        if (!Number.isInteger(amount) || amount <= 0) return error(response, 400, 'BAD_VALUE', 'Bad value: refunded_amount');
        if (amount > order.capturedCents - order.refundedCents) return error(response, 403, 'REFUND_NOT_ALLOWED', 'Refund not allowed: the amount is higher than the captured amount not yet refunded');
        const refund = { id: randomUUID(), amount, reference: String(body.reference ?? '') };
        order.refunds.push(refund);
        order.refundedCents += amount;
        response.writeHead(201, { location: `${base}/ordermanagement/v1/orders/${order.id}/refunds/${refund.id}`, 'refund-id': refund.id }).end();
        return;
      }
    }
    return error(response, 404, 'NOT_FOUND', `No such endpoint: ${route}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((problem: unknown) => error(response, 500, 'INTERNAL_SERVER_ERROR', String(problem)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    /** The environment a back office needs to use this stand-in. */
    env: { KLARNA_USERNAME: username, KLARNA_PASSWORD: password, KLARNA_REGION: 'playground', KLARNA_API_URL: base },
    session: (id: string) => sessions.get(id),
    orderOf: (sessionId: string) => [...orders.values()].find((order) => order.sessionId === sessionId),
    /** From now on, every API call is received and never answered (until hang(false)). */
    hang(on: boolean) {
      hang = on;
      if (!on) for (const response of hanging) response.destroy();
      if (!on) hanging.clear();
    },
    /** While on, status callbacks wait in a queue (a slow network, or the shop unreachable). */
    holdCallbacks(on: boolean) {
      holdCallbacks = on;
    },
    /** Sends the held callbacks, oldest first; answers what the shop said to each. */
    async releaseCallbacks(): Promise<Delivery[]> {
      const deliveries: Delivery[] = [];
      for (const delivery of held.splice(0)) deliveries.push(await delivery());
      return deliveries;
    },
    resendLast: () => (last ? last() : Promise.reject(new Error('no callback sent yet'))),
    /** The next order Klarna places captures this amount instead of the order's. */
    captureNext(cents: number) {
      captureNext = cents;
    },
    /** Klarna's fraud check rejects the next order. */
    rejectNextOrder() {
      rejectNext = true;
    },
    offerCategories(identifiers: string[]) {
      categories = identifiers;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type KlarnaStandIn = Awaited<ReturnType<typeof startKlarnaStandIn>>;

async function deliver(url: string, body: string): Promise<Delivery> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await answer.text();
  try {
    return { status: answer.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: answer.status, body: text };
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (body === null) return void response.writeHead(status).end();
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, content: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Klarna (stand-in)</title></head><body>${content}</body></html>`);
}

function parseJson(text: string): Json | null {
  try {
    return text === '' ? {} : (JSON.parse(text) as Json);
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
