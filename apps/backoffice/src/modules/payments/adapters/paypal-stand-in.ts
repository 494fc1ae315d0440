// Test stand-in of PayPal's REST API (test only: imported by test files, never by the back
// office). It answers the documented endpoints the adapter and PayPal's SDK use, with PayPal's
// paths, JSON shapes, status codes and auth: OAuth client credentials (Basic) for a bearer token,
// Orders v2 (create, get, capture: 422 ORDER_NOT_APPROVED until the payer approved), captures'
// refunds, and verify-webhook-signature. The hosted approval page (/checkoutnow?token=) has
// "Pay" and "Cancel" buttons and sends the browser to the order's return_url / cancel_url the
// way PayPal does (?token=<order id>&PayerID=...).
//
// Webhooks are sent signed with the stand-in's own key (PayPal signs with a certificate; only the
// verify call has to agree, so the stand-in keeps the scheme to itself). Test controls: decline
// the next capture, hang (answer nothing), capture a different amount, and send genuine, repeated
// or forged webhooks.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StandInOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  referenceId: string;
  customId: string;
  invoiceId: string;
  currency: string;
  value: string;
  returnUrl: string;
  cancelUrl: string;
  capture: { id: string; value: string; currency: string; status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED'; refundedCents: number } | null;
  /** GET_FROM_FILE (express): once approved, the order carries the payer's account and address. */
  shippingFromFile: boolean;
};

/** The PayPal account that approves in the stand-in (express checkout reads it back). */
export type StandInPayer = { email: string; givenName: string; surname: string; street: string; postalCode: string; city: string; countryCode: string; phone: string | null };

const DEFAULT_PAYER: StandInPayer = {
  email: 'erika.mustermann@example.com',
  givenName: 'Erika',
  surname: 'Mustermann',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  phone: '030123456',
};

export type PayPalStandIn = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The environment a back office needs to use this stand-in. */
  env: Record<string, string>;
  orders: Map<string, StandInOrder>;
  /** The next capture is declined by the payer's bank (INSTRUMENT_DECLINED). */
  declineNextCapture(): void;
  /** From now on, every API call is received and never answered (until hang(false)). */
  hang(on: boolean): void;
  /** The next capture is held by PayPal (capture status PENDING, order COMPLETED). */
  pendNextCapture(): void;
  /** The next capture takes this amount (a decimal string) instead of the order's. */
  captureAmountNext(value: string): void;
  /** The PayPal account that approves from now on (its email and address on file). */
  payer: StandInPayer;
  /** What the Pay button does, without a browser: approves the order. */
  approve(orderId: string): void;
  /** A webhook event about an order, as PayPal would send it; not delivered, see deliver(). */
  event(orderId: string, type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED' | 'CHECKOUT.ORDER.VOIDED' | 'PAYMENT.CAPTURE.PENDING', options?: { value?: string }): { body: string; headers: Record<string, string> };
  /** Posts an event to the shop's notification endpoint; answers its status and body. */
  deliver(notificationUrl: string, event: { body: string; headers: Record<string, string> }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (amount: number) => `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = `client-${randomBytes(6).toString('hex')}`;
  const clientSecret = `secret-${randomBytes(12).toString('hex')}`;
  const webhookId = `WH-${randomBytes(8).toString('hex').toUpperCase()}`;
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  const hanging = new Set<ServerResponse>();
  let hang = false;
  let declineNext = false;
  let pendNext = false;
  let amountNext: string | null = null;
  let base = '';
  const account = { ...DEFAULT_PAYER };

  const sign = (transmissionId: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${hookId}|${body}`).digest('base64');

  const approved = (order: StandInOrder) => order.status === 'APPROVED' || order.status === 'COMPLETED';
  const orderJson = (order: StandInOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: {
      paypal: approved(order)
        ? {
            email_address: account.email,
            account_id: 'PAYERSTANDIN',
            name: { given_name: account.givenName, surname: account.surname },
            ...(account.phone ? { phone_number: { national_number: account.phone } } : {}),
          }
        : {},
    },
    ...(approved(order) ? { payer: { email_address: account.email, payer_id: 'PAYERSTANDIN', name: { given_name: account.givenName, surname: account.surname } } } : {}),
    purchase_units: [
      {
        ...(order.shippingFromFile && approved(order)
          ? {
              shipping: {
                name: { full_name: `${account.givenName} ${account.surname}` },
                address: { address_line_1: account.street, admin_area_2: account.city, postal_code: account.postalCode, country_code: account.countryCode },
              },
            }
          : {}),
        reference_id: order.referenceId,
        custom_id: order.customId,
        invoice_id: order.invoiceId,
        amount: { currency_code: order.currency, value: order.value },
        ...(order.capture
          ? {
              payments: {
                captures: [
                  {
                    id: order.capture.id,
                    status: order.capture.status,
                    amount: { currency_code: order.capture.currency, value: order.capture.value },
                    custom_id: order.customId,
                    invoice_id: order.invoiceId,
                    final_capture: true,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : []),
    ],
  });

  const issue = (response: ServerResponse, status: number, name: string, issueName: string, description: string) =>
    send(response, status, { name, message: description, debug_id: randomBytes(6).toString('hex'), details: [{ issue: issueName, description }] });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The SDK asks for https://api-m.sandbox.paypal.com/...; a proxy-style absolute target is read the same way.
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const path = url.pathname;

    if (request.method === 'GET' && path === '/checkoutnow') return approvalPage(response, orders.get(url.searchParams.get('token') ?? ''));
    if (request.method === 'POST' && path === '/checkoutnow') {
      const form = new URLSearchParams(body);
      const order = orders.get(form.get('token') ?? '');
      if (!order) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (form.get('decision') === 'pay') {
        if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
        return redirect(response, `${order.returnUrl}?token=${order.id}&PayerID=PAYER${order.id.slice(0, 6)}`);
      }
      return redirect(response, `${order.cancelUrl}?token=${order.id}`);
    }

    if (hang) {
      hanging.add(response);
      return;
    }

    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return send(response, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return send(response, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-STANDIN', expires_in: 32400, nonce: randomUUID() });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(response, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' });
    const json = body === '' ? {} : (JSON.parse(body) as Record<string, unknown>);

    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (json.purchase_units as { reference_id?: string; custom_id?: string; invoice_id?: string; amount: { currency_code: string; value: string } }[] | undefined)?.[0];
      const context = (json.payment_source as { paypal?: { experience_context?: { return_url?: string; cancel_url?: string; shipping_preference?: string } } } | undefined)?.paypal
        ?.experience_context;
      if (json.intent !== 'CAPTURE' || !unit || !/^\d+\.\d{2}$/.test(unit.amount.value) || !context?.return_url || !context.cancel_url) {
        return issue(response, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'Request is not well-formed.');
      }
      const order: StandInOrder = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'PAYER_ACTION_REQUIRED',
        referenceId: unit.reference_id ?? 'default',
        customId: unit.custom_id ?? '',
        invoiceId: unit.invoice_id ?? '',
        currency: unit.amount.currency_code,
        value: unit.amount.value,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        capture: null,
        shippingFromFile: (context.shipping_preference ?? 'GET_FROM_FILE') === 'GET_FROM_FILE',
      };
      orders.set(order.id, order);
      return send(response, 201, orderJson(order));
    }

    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(orderPath[1] ?? '');
      if (!order) return issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (request.method === 'GET' && !orderPath[2]) return send(response, 200, orderJson(order));
      // PATCH (JSON Patch) of the amount, custom_id and invoice_id, as long as nothing was captured.
      if (request.method === 'PATCH' && !orderPath[2]) {
        if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED') return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_COMPLETED', 'The order cannot be patched after it is completed.');
        const unit = "/purchase_units/@reference_id=='" + order.referenceId + "'";
        for (const patch of JSON.parse(body) as { op: string; path: string; value: unknown }[]) {
          if (patch.path === `${unit}/amount` && patch.op === 'replace') {
            const amount = patch.value as { currency_code?: string; value?: string };
            if (amount.currency_code !== order.currency || !/^\d+\.\d{2}$/.test(amount.value ?? '')) return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'PATCH_VALUE_REQUIRED', 'Invalid amount.');
            order.value = amount.value ?? order.value;
          } else if (patch.path === `${unit}/custom_id` && (patch.op === 'add' || patch.op === 'replace')) order.customId = String(patch.value);
          else if (patch.path === `${unit}/invoice_id` && (patch.op === 'add' || patch.op === 'replace')) order.invoiceId = String(patch.value);
          else return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'PATCH_PATH_REQUIRED', `Cannot patch ${patch.path}.`);
        }
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED') return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
        if (order.status !== 'APPROVED') return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
        if (declineNext) {
          declineNext = false;
          return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank.');
        }
        order.status = 'COMPLETED';
        order.capture = { id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17), value: amountNext ?? order.value, currency: order.currency, status: pendNext ? 'PENDING' : 'COMPLETED', refundedCents: 0 };
        pendNext = false;
        amountNext = null;
        return send(response, 201, orderJson(order));
      }
    }

    const refundPath = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refundPath) {
      const order = [...orders.values()].find((candidate) => candidate.capture?.id === refundPath[1]);
      const capture = order?.capture;
      if (!capture) return issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      const amount = json.amount as { value: string; currency_code: string } | undefined;
      const wanted = amount ? cents(amount.value) : cents(capture.value) - capture.refundedCents;
      if (amount && amount.currency_code !== capture.currency) return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH', 'Refund must be in the currency of the capture.');
      if (wanted <= 0 || capture.refundedCents + wanted > cents(capture.value)) {
        return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
      }
      capture.refundedCents += wanted;
      capture.status = capture.refundedCents === cents(capture.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return send(response, 201, { id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17), status: 'COMPLETED', amount: { currency_code: capture.currency, value: decimal(wanted) }, links: [] });
    }

    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = json.webhook_event;
      const fields = ['transmission_id', 'transmission_time', 'transmission_sig', 'cert_url', 'auth_algo', 'webhook_id'] as const;
      if (fields.some((field) => typeof json[field] !== 'string') || typeof event !== 'object') {
        return issue(response, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Invalid data provided');
      }
      const expected = sign(String(json.transmission_id), String(json.transmission_time), String(json.webhook_id), JSON.stringify(event));
      const genuine = json.webhook_id === webhookId && json.transmission_sig === expected;
      return send(response, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }

    return issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such endpoint.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId, PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_API_URL: base },
    orders,
    payer: account,
    pendNextCapture: () => {
      pendNext = true;
    },
    declineNextCapture: () => {
      declineNext = true;
    },
    hang(on) {
      hang = on;
      if (!on) for (const response of hanging) response.destroy();
      if (!on) hanging.clear();
    },
    captureAmountNext(value) {
      amountNext = value;
    },
    approve(orderId) {
      const order = orders.get(orderId);
      if (order?.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    },
    event(orderId, type, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const value = options.value ?? order.capture?.value ?? order.value;
      const resource = type.startsWith('CHECKOUT.ORDER.')
        ? { id: order.id, status: 'VOIDED', purchase_units: [{ reference_id: order.referenceId, custom_id: order.customId, amount: { currency_code: order.currency, value } }] }
        : {
            id: order.capture?.id ?? randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
            status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : type === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : 'PENDING',
            amount: { currency_code: order.currency, value },
            custom_id: order.customId,
            invoice_id: order.invoiceId,
            final_capture: true,
            supplementary_data: { related_ids: { order_id: order.id } },
          };
      const body = JSON.stringify({
        id: `WH-${randomBytes(10).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: type.startsWith('CHECKOUT.ORDER.') ? 'checkout-order' : 'capture',
        resource_version: '2.0',
        event_type: type,
        summary: type,
        resource,
      });
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': sign(transmissionId, time, webhookId, body),
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-STANDIN`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    async deliver(notificationUrl, event) {
      const answer = await fetch(notificationUrl, { method: 'POST', headers: event.headers, body: event.body });
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: answer.status, body };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function approvalPage(response: ServerResponse, order: StandInOrder | undefined): void {
  if (!order) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  const button = (decision: string, label: string) =>
    `<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${order.id}"><button type="submit" name="decision" value="${decision}">${label}</button></form>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (stand-in)</title></head><body><h1>PayPal</h1><p>Pay ${order.value} ${order.currency} for ${order.customId}</p>${button('pay', 'Pay')}${button('cancel', 'Cancel')}</body></html>`,
  );
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
