// The one interface every online payment method goes through. A real provider's adapter
// (adapters/, built on the provider's official SDK) implements it and is chosen by configuration
// (adapters/index.ts); a code without one is served by the built-in sandbox gateway where that is
// switched on (the demo), and is not offered otherwise. Refunds are optional.
import type { PaymentCode } from '@shop/contract';

export type SessionRequest = {
  orderId: number;
  orderRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Where the payer's browser goes after paying, and after a decline or cancel. */
  successUrl: string;
  failureUrl: string;
};

export type CheckoutSession = { sessionId: string; redirectUrl: string };

/**
 * The provider's answer when the shop captures a wallet payment: captured (with the amount the
 * provider took), declined or cancelled by the payer, or not approved by the payer (yet): a
 * shopper's call cannot stand in for the payer's approval at the provider.
 */
export type CaptureResult =
  | { status: 'captured'; amountCents: number; currency: string }
  | { status: 'declined' | 'canceled' | 'not_approved' };

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
}
