// Amazon Pay (Checkout v2) behind the payment code 'amazon', on Amazon Pay's official Node SDK.
//
// createSession creates a checkout session for the amount the back office computed (ProcessOrder,
// AuthorizeWithCapture, the order reference as merchantReferenceId) and sends the payer to Amazon
// Pay's page; Amazon returns the browser to the storefront's /amazon/return with
// ?amazonCheckoutSessionId, whose POST /amazon/pay (wallet variant) calls capture here, which completes the
// session with the chargeAmount the shop set at creation. IPN arrive as SNS messages whose signature
// is checked against the signing certificate (node:crypto); they carry only ids, so the charge is
// read back through the API for its amount, session and reference.
//
// Tests point the SDK at a local stand-in (amazon-pay-stand-in.ts). The SDK's only base-URL setting
// (overrideServiceUrl) switches off TLS certificate checks for the whole process, so it is not used.
// Instead, with apiUrl set, the SDK's own axios copy gets a documented httpsAgent default whose
// connections go to the stand-in's address in plain HTTP (same paths, same signed headers).
// Production refuses apiUrl (config.ts).
import { randomUUID, createVerify, X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { Agent } from 'node:https';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { CaptureResult, CheckoutSession, ExpressCheckout, PaymentEvent, PaymentProvider, RefundResult, WalletPayer } from '../provider.ts';
import { formatAmount, parseAmount, parseJson, splitName } from './paypal.ts';

export type AmazonPaySettings = {
  publicKeyId: string;
  privateKey: string;
  storeId: string;
  merchantId: string;
  region: 'eu' | 'na' | 'jp';
  sandbox: boolean;
  /** Base URL of a stand-in of Amazon Pay's API (tests only). */
  apiUrl?: string | undefined;
  /** How long one call to Amazon Pay may take before the shop gives up (default 10 s). */
  timeoutMs?: number;
};

type Money = { amount: string; currencyCode: string };
type SdkAnswer<T> = { status: number; data: T };
type Session = {
  checkoutSessionId: string;
  chargeId?: string | null;
  statusDetails?: { state?: string; reasonCode?: string | null };
  webCheckoutDetails?: { amazonPayRedirectUrl?: string | null };
  paymentDetails?: { chargeAmount?: Money | null };
  buyer?: { name?: string | null; email?: string | null; phoneNumber?: string | null } | null;
  shippingAddress?: { name?: string | null; addressLine1?: string | null; addressLine2?: string | null; city?: string | null; postalCode?: string | null; countryCode?: string | null; phoneNumber?: string | null } | null;
};
type Charge = {
  chargeId: string;
  checkoutSessionId?: string;
  captureAmount?: Money | null;
  chargeAmount?: Money;
  merchantMetadata?: { merchantReferenceId?: string | null };
  statusDetails?: { state?: string };
};
type WebStoreClient = {
  createCheckoutSession(payload: unknown, headers: Record<string, string>): Promise<SdkAnswer<Session>>;
  getCheckoutSession(id: string): Promise<SdkAnswer<Session>>;
  completeCheckoutSession(id: string, payload: unknown): Promise<SdkAnswer<Session>>;
  updateCheckoutSession(id: string, payload: unknown): Promise<SdkAnswer<Session>>;
  getCharge(id: string): Promise<SdkAnswer<Charge>>;
  createRefund(payload: unknown, headers: Record<string, string>): Promise<SdkAnswer<{ refundId: string; statusDetails?: { state?: string } }>>;
};

// The SDK is CommonJS without types; its client and its own axios copy are loaded from its folder.
const sdkRequire = createRequire(createRequire(import.meta.url).resolve('@amazonpay/amazon-pay-api-sdk-nodejs'));
const sdk = sdkRequire('./client.js') as { WebStoreClient: new (config: Record<string, unknown>) => WebStoreClient };

export function createAmazonPayProvider(settings: AmazonPaySettings): PaymentProvider {
  const timeout = settings.timeoutMs ?? 10_000;
  if (settings.apiUrl) pointSdkAt(settings.apiUrl);
  const client = new sdk.WebStoreClient({
    publicKeyId: settings.publicKeyId,
    privateKey: settings.privateKey,
    region: settings.region,
    sandbox: settings.sandbox,
    algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
  });
  // The SDK sets no timeout of its own: the shop gives up after `timeout` and says so.
  const api = <T>(work: () => Promise<T>) => withTimeout(work(), timeout);

  const getSession = async (sessionId: string) => (await api(() => client.getCheckoutSession(sessionId))).data;

  // Express checkout: the buyer picks address and payment at Amazon and returns to the shop's
  // review page (checkoutReviewReturnUrl); the placed order's amount is then set on the session
  // (update), the buyer confirms it on Amazon's page and returns to /amazon/return, which completes.
  const express: ExpressCheckout = {
    async start(request) {
      const { data } = await unavailableOnError(() =>
        api(() =>
          client.createCheckoutSession(
            {
              webCheckoutDetails: { checkoutReviewReturnUrl: request.reviewUrl, checkoutCancelUrl: request.cancelUrl },
              storeId: settings.storeId,
              scopes: ['name', 'email', 'phoneNumber', 'billingAddress'],
              merchantMetadata: { noteToBuyer: request.description.slice(0, 255) },
            },
            { 'x-amz-pay-idempotency-key': randomUUID().replaceAll('-', '') },
          ),
        ),
      );
      const redirectUrl = data.webCheckoutDetails?.amazonPayRedirectUrl;
      if (!data.checkoutSessionId || !redirectUrl) throw new Error('Amazon Pay answered without a session id or payment page.');
      return { sessionId: data.checkoutSessionId, redirectUrl };
    },

    async payer(sessionId) {
      const session = await readSession(sessionId);
      return session?.statusDetails?.state === 'Open' ? walletPayerOf(session) : null;
    },

    async finish(sessionId, order) {
      const { data } = await unavailableOnError(() =>
        api(() =>
          client.updateCheckoutSession(sessionId, {
            webCheckoutDetails: { checkoutResultReturnUrl: order.resultUrl },
            paymentDetails: { paymentIntent: 'AuthorizeWithCapture', canHandlePendingAuthorization: false, chargeAmount: { amount: formatAmount(order.amountCents), currencyCode: order.currency } },
            merchantMetadata: { merchantReferenceId: order.orderRef, noteToBuyer: order.description.slice(0, 255) },
          }),
        ),
      );
      const url = data.webCheckoutDetails?.amazonPayRedirectUrl;
      if (!url) throw unavailable(new Error('Amazon Pay answered without the page to confirm the amount.'));
      return { next: 'redirect', url };
    },
  };

  return {
    code: 'amazon',
    express,

    async createSession(request): Promise<CheckoutSession> {
      const { data } = await unavailableOnError(() =>
        api(() =>
          client.createCheckoutSession(
            {
              // The storefront's return page completes the session (wallet variant of /amazon/pay).
              webCheckoutDetails: { checkoutResultReturnUrl: `${new URL(request.successUrl).origin}/amazon/return`, checkoutMode: 'ProcessOrder' },
              storeId: settings.storeId,
              scopes: ['name', 'email'],
              paymentDetails: { paymentIntent: 'AuthorizeWithCapture', chargeAmount: { amount: formatAmount(request.amountCents), currencyCode: request.currency } },
              merchantMetadata: { merchantReferenceId: request.orderRef, noteToBuyer: request.description.slice(0, 255) },
            },
            { 'x-amz-pay-idempotency-key': randomUUID().replaceAll('-', '') },
          ),
        ),
      );
      const redirectUrl = data.webCheckoutDetails?.amazonPayRedirectUrl;
      if (!data.checkoutSessionId || !redirectUrl) throw new Error('Amazon Pay answered without a session id or payment page.');
      return { sessionId: data.checkoutSessionId, redirectUrl };
    },

    // Complete with the amount the shop set at creation (read back from the session, not from the caller).
    async capture(sessionId): Promise<CaptureResult> {
      // A session Amazon does not know (expired and gone) cannot be paid any more.
      const session = await readSession(sessionId);
      if (!session) return { status: 'canceled' };
      if (session.statusDetails?.state === 'Completed' && session.chargeId) return capturedCharge(session.chargeId);
      if (session.statusDetails?.state === 'Canceled') return canceledOf(session);
      const chargeAmount = session.paymentDetails?.chargeAmount;
      if (!chargeAmount) return { status: 'not_approved' };
      try {
        const { data } = await api(() => client.completeCheckoutSession(sessionId, { chargeAmount }));
        if (data.statusDetails?.state === 'Completed' && data.chargeId) return capturedCharge(data.chargeId);
        return data.statusDetails?.state === 'Canceled' ? canceledOf(data) : { status: 'not_approved' };
      } catch (error) {
        const status = statusOf(error);
        if (status === undefined || status >= 500) throw unavailable(error);
        // A refused complete (not approved yet, declined, cancelled): the session says which.
        const after = await readSession(sessionId);
        if (!after) return { status: 'canceled' };
        if (after.statusDetails?.state === 'Canceled') return canceledOf(after);
        if (after.statusDetails?.state === 'Completed' && after.chargeId) return capturedCharge(after.chargeId);
        return { status: 'not_approved' };
      }
    },

    async pageUrl(sessionId) {
      const session = await readSession(sessionId);
      return session?.statusDetails?.state === 'Open' ? (session.webCheckoutDetails?.amazonPayRedirectUrl ?? null) : null;
    },

    // Amazon Pay has no call to cancel an open checkout session (updateCheckoutSession changes its
    // details, it does not close it): one never completed expires on its own after 24 hours, and
    // the shop completes only on the wallet call of an order still waiting for its payment.
    async cancelSession() {},

    // The refund goes to the session's charge (partial refunds allowed by Amazon Pay).
    async refund(request): Promise<RefundResult> {
      const session = await readSession(request.sessionId);
      if (!session?.chargeId) return { status: 'refused', reason: 'The payment was not captured.' };
      const chargeId = session.chargeId;
      try {
        const { data } = await api(() =>
          client.createRefund(
            { chargeId, refundAmount: { amount: formatAmount(request.amountCents), currencyCode: request.currency }, softDescriptor: request.reference.slice(0, 16) },
            { 'x-amz-pay-idempotency-key': randomUUID().replaceAll('-', '') },
          ),
        );
        if (!data.refundId || data.statusDetails?.state === 'Declined') return { status: 'refused', reason: 'Amazon Pay did not take the refund.' };
        return { status: 'refunded', refundId: data.refundId };
      } catch (error) {
        const status = statusOf(error);
        if (status === 400 || status === 422) return { status: 'refused', reason: reasonOf(error) ?? 'Amazon Pay refused the refund.' };
        throw unavailable(error);
      }
    },

    async verifyNotification(rawBody): Promise<PaymentEvent | null> {
      const message = snsMessage.safeParse(parseJson(rawBody));
      if (!message.success) throw new AppError('forbidden', { message: 'The notification is not a signed SNS message.' });
      await verifySns(message.data, settings, timeout);
      if (message.data.Type !== 'Notification') return null;
      const ipn = ipnMessage.safeParse(parseJson(message.data.Message));
      if (!ipn.success || ipn.data.ObjectType !== 'CHARGE') return null;
      // The notification carries only ids: the charge itself says its state, amount and order.
      const { data: charge } = await unavailableOnError(() => api(() => client.getCharge(ipn.data.ObjectId)));
      const type = CHARGE_STATES[charge.statusDetails?.state ?? ''];
      if (!type || !charge.checkoutSessionId) return null;
      const amount = type === 'payment.succeeded' ? (charge.captureAmount ?? charge.chargeAmount) : charge.chargeAmount;
      return {
        // One event per charge state: a repeated notification of the same change is the same event.
        id: `amazon:${charge.chargeId}:${charge.statusDetails?.state ?? ''}`,
        type,
        sessionId: charge.checkoutSessionId,
        amountCents: amount ? parseAmount(amount.amount) : 0,
        currency: amount?.currencyCode ?? '',
        merchantReference: charge.merchantMetadata?.merchantReferenceId ?? '',
      };
    },
  };

  /** The checkout session as Amazon has it, or null when Amazon does not know it. */
  async function readSession(sessionId: string): Promise<Session | null> {
    try {
      return await getSession(sessionId);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw unavailable(error);
    }
  }

  async function capturedCharge(chargeId: string): Promise<CaptureResult> {
    const { data } = await unavailableOnError(() => api(() => client.getCharge(chargeId)));
    const amount = data.captureAmount ?? data.chargeAmount;
    if (data.statusDetails?.state === 'Declined') return { status: 'declined' };
    if (!amount) return { status: 'not_approved' };
    return { status: 'captured', amountCents: parseAmount(amount.amount), currency: amount.currencyCode };
  }
}

/** The buyer and the shipping address the buyer chose at Amazon. */
function walletPayerOf(session: Session): WalletPayer | null {
  const address = session.shippingAddress;
  const email = session.buyer?.email;
  if (!email || !address?.addressLine1 || !address.countryCode) return null;
  const [firstname, lastname] = splitName(address.name ?? session.buyer?.name ?? undefined, undefined);
  return {
    email,
    firstname,
    lastname,
    street: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    zipcode: address.postalCode ?? '',
    city: address.city ?? '',
    countryCode: address.countryCode,
    phone: address.phoneNumber ?? session.buyer?.phoneNumber ?? null,
  };
}

const CHARGE_STATES: Record<string, PaymentEvent['type']> = { Captured: 'payment.succeeded', Declined: 'payment.failed', Canceled: 'payment.canceled' };

function canceledOf(session: Session): CaptureResult {
  return { status: session.statusDetails?.reasonCode === 'Declined' ? 'declined' : 'canceled' };
}

const snsMessage = z.object({
  Type: z.string(),
  MessageId: z.string(),
  Message: z.string(),
  Timestamp: z.string(),
  TopicArn: z.string(),
  Subject: z.string().optional(),
  Token: z.string().optional(),
  SubscribeURL: z.string().optional(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string(),
  SigningCertURL: z.string(),
});
type SnsMessage = z.infer<typeof snsMessage>;

const ipnMessage = z.object({ ObjectType: z.string(), ObjectId: z.string().min(1), NotificationType: z.string().optional() });

const certificates = new Map<string, X509Certificate>();

/**
 * SNS's documented check: the certificate comes only from SNS's own host (in tests the stand-in's),
 * and signs the message's fields in SNS's canonical order (SHA1 for version 1, SHA256 for 2).
 */
async function verifySns(message: SnsMessage, settings: AmazonPaySettings, timeout: number): Promise<void> {
  const forged = (why: string) => new AppError('forbidden', { message: `The notification is not signed by Amazon Pay: ${why}.` });
  let certUrl: URL;
  try {
    certUrl = new URL(message.SigningCertURL);
  } catch {
    throw forged('bad certificate address');
  }
  const trusted = settings.apiUrl
    ? certUrl.origin === new URL(settings.apiUrl).origin
    : certUrl.protocol === 'https:' && /^sns\.[a-z0-9-]+\.amazonaws\.com$/.test(certUrl.hostname) && certUrl.pathname.endsWith('.pem');
  if (!trusted) throw forged('certificate not from SNS');
  let certificate = certificates.get(certUrl.href);
  if (!certificate) {
    const answer = await unavailableOnError(() => fetch(certUrl, { signal: AbortSignal.timeout(timeout) }));
    if (!answer.ok) throw unavailable(new Error(`the signing certificate answered ${answer.status}`));
    certificate = new X509Certificate(await answer.text());
    certificates.set(certUrl.href, certificate);
  }
  const fields: (keyof SnsMessage)[] =
    message.Type === 'Notification' ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  const signed = fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join('');
  const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256').update(signed, 'utf8');
  if (!verifier.verify(certificate.publicKey, message.Signature, 'base64')) throw forged('signature does not match');
}

/** Every connection the SDK's axios opens for https://pay-api.amazon… goes to the stand-in, in plain HTTP. */
function pointSdkAt(apiUrl: string): void {
  const target = new URL(apiUrl);
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = () => connect({ host: target.hostname, port: Number(target.port || 80) });
  const axios = sdkRequire('axios') as { defaults: { httpsAgent?: unknown } };
  axios.defaults.httpsAgent = agent;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof AppError) return undefined;
  return (error as { response?: { status?: number } } | undefined)?.response?.status ?? (error as { status?: number } | undefined)?.status;
}

function reasonOf(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { reasonCode?: string; message?: string } } }).response?.data;
  return data?.message ?? data?.reasonCode;
}

function unavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('upstream_unavailable', { message: `Amazon Pay could not be reached: ${error instanceof Error ? error.message : String(error)}` });
}

async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
}
