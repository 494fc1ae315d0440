// The one interface every online payment method goes through. A real provider's adapter
// (adapters/, built on the provider's official SDK) implements it and is chosen by configuration
// (adapters/index.ts); a code without one is served by the built-in sandbox gateway where that is
// switched on (the demo), and is not offered otherwise. Refunds are optional.
import type { PaymentCode } from '@shop/contract';

export type SessionRequest = {
  orderId: number;
  orderRef: string;
  amountCents: number;
  /** The VAT within amountCents (Klarna asks for it). */
  taxCents: number;
  currency: string;
  /** The order's country (ISO 3166 alpha-2) and locale (de_DE), for providers that ask. */
  country: string;
  locale: string;
  description: string;
  /** Where the payer's browser goes after paying, and after a decline or cancel. */
  successUrl: string;
  failureUrl: string;
};

export type CheckoutSession = { sessionId: string; redirectUrl: string };

/** What was bought, as the back office priced it: a session's request without its addresses. */
export type Purchase = Omit<SessionRequest, 'orderId' | 'successUrl' | 'failureUrl'>;

/**
 * What the shop keeps of a provider's sessions (order_payment), for an adapter that needs it back
 * later: Klarna re-sends the purchase when it places the order, and its refunds name that order.
 */
export interface SessionRecords {
  /** The session's purchase, its payment page and the provider's payment id; undefined for a session the shop never made. */
  find(sessionId: string): Promise<{ purchase: Purchase; pageUrl: string | null; providerPaymentId: string | null } | undefined>;
  keepPaymentId(sessionId: string, paymentId: string): Promise<void>;
}

/**
 * The provider's answer when the shop captures a wallet payment: captured (with the amount the
 * provider took), declined or cancelled by the payer, not approved by the payer (yet): a shopper's
 * call cannot stand in for the payer's approval at the provider, or pending at the provider.
 */
export type CaptureResult =
  | { status: 'captured'; amountCents: number; currency: string }
  | { status: 'declined' | 'canceled' | 'not_approved' }
  /** The provider took the payment but holds it for review (PayPal PENDING): its notification decides. */
  | { status: 'pending' };

/** A provider notification, after its signature was checked. */
export type PaymentEvent = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.canceled';
  sessionId: string;
  amountCents: number;
  currency: string;
  /** The order reference the session was created for. */
  merchantReference: string;
  /**
   * The provider's own reference of the payment where its refund needs more than the session id
   * (Global Payments: PASREF and AUTHCODE), in the adapter's format; kept with the order's payment.
   */
  paymentRef?: string;
};

/** Money back to the payer of a captured session (issue 14), in the session's currency. */
export type RefundRequest = {
  sessionId: string;
  /** The payment's reference the adapter gave with its notification (PaymentEvent.paymentRef), or null. */
  paymentRef: string | null;
  amountCents: number;
  currency: string;
  /** The order reference, for the provider's records. */
  reference: string;
};

/** refunded: the provider took the refund (its id); refused: it did not, and says why. */
export type RefundResult = { status: 'refunded'; refundId: string } | { status: 'refused'; reason: string };

/**
 * Express checkout (spec: user_express): the payer starts at the wallet from the cart, before an
 * order exists, with the cart's amount as an estimate; the wallet sends the browser back to
 * reviewUrl (with its own session parameter: PayPal ?token=, Amazon ?amazonCheckoutSessionId=).
 */
export type ExpressRequest = {
  amountCents: number;
  currency: string;
  description: string;
  reviewUrl: string;
  cancelUrl: string;
  /** The shop's country (ISO 3166-1 alpha-2): the sandbox's demo payer lives there. */
  countryCode: string;
};

/** Who approved at the wallet and where the goods go, as far as the wallet tells. */
export type WalletPayer = {
  email: string;
  firstname: string;
  lastname: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  phone: string | null;
};

/**
 * The final amount of the placed order goes to the wallet: either it can be captured at once (the
 * payer approved already, PayPal), or the payer confirms it at the wallet first (Amazon Pay) and
 * comes back to the storefront's return page, whose wallet call captures.
 */
export type ExpressFinish = { next: 'capture' } | { next: 'redirect'; url: string };

export interface ExpressCheckout {
  start(request: ExpressRequest): Promise<CheckoutSession>;
  /** The payer's data once the payer approved at the wallet, null before. */
  payer(sessionId: string): Promise<WalletPayer | null>;
  finish(sessionId: string, order: { amountCents: number; currency: string; orderRef: string; description: string; resultUrl: string }): Promise<ExpressFinish>;
}

export interface PaymentProvider {
  readonly code: PaymentCode;
  createSession(request: SessionRequest): Promise<CheckoutSession>;
  capture(sessionId: string): Promise<CaptureResult>;
  /**
   * The provider's hosted page of a session still open for payment, or null when it is not (paid,
   * expired). The card checkout provider's pay call answers only 'sessionId___' + id (spec), and the
   * storefront sends the payer to {api}/api/payments/card-checkout/{id}, which goes on to this page.
   */
  pageUrl(sessionId: string): Promise<string | null>;
  /** Closes a session the shop no longer wants paid (the order was cancelled or replaced). */
  cancelSession(sessionId: string): Promise<void>;
  /**
   * Checks a notification's signature (some providers by asking their API) and reads it; throws
   * when it is not genuine; null for a genuine event that does not concern a payment's outcome.
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentEvent | null>;
  /**
   * Pays back part or all of a captured payment. Optional: a provider without it has its refunds
   * made by hand and recorded as manual. A provider that cannot be reached throws.
   */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /** Express checkout from the cart; only the wallets (PayPal, Amazon Pay) have it. */
  express?: ExpressCheckout;
}
