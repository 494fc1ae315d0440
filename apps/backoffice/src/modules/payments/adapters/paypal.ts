// PayPal (Orders v2) behind the payment code 'paypal', on PayPal's official server SDK.
//
// createSession creates a PayPal order for the amount the back office computed (intent CAPTURE,
// the order reference as reference_id, custom_id and invoice_id) and sends the payer to PayPal's
// approval page; PayPal sends the browser back to the storefront's /paypal/return (or
// /paypal/cancel) with ?token=<PayPal order id>, and the storefront calls POST /paypal/accept,
// whose capture here takes the money. The webhook (PAYMENT.CAPTURE.*) reports the same outcome
// and is checked by asking PayPal (verify-webhook-signature), as PayPal documents.
//
// Tests point the SDK at a local stand-in (paypal-stand-in.ts): the SDK knows only PayPal's two
// fixed hosts, so with apiUrl set every connection of its documented httpsAgent option goes to the
// stand-in's address instead (plain HTTP, same paths, same headers). Production refuses apiUrl.
import { connect } from 'node:net';
import { Agent } from 'node:https';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OAuthAuthorizationController,
  OrdersController,
  PatchOp,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, CheckoutSession, ExpressCheckout, PaymentEvent, PaymentProvider, RefundResult, WalletPayer } from '../provider.ts';

export type PayPalSettings = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'live' | 'sandbox';
  /** Base URL of a stand-in of PayPal's API (tests only). */
  apiUrl?: string | undefined;
  /** How long one call to PayPal may take before the shop gives up (default 10 s). */
  timeoutMs?: number;
};

const BASE_URLS = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

export function createPayPalProvider(settings: PayPalSettings): PaymentProvider {
  const timeout = settings.timeoutMs ?? 10_000;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.environment === 'live' && !settings.apiUrl ? Environment.Production : Environment.Sandbox,
    timeout,
    // No retries: a capture or refund that timed out is not repeated blindly (PayPal-Request-Id
    // would make it safe, but the shopper's next accept call is the retry).
    httpClientOptions: { timeout, retryConfig: { maxNumberOfRetries: 0, retryOnTimeout: false }, ...(settings.apiUrl ? { httpsAgent: standInAgent(settings.apiUrl) } : {}) },
  });
  const orders = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);
  const oauth = new OAuthAuthorizationController(client);
  const apiBase = (settings.apiUrl ?? BASE_URLS[settings.environment]).replace(/\/+$/, '');

  // Express checkout: PayPal's "Continue" flow with the address on file at PayPal; the order is
  // created with the cart's estimate and patched to the placed order's amount before the capture.
  const express: ExpressCheckout = {
    async start(request) {
      const { result } = await unavailableOnError(() =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [{ referenceId: 'default', description: request.description.slice(0, 127), amount: { currencyCode: request.currency, value: formatAmount(request.amountCents) } }],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: request.reviewUrl,
                  cancelUrl: request.cancelUrl,
                  userAction: PaypalExperienceUserAction.Continue,
                  shippingPreference: PaypalWalletContextShippingPreference.GetFromFile,
                },
              },
            },
          },
          prefer: 'return=minimal',
        }),
      );
      const approve = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!result.id || !approve) throw new Error('PayPal answered without an order id or approval link.');
      return { sessionId: result.id, redirectUrl: approve.href };
    },

    async payer(sessionId) {
      const { result } = await unavailableOnError(() => orders.getOrder({ id: sessionId }));
      return result.status === 'APPROVED' ? walletPayerOf(result) : null;
    },

    async finish(sessionId, order) {
      await unavailableOnError(() =>
        orders.patchOrder({
          id: sessionId,
          body: [
            { op: PatchOp.Replace, path: "/purchase_units/@reference_id=='default'/amount", value: { currency_code: order.currency, value: formatAmount(order.amountCents) } },
            { op: PatchOp.Add, path: "/purchase_units/@reference_id=='default'/custom_id", value: order.orderRef },
            { op: PatchOp.Add, path: "/purchase_units/@reference_id=='default'/invoice_id", value: order.orderRef },
          ],
        }),
      );
      return { next: 'capture' };
    },
  };

  return {
    code: 'paypal',
    express,

    async createSession(request): Promise<CheckoutSession> {
      // PayPal appends ?token=<order id> (and PayerID on approval) to these addresses.
      const storefront = new URL(request.successUrl).origin;
      const { result } = await unavailableOnError(() =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: request.orderRef,
                customId: request.orderRef,
                invoiceId: request.orderRef,
                description: request.description.slice(0, 127),
                amount: { currencyCode: request.currency, value: formatAmount(request.amountCents) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: `${storefront}/paypal/return`,
                  cancelUrl: `${storefront}/paypal/cancel`,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
          prefer: 'return=minimal',
        }),
      );
      const approve = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!result.id || !approve) throw new Error('PayPal answered without an order id or approval link.');
      return { sessionId: result.id, redirectUrl: approve.href };
    },

    async capture(sessionId): Promise<CaptureResult> {
      try {
        const { result } = await orders.captureOrder({ id: sessionId, prefer: 'return=representation' });
        const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
        if (result.status === 'COMPLETED' && capture?.status === 'COMPLETED' && capture.amount) {
          return { status: 'captured', amountCents: parseAmount(capture.amount.value), currency: capture.amount.currencyCode };
        }
        if (capture?.status === 'DECLINED') return { status: 'declined' };
        // Taken, but PayPal holds it (e.g. an eCheck or a review): PAYMENT.CAPTURE.COMPLETED follows.
        if (capture?.status === 'PENDING') return { status: 'pending' };
        return { status: 'not_approved' };
      } catch (error) {
        const issue = issueOf(error);
        if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return { status: 'not_approved' };
        if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') return { status: 'declined' };
        // Captured before (a repeated accept): read what was captured.
        if (issue === 'ORDER_ALREADY_CAPTURED') return capturedOf(await unavailableOnError(() => orders.getOrder({ id: sessionId })).then((answer) => answer.result));
        if (error instanceof ApiError && error.statusCode === 404) return { status: 'canceled' };
        throw unavailable(error);
      }
    },

    // The approval page while the PayPal order still waits for the payer.
    async pageUrl(sessionId) {
      const { result } = await unavailableOnError(() => orders.getOrder({ id: sessionId }));
      if (result.status !== 'CREATED' && result.status !== 'PAYER_ACTION_REQUIRED') return null;
      return result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null;
    },

    // PayPal has no call to cancel an order: one that is never captured expires on its own (after
    // 3 hours unapproved, 30 days approved), and the shop captures only on the accept call of an
    // order still waiting for its payment. So there is nothing to do here.
    async cancelSession() {},

    // The refund goes to the order's capture, which PayPal names in the order itself.
    async refund(request): Promise<RefundResult> {
      const { result: order } = await unavailableOnError(() => orders.getOrder({ id: request.sessionId }));
      const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) return { status: 'refused', reason: 'The payment was not captured.' };
      try {
        const { result } = await paymentsApi.refundCapturedPayment({
          captureId,
          prefer: 'return=representation',
          body: { amount: { currencyCode: request.currency, value: formatAmount(request.amountCents) }, noteToPayer: request.reference },
        });
        if (!result.id || result.status === 'FAILED' || result.status === 'CANCELLED') return { status: 'refused', reason: 'PayPal did not take the refund.' };
        return { status: 'refunded', refundId: result.id };
      } catch (error) {
        if (error instanceof ApiError && (error.statusCode === 422 || error.statusCode === 400)) {
          return { status: 'refused', reason: refusalOf(error) };
        }
        throw unavailable(error);
      }
    },

    // PayPal's documented check: POST /v1/notifications/verify-webhook-signature with the
    // transmission headers, our webhook id and the event as received. The SDK has no call for it,
    // so it is a plain fetch to the same API base with an OAuth token the SDK fetched.
    async verifyNotification(rawBody, headers): Promise<PaymentEvent | null> {
      const event = parseJson(rawBody);
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const transmission = {
        transmission_id: header('paypal-transmission-id'),
        transmission_time: header('paypal-transmission-time'),
        transmission_sig: header('paypal-transmission-sig'),
        cert_url: header('paypal-cert-url'),
        auth_algo: header('paypal-auth-algo'),
      };
      if (event === undefined || Object.values(transmission).some((value) => value === undefined)) {
        throw new AppError('forbidden', { message: 'The notification is not signed by PayPal.' });
      }
      const token = await unavailableOnError(() => oauth.requestToken({ authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}` }));
      const answer = await unavailableOnError(() =>
        fetch(`${apiBase}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.result.accessToken}`, 'content-type': 'application/json' },
          // The event goes back as received: PayPal checks the signature over its exact content.
          body: `{"transmission_id":${JSON.stringify(transmission.transmission_id)},"transmission_time":${JSON.stringify(transmission.transmission_time)},"cert_url":${JSON.stringify(transmission.cert_url)},"auth_algo":${JSON.stringify(transmission.auth_algo)},"transmission_sig":${JSON.stringify(transmission.transmission_sig)},"webhook_id":${JSON.stringify(settings.webhookId)},"webhook_event":${rawBody}}`,
          signal: AbortSignal.timeout(timeout),
        }),
      );
      if (!answer.ok) throw unavailable(new Error(`PayPal answered ${answer.status} to the signature check.`));
      const verdict = (await answer.json()) as { verification_status?: string };
      if (verdict.verification_status !== 'SUCCESS') throw new AppError('forbidden', { message: 'PayPal did not confirm the notification signature.' });
      return paymentEventOf(event);
    },
  };
}

const captureEvent = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.object({
    id: z.string().optional(),
    custom_id: z.string().optional(),
    amount: z.object({ value: z.string(), currency_code: z.string() }).optional(),
    supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
    purchase_units: z.array(z.object({ custom_id: z.string().optional(), amount: z.object({ value: z.string(), currency_code: z.string() }).optional() })).optional(),
  }),
});

const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'payment.succeeded',
  'PAYMENT.CAPTURE.DENIED': 'payment.failed',
  'CHECKOUT.ORDER.VOIDED': 'payment.canceled',
};

/** A verified event, read: capture events name their order in supplementary_data, order events are the order. */
function paymentEventOf(body: unknown): PaymentEvent | null {
  const parsed = captureEvent.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed', { message: 'The notification is not a PayPal event.', fields: [] });
  const event = parsed.data;
  const type = EVENT_TYPES[event.event_type];
  if (!type) return null;
  const resource = event.resource;
  const isOrder = event.event_type.startsWith('CHECKOUT.ORDER.');
  const sessionId = isOrder ? resource.id : resource.supplementary_data?.related_ids?.order_id;
  const amount = isOrder ? resource.purchase_units?.[0]?.amount : resource.amount;
  const reference = isOrder ? resource.purchase_units?.[0]?.custom_id : resource.custom_id;
  if (!sessionId) return null;
  return {
    id: event.id,
    type,
    sessionId,
    amountCents: amount ? parseAmount(amount.value) : 0,
    currency: amount?.currency_code ?? '',
    merchantReference: reference ?? '',
  };
}

/** The payer and the address on file at PayPal, as the approved order names them. */
function walletPayerOf(order: Order): WalletPayer | null {
  const wallet = order.paymentSource?.paypal;
  const shipping = order.purchaseUnits?.[0]?.shipping;
  const email = wallet?.emailAddress ?? order.payer?.emailAddress;
  const address = shipping?.address;
  if (!email || !address) return null;
  const [firstname, lastname] = splitName(shipping.name?.fullName, wallet?.name ?? order.payer?.name);
  return {
    email,
    firstname,
    lastname,
    street: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    zipcode: address.postalCode ?? '',
    city: address.adminArea2 ?? '',
    countryCode: address.countryCode,
    phone: wallet?.phoneNumber?.nationalNumber ?? shipping.phoneNumber?.nationalNumber ?? null,
  };
}

/** The recipient's full name split at its last space; PayPal's given name and surname otherwise. */
export function splitName(fullName: string | undefined, name: { givenName?: string; surname?: string } | undefined): [string, string] {
  const full = fullName?.trim() ?? '';
  const cut = full.lastIndexOf(' ');
  if (cut > 0) return [full.slice(0, cut), full.slice(cut + 1)];
  return [name?.givenName ?? '', name?.surname ?? full];
}

function capturedOf(order: Order): CaptureResult {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (capture?.status === 'COMPLETED' && capture.amount) return { status: 'captured', amountCents: parseAmount(capture.amount.value), currency: capture.amount.currencyCode };
  return { status: capture?.status === 'DECLINED' ? 'declined' : 'not_approved' };
}

/** Cents to PayPal's decimal string (the shop's currencies, EUR and RON, have two decimals). */
export function formatAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string to cents, without floating point. */
export function parseAmount(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The first issue PayPal names in an error answer (e.g. ORDER_NOT_APPROVED). */
function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = typeof error.body === 'string' ? parseJson(error.body) : undefined;
  const details = (body as { details?: { issue?: string }[] } | undefined)?.details;
  return details?.[0]?.issue;
}

function refusalOf(error: ApiError): string {
  const body = typeof error.body === 'string' ? parseJson(error.body) : undefined;
  const detail = (body as { details?: { issue?: string; description?: string }[] } | undefined)?.details?.[0];
  return detail?.description ?? detail?.issue ?? 'PayPal refused the refund.';
}

function unavailable(error: unknown): AppError {
  return new AppError('upstream_unavailable', { message: `PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}` });
}

async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
}

/** JSON text read, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every connection the SDK opens for https://api-m… goes to the stand-in's address, in plain HTTP. */
function standInAgent(apiUrl: string): Agent {
  const target = new URL(apiUrl);
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = () => connect({ host: target.hostname, port: Number(target.port || 80) });
  return agent;
}
