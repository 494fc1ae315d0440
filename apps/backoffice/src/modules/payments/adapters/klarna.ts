// Klarna behind two payment codes: 'klarna' (pay later, or in instalments) and 'sofort', the
// instant bank transfer, which Klarna folded into its "Pay now". One adapter, restricted to the
// code's payment method categories. Klarna has no official Node SDK: plain fetch (klarna-api.ts).
//
// The storefront is server-rendered, so the payer pays on Klarna's Hosted Payment Page (HPP):
// createSession opens a Klarna Payments session for the amount the back office computed and an HPP
// session over it, and sends the payer there. Klarna only *authorises*; the shop then places the
// Klarna order with auto_capture (capture, here), once per session whoever asks first: the payer's
// browser coming back (klarna-return.ts) or Klarna's status callback. The callback is not signed,
// so its body only names a session, which is read back from Klarna with the shop's credentials.
// Klarna's order id is kept with the session (SessionRecords): its refunds and cancels name it.
//
// Tests point KLARNA_API_URL at a stand-in of these APIs (klarna-stand-in.ts); production refuses it.
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, CheckoutSession, PaymentEvent, PaymentProvider, RefundResult, SessionRecords } from '../provider.ts';
import { KLARNA_BASE_URLS, klarnaApi, klarnaError, orderKeyOf, purchaseBody, unavailable } from './klarna-api.ts';

export type KlarnaCode = 'klarna' | 'sofort';

export type KlarnaSettings = {
  username: string;
  password: string;
  region: keyof typeof KLARNA_BASE_URLS;
  /** Base URL of a stand-in of Klarna's API (tests only). */
  apiUrl?: string | undefined;
  /** How long one call to Klarna may take before the shop gives up (default 10 s). */
  timeoutMs?: number;
};

/** The HPP's payment method categories each code offers. */
const CATEGORIES: Record<KlarnaCode, string[]> = { klarna: ['PAY_LATER', 'PAY_OVER_TIME'], sofort: ['PAY_NOW'] };

/** Where Klarna sends the payer's browser back to (klarna-return.ts), followed by /{code}. */
export const KLARNA_RETURN_PATH = '/api/payments/klarna/return';

/** HPP statuses in which the payer can still pay on the page. */
const OPEN = new Set(['WAITING', 'IN_PROGRESS', 'BACK', 'FAILED', 'ERROR', 'MANUAL_ID_CHECK']);

type Taken = CaptureResult & { reference?: string };

export function createKlarnaProvider(code: KlarnaCode, settings: KlarnaSettings, context: { publicApiUrl: string; sessions: SessionRecords }): PaymentProvider {
  const api = klarnaApi({ baseUrl: settings.apiUrl ?? KLARNA_BASE_URLS[settings.region], username: settings.username, password: settings.password, timeoutMs: settings.timeoutMs ?? 10_000 });
  const { sessions } = context;
  const hppPath = (sessionId: string) => `/hpp/v1/sessions/${encodeURIComponent(sessionId)}`;

  /** The HPP session as Klarna has it; null when Klarna does not know it. */
  async function readSession(sessionId: string): Promise<{ status: string; token: string | null } | null> {
    const answer = await api.call('GET', hppPath(sessionId));
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unavailable(`reading the payment session answered ${answer.status}`);
    const token = answer.body.authorization_token;
    return { status: String(answer.body.status ?? ''), token: typeof token === 'string' && token !== '' ? token : null };
  }

  /** What the payer's session came to; for an authorised one, Klarna's order is placed (once) and read. */
  async function outcomeOf(sessionId: string): Promise<Taken> {
    const session = await readSession(sessionId);
    if (!session) return { status: 'canceled' };
    if (session.status === 'COMPLETED' && session.token) return placeOrder(sessionId, session.token);
    if (session.status === 'CANCELLED' || session.status === 'BACK' || session.status === 'DISABLED') return { status: 'canceled' };
    if (session.status === 'FAILED' || session.status === 'ERROR') return { status: 'declined' };
    return { status: 'not_approved' };
  }

  /**
   * The payer's browser and Klarna's callback arrive together: in one process they share one
   * placement; across processes Klarna's idempotency key makes the second one answer the first.
   */
  const placing = new Map<string, Promise<Taken>>();
  function placeOrder(sessionId: string, token: string): Promise<Taken> {
    let placement = placing.get(sessionId);
    if (!placement) {
      placement = placeOrderOnce(sessionId, token).finally(() => placing.delete(sessionId));
      placing.set(sessionId, placement);
    }
    return placement;
  }

  async function placeOrderOnce(sessionId: string, token: string): Promise<Taken> {
    const kept = await sessions.find(sessionId);
    if (!kept) return { status: 'not_approved' };
    let orderId = kept.providerPaymentId;
    if (!orderId) {
      // The amount the back office computed, never one the browser or the callback brought.
      const placed = await api.call('POST', `/payments/v1/authorizations/${encodeURIComponent(token)}/order`, {
        body: { ...purchaseBody(kept.purchase), auto_capture: true },
        idempotencyKey: orderKeyOf(sessionId),
      });
      // Refused (the authorisation expired or does not fit the order): nothing was taken.
      if (placed.status !== 200 || typeof placed.body.order_id !== 'string') return { status: 'declined' };
      orderId = placed.body.order_id;
      await sessions.keepPaymentId(sessionId, orderId);
      if (placed.body.fraud_status === 'REJECTED') return { status: 'declined' };
    }
    const order = await api.call('GET', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`);
    if (order.status !== 200) throw unavailable(`reading order ${orderId} answered ${order.status}`);
    const captured = Number(order.body.captured_amount ?? 0);
    if (Number.isInteger(captured) && captured > 0) {
      return { status: 'captured', amountCents: captured, currency: String(order.body.purchase_currency ?? '').toUpperCase(), reference: String(order.body.merchant_reference1 ?? '') };
    }
    if (order.body.status === 'CANCELLED' || order.body.fraud_status === 'REJECTED') return { status: 'declined' };
    // Held for Klarna's fraud check (PENDING): not paid yet.
    return { status: 'not_approved' };
  }

  return {
    code,

    async createSession(request): Promise<CheckoutSession> {
      const purchase = purchaseBody(request);
      const payment = await api.call('POST', '/payments/v1/sessions', { body: { ...purchase, intent: 'buy' } });
      if (payment.status !== 200 || typeof payment.body.session_id !== 'string') throw new Error(`Klarna refused the payment session: ${klarnaError(payment, String(payment.status))}`);
      // A payer sent to a page without the method they chose could not pay: say so at once.
      const offered = Array.isArray(payment.body.payment_method_categories) ? payment.body.payment_method_categories.map((category: { identifier?: unknown }) => String(category.identifier).toUpperCase()) : [];
      if (!CATEGORIES[code].some((category) => offered.includes(category))) throw new Error(`Klarna does not offer ${CATEGORIES[code].join(' or ')} for this purchase.`);

      // Every way back leads to the same page, which asks Klarna what happened (the address proves nothing).
      const back = `${context.publicApiUrl}${KLARNA_RETURN_PATH}/${code}?sid={{session_id}}`;
      const hpp = await api.call('POST', '/hpp/v1/sessions', {
        body: {
          payment_session_url: `${api.baseUrl}/payments/v1/sessions/${payment.body.session_id}`,
          merchant_urls: {
            success: `${back}&token={{authorization_token}}`,
            cancel: back,
            back,
            failure: back,
            error: back,
            status_update: `${context.publicApiUrl}/api/payments/notifications/${code}`,
          },
          // The shop places the order itself, for the amount it computed.
          options: { payment_method_categories: CATEGORIES[code], place_order_mode: 'NONE' },
        },
      });
      const { session_id: sessionId, redirect_url: redirectUrl } = hpp.body;
      if (hpp.status !== 201 || typeof sessionId !== 'string' || typeof redirectUrl !== 'string') throw new Error(`Klarna refused the payment page: ${klarnaError(hpp, String(hpp.status))}`);
      return { sessionId, redirectUrl };
    },

    async capture(sessionId): Promise<CaptureResult> {
      const { reference: _reference, ...result } = await outcomeOf(sessionId);
      return result;
    },

    async pageUrl(sessionId) {
      const session = await readSession(sessionId);
      return session && OPEN.has(session.status) ? ((await sessions.find(sessionId))?.pageUrl ?? null) : null;
    },

    async cancelSession(sessionId) {
      // 204 disabled; 400 already completed, 404 expired: nothing left to close on the page.
      await api.call('DELETE', hppPath(sessionId));
      const orderId = (await sessions.find(sessionId))?.providerPaymentId;
      // A captured order cannot be cancelled (403): that money is flagged for a refund instead.
      if (orderId) await api.call('POST', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/cancel`);
    },

    async verifyNotification(rawBody): Promise<PaymentEvent | null> {
      const sessionId = sessionIdOf(rawBody);
      const kept = sessionId ? await sessions.find(sessionId) : undefined;
      if (!sessionId || !kept) throw new AppError('forbidden', { message: 'The notification names no Klarna session of this shop.' });
      // Only Klarna's own answer counts, read with the shop's credentials; the body's status is ignored.
      const session = await readSession(sessionId);
      if (!session) throw new AppError('forbidden', { message: 'Klarna does not know the session the notification names.' });
      const event = (type: PaymentEvent['type'], amountCents: number, currency: string, reference: string): PaymentEvent => ({
        id: `hpp:${sessionId}:${type}`,
        type,
        sessionId,
        amountCents,
        currency,
        merchantReference: reference,
      });
      const { purchase } = kept;
      // Declines and going back are not final at Klarna (the payer may try again): only the ends count.
      if (session.status === 'CANCELLED') return event('payment.canceled', purchase.amountCents, purchase.currency, purchase.orderRef);
      if (session.status !== 'COMPLETED' || !session.token) return null;
      const taken = await placeOrder(sessionId, session.token);
      if (taken.status === 'captured') return event('payment.succeeded', taken.amountCents, taken.currency, taken.reference ?? '');
      return taken.status === 'declined' ? event('payment.failed', purchase.amountCents, purchase.currency, purchase.orderRef) : null;
    },

    async refund(request): Promise<RefundResult> {
      const orderId = (await sessions.find(request.sessionId))?.providerPaymentId;
      if (!orderId) return { status: 'refused', reason: 'The payment was not captured.' };
      const answer = await api.call('POST', `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/refunds`, {
        body: { refunded_amount: request.amountCents, reference: request.reference, description: `Refund ${request.reference}` },
      });
      if (answer.status !== 201) return { status: 'refused', reason: klarnaError(answer, 'Klarna refused the refund.') };
      // Klarna names the refund in Refund-Id (and Location); the money went back either way.
      return { status: 'refunded', refundId: answer.headers.get('refund-id') ?? answer.headers.get('location')?.split('/').pop() ?? orderId };
    },
  };
}

/** The session id a status callback names ({ event_id, session: { session_id, ... } }). */
function sessionIdOf(rawBody: string): string | null {
  try {
    const body = JSON.parse(rawBody) as { session?: { session_id?: unknown } } | null;
    const id = body?.session?.session_id;
    return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
