// The global card provider (code 'globalpayments') on Global Payments' Hosted Payment Page (HPP,
// formerly Realex), through the official globalpayments-api SDK. The SDK builds the signed HPP
// request (order id, amount, currency, response URL, SHA-1 hash with the shared secret); the payer's
// browser posts it to the HPP from a small back-office page (routes.ts, /api/payments/globalpayments/
// hpp). The HPP posts its signed answer to the notification endpoint; the SDK checks its hash, and
// payment-events.ts checks order, amount and currency before the order is paid. The answer's PASREF
// and AUTHCODE are kept with the order's payment (PaymentEvent.paymentRef).
// Refunds go through the SDK to GP's XML API (request type "rebate": the payment's PASREF and order
// id, signed with the shared secret, and the SHA-1 of the rebate password GP issues for refunds).
// Without GP_REBATE_PASSWORD the adapter has no refund: staff refund in GP's portal, and the admin
// records the refund as made by hand.
// In tests GP_HPP_URL and GP_API_URL point at a stand-in of the HPP and the API (globalpayments-stand-in.ts).
import { randomBytes } from 'node:crypto';
import { type Agent, globalAgent } from 'node:https';
import { connect } from 'node:net';
import gp from 'globalpayments-api';
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, PaymentEvent, PaymentProvider, RefundRequest, RefundResult } from '../provider.ts';

const { Environment, GatewayError, GpEcomConfig, HostedPaymentConfig, HostedService, HppVersion, ServicesContainer, Transaction } = gp;

export type GlobalPaymentsSettings = {
  merchantId: string;
  account: string;
  sharedSecret: string;
  hppUrl: string;
  /** GP's refund ("rebate") password; without it refunds are made by hand. */
  rebatePassword: string | undefined;
  apiUrl: string | undefined;
};

/** What a refund needs of the HPP's answer (kept as the payment's reference). */
type PaymentRef = { pasref: string; authcode: string };

function readPaymentRef(text: string | null): PaymentRef | null {
  if (!text) return null;
  try {
    const ref = JSON.parse(text) as Partial<PaymentRef>;
    return typeof ref.pasref === 'string' && ref.pasref !== '' ? { pasref: ref.pasref, authcode: typeof ref.authcode === 'string' ? ref.authcode : '' } : null;
  } catch {
    return null;
  }
}

/** Which of GP's APIs takes the refunds: the one of the HPP the payments were made on. */
function apiEnvironmentOf(hppUrl: string): 'live' | 'sandbox' {
  return new URL(hppUrl).hostname.split('.').includes('sandbox') ? 'sandbox' : 'live';
}

/** Each provider's own SDK configuration name, so two back offices in one process do not share one. */
let configurations = 0;

/** The HPP's result code of an authorised payment; 1xx are declines, anything else an error or cancel. */
const AUTHORISED = '00';

/** The back-office page that posts a session's signed request to the HPP (routes.ts). */
export const HPP_FORM_PATH = '/api/payments/globalpayments/hpp';

export function createGlobalPaymentsProvider(settings: GlobalPaymentsSettings, publicApiUrl: string): PaymentProvider {
  const config = new GpEcomConfig();
  config.merchantId = settings.merchantId;
  config.accountId = settings.account;
  config.sharedSecret = settings.sharedSecret;
  if (settings.rebatePassword) config.rebatePassword = settings.rebatePassword;
  // The SDK's API defaults to GP's sandbox: the live API unless the payer pays on the sandbox HPP.
  config.environment = apiEnvironmentOf(settings.hppUrl) === 'sandbox' ? Environment.Test : Environment.Production;
  if (settings.apiUrl) {
    config.serviceUrl = settings.apiUrl;
    routeToStandIn(settings.apiUrl);
  }
  const hosted = new HostedPaymentConfig();
  // Version 2: plain (not base64) fields, as the HPP's form post expects them.
  hosted.version = HppVersion.Version2;
  hosted.responseUrl = `${publicApiUrl}/api/payments/notifications/globalpayments`;
  config.hostedPaymentConfig = hosted;
  const configName = `globalpayments-${(configurations += 1)}`;
  const service = new HostedService(config, configName);
  /**
   * serialize() always uses the SDK's 'default' configuration: this provider's is made the default
   * right before (synchronously, so no other provider's request comes between). The SDK's connector
   * does not copy merchant id, account and secret from the configuration (serializeRequest reads
   * them from itself): without the assign the request is unsigned.
   */
  const asDefault = () => {
    ServicesContainer.configureService(config);
    Object.assign(ServicesContainer.instance().getClient(), { merchantId: settings.merchantId, accountId: settings.account, sharedSecret: settings.sharedSecret });
  };

  /** A rebate of the HPP payment: GP answers 00 when it took it, another code (and message) when not. */
  async function refund(request: RefundRequest): Promise<RefundResult> {
    const ref = readPaymentRef(request.paymentRef);
    if (!ref) return { status: 'refused', reason: 'No Global Payments reference (PASREF) was kept for this payment; refund it in the Global Payments portal.' };
    const payment = Transaction.fromId(ref.pasref, request.sessionId);
    payment.authorizationCode = ref.authcode;
    try {
      const rebate = await payment
        .refund(request.amountCents / 100)
        .withCurrency(request.currency)
        .withDescription(`Refund ${request.reference}`.slice(0, 255))
        .execute(configName);
      return { status: 'refunded', refundId: rebate.transactionReference?.transactionId ?? '' };
    } catch (error) {
      // A result code other than 00 is GP's refusal (its message says why); anything else (no
      // answer, an HTTP error) is GP not reached, and throws.
      if (error instanceof GatewayError && /^\d{2,3}$/.test(error.responseCode ?? '')) return { status: 'refused', reason: error.message };
      throw error;
    }
  }

  /** Sessions whose payer has not come back yet: their page (lost on restart, then pageUrl is null). */
  const open = new Map<string, string>();

  return {
    code: 'globalpayments',
    async createSession(request) {
      // The order reference is part of the (signed) order id, so the answer names its order.
      const orderId = `${request.orderRef.replace(/[^A-Za-z0-9-]/g, '-')}_${randomBytes(8).toString('hex')}`;
      asDefault();
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
      const pasref = transaction.transactionReference?.transactionId ?? '';
      return {
        id: `gp-${orderId}-${transaction.transactionReference?.transactionId ?? ''}-${result}`,
        type: result === AUTHORISED ? 'payment.succeeded' : result.startsWith('1') ? 'payment.failed' : 'payment.canceled',
        sessionId: orderId,
        // The HPP's AMOUNT is what it charged (minor units); it is not in the hash, so the order check decides.
        amountCents: /^\d{1,12}$/.test(fields.AMOUNT ?? '') ? Number(fields.AMOUNT) : -1,
        currency: (fields.CURRENCY ?? '').toUpperCase(),
        merchantReference: orderId.slice(0, orderId.lastIndexOf('_')),
        ...(result === AUTHORISED && pasref ? { paymentRef: JSON.stringify({ pasref, authcode: transaction.transactionReference?.authCode ?? '' }) } : {}),
      };
    },

    ...(settings.rebatePassword ? { refund } : {}),
  };
}

const routed = new Map<string, { host: string; port: number }>();

/**
 * Test only (GP_API_URL is refused in production): the SDK sends its XML with Node's https and no
 * agent of its own, to `host` with the port in it (127.0.0.1:port), which Node cannot resolve.
 * Connections of the global https agent for that host go to the stand-in, in plain HTTP; every
 * other host is connected as before.
 */
function routeToStandIn(apiUrl: string): void {
  const target = new URL(apiUrl);
  if (target.protocol !== 'http:') return;
  if (routed.size === 0) {
    const original = globalAgent.createConnection.bind(globalAgent);
    globalAgent.createConnection = ((options: { host?: string }, callback: unknown) => {
      const standIn = routed.get(options.host ?? '');
      return standIn ? connect(standIn) : original(options as never, callback as never);
    }) as Agent['createConnection'];
  }
  routed.set(target.host, { host: target.hostname, port: Number(target.port || 80) });
}
