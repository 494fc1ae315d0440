// The one interface every online payment method goes through. Out of the box each method is served
// by the built-in sandbox gateway (sandbox-gateway.ts); a real provider's adapter implements the
// same four operations with the provider's SDK and is chosen by configuration.
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
};

export interface PaymentProvider {
  readonly code: PaymentCode;
  createSession(request: SessionRequest): Promise<CheckoutSession>;
  capture(sessionId: string): Promise<CaptureResult>;
  /** Closes a session the shop no longer wants paid (the order was cancelled or replaced). */
  cancelSession(sessionId: string): Promise<void>;
  /** Checks a notification's signature and reads it; throws when it is not genuine. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
