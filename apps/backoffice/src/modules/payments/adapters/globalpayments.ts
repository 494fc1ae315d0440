// The global card provider (code 'globalpayments') on Global Payments' Hosted Payment Page (HPP,
// formerly Realex), through the official globalpayments-api SDK. The SDK builds the signed HPP
// request (order id, amount, currency, response URL, SHA-1 hash with the shared secret); the payer's
// browser posts it to the HPP from a small back-office page (routes.ts, /api/payments/globalpayments/
// hpp). The HPP posts its signed answer to the notification endpoint; the SDK checks its hash, and
// payment-events.ts checks order, amount and currency before the order is paid.
// In tests GP_HPP_URL points at a stand-in of the HPP (globalpayments-stand-in.ts).
import { randomBytes } from 'node:crypto';
import gp from 'globalpayments-api';
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, PaymentEvent, PaymentProvider } from '../provider.ts';

const { GpEcomConfig, HostedPaymentConfig, HostedService, HppVersion, ServicesContainer } = gp;

export type GlobalPaymentsSettings = { merchantId: string; account: string; sharedSecret: string; hppUrl: string; apiUrl: string | undefined };

/** The HPP's result code of an authorised payment; 1xx are declines, anything else an error or cancel. */
const AUTHORISED = '00';

/** The back-office page that posts a session's signed request to the HPP (routes.ts). */
export const HPP_FORM_PATH = '/api/payments/globalpayments/hpp';

export function createGlobalPaymentsProvider(settings: GlobalPaymentsSettings, publicApiUrl: string): PaymentProvider {
  const config = new GpEcomConfig();
  config.merchantId = settings.merchantId;
  config.accountId = settings.account;
  config.sharedSecret = settings.sharedSecret;
  if (settings.apiUrl) config.serviceUrl = settings.apiUrl;
  const hosted = new HostedPaymentConfig();
  // Version 2: plain (not base64) fields, as the HPP's form post expects them.
  hosted.version = HppVersion.Version2;
  hosted.responseUrl = `${publicApiUrl}/api/payments/notifications/globalpayments`;
  config.hostedPaymentConfig = hosted;
  // serialize() always uses the SDK's 'default' configuration.
  const service = new HostedService(config);
  // The SDK's connector does not copy merchant id, account and secret from the configuration
  // (serializeRequest reads them from itself): without this the request is unsigned.
  Object.assign(ServicesContainer.instance().getClient(), { merchantId: settings.merchantId, accountId: settings.account, sharedSecret: settings.sharedSecret });

  /** Sessions whose payer has not come back yet: their page (lost on restart, then pageUrl is null). */
  const open = new Map<string, string>();

  return {
    code: 'globalpayments',
    async createSession(request) {
      // The order reference is part of the (signed) order id, so the answer names its order.
      const orderId = `${request.orderRef.replace(/[^A-Za-z0-9-]/g, '-')}_${randomBytes(8).toString('hex')}`;
      const json = await service
        .charge(request.amountCents / 100)
        .withCurrency(request.currency)
        .withOrderId(orderId)
        .withDescription(request.description.slice(0, 255))
        .serialize();
      const redirectUrl = `${publicApiUrl}${HPP_FORM_PATH}?request=${Buffer.from(json).toString('base64url')}`;
      open.set(orderId, redirectUrl);
      return { sessionId: orderId, redirectUrl };
    },

    async capture(): Promise<CaptureResult> {
      // The HPP settles the payment itself (AUTO_SETTLE_FLAG=1) and reports it: nothing to capture.
      return { status: 'not_approved' };
    },

    async pageUrl(sessionId) {
      return open.get(sessionId) ?? null;
    },

    async cancelSession(sessionId) {
      // An HPP request cannot be withdrawn at Global Payments; the shop stops offering its page.
      open.delete(sessionId);
    },

    async verifyNotification(rawBody): Promise<PaymentEvent | null> {
      let fields: Record<string, string>;
      let transaction;
      try {
        fields = JSON.parse(rawBody) as Record<string, string>;
        transaction = service.parseResponse(rawBody, false);
      } catch {
        // A missing or wrong SHA1HASH (or a body that is not an HPP answer): refused, not a 500.
        throw new AppError('forbidden', { message: 'The notification signature does not match.' });
      }
      const orderId = transaction.transactionReference?.orderId ?? '';
      open.delete(orderId);
      const result = transaction.responseCode ?? '';
      return {
        id: `gp-${orderId}-${transaction.transactionReference?.transactionId ?? ''}-${result}`,
        type: result === AUTHORISED ? 'payment.succeeded' : result.startsWith('1') ? 'payment.failed' : 'payment.canceled',
        sessionId: orderId,
        // The HPP's AMOUNT is what it charged (minor units); it is not in the hash, so the order check decides.
        amountCents: /^\d{1,12}$/.test(fields.AMOUNT ?? '') ? Number(fields.AMOUNT) : -1,
        currency: (fields.CURRENCY ?? '').toUpperCase(),
        merchantReference: orderId.slice(0, orderId.lastIndexOf('_')),
      };
    },
  };
}
