// The card checkout provider (code 'stripe') on Stripe Checkout, through Stripe's official SDK.
// A session is a Checkout Session for the order's total (one line, computed by the back office);
// the payer pays on Stripe's hosted page and Stripe tells the shop by a signed webhook
// (checkout.session.completed), which payment-events.ts checks against the order before it is paid.
// In tests the SDK is pointed at a stand-in of Stripe's API (STRIPE_API_URL, refused in production).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, PaymentEvent, PaymentProvider, RefundResult } from '../provider.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string | undefined };

/** A provider that does not answer within this time gives a clear error instead of a hanging checkout. */
const TIMEOUT_MS = 8_000;

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    timeout: TIMEOUT_MS,
    // One retry (with the SDK's own idempotency key on POSTs) rides out a dropped connection;
    // more would keep the shopper waiting on a provider that is down.
    maxNetworkRetries: 1,
    ...apiAddress(settings.apiUrl),
  });

  return {
    code: 'stripe',
    async createSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
          client_reference_id: request.orderRef,
          metadata: { order_ref: request.orderRef },
          payment_intent_data: { metadata: { order_ref: request.orderRef } },
          success_url: request.successUrl,
          cancel_url: request.failureUrl,
        },
        // The shopper is waiting: no retry after a timeout (the SDK retries network errors only).
        // No idempotency key of our own: two racing pay calls each get a session, and pay-routes.ts
        // keeps the first stored and expires the other (a shared key would expire the kept one).
        { maxNetworkRetries: 0 },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a payment page.');
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async capture(sessionId): Promise<CaptureResult> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid' && session.amount_total !== null && session.currency !== null) {
        return { status: 'captured', amountCents: session.amount_total, currency: session.currency.toUpperCase() };
      }
      return session.status === 'expired' ? { status: 'canceled' } : { status: 'not_approved' };
    },

    async pageUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' ? session.url : null;
    },

    async cancelSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already expired or completed: there is nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async verifyNotification(rawBody, headers): Promise<PaymentEvent | null> {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, typeof signature === 'string' ? signature : '', settings.webhookSecret);
      } catch {
        // A missing, forged or stale signature (or a body that is not an event): refused, not a 500.
        throw new AppError('forbidden', { message: 'The notification signature does not match.' });
      }
      const type = outcomeOf(event);
      if (!type) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        id: event.id,
        type,
        sessionId: session.id,
        amountCents: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
        merchantReference: session.client_reference_id ?? session.metadata?.order_ref ?? '',
      };
    },

    async refund(request): Promise<RefundResult> {
      const session = await stripe.checkout.sessions.retrieve(request.sessionId);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (session.payment_status !== 'paid' || !paymentIntent) return { status: 'refused', reason: 'The payment was not captured.' };
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: request.amountCents, metadata: { order_ref: request.reference } },
          // The SDK's retry of this very call reuses the key, so a lost answer refunds once. (The
          // admin's own repeat of a refund is caught before this, by its request key: refunds.ts.)
          { idempotencyKey: `refund-${request.sessionId}-${randomUUID()}` },
        );
        return { status: 'refunded', refundId: refund.id };
      } catch (error) {
        // Stripe said no (more than is left, already refunded, ...): the admin is told why.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          return { status: 'refused', reason: error.message };
        }
        throw error;
      }
    },
  };
}

/** Which webhook events decide a payment; any other event is acknowledged and ignored. */
function outcomeOf(event: Stripe.Event): PaymentEvent['type'] | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A completed session with a delayed method (SEPA debit) is not paid yet: its async event follows.
      return event.data.object.payment_status === 'paid' ? 'payment.succeeded' : null;
    case 'checkout.session.async_payment_failed':
      return 'payment.failed';
    case 'checkout.session.expired':
      return 'payment.canceled';
    default:
      return null;
  }
}

/** The SDK's host, port and protocol for a base URL override (the test stand-in). */
function apiAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}
