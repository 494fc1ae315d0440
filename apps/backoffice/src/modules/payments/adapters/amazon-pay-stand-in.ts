// Test stand-in of Amazon Pay's API v2 (test only: imported by test files, never by the back
// office). It answers the endpoints the adapter calls through Amazon Pay's SDK, with Amazon's
// paths (/v2/…, also under /sandbox or /live), JSON shapes and status codes, and refuses a call
// without the SDK's signed Authorization header (AMZN-PAY-RSASSA-PSS…, checked against the
// merchant's public key). The hosted page (/checkout/:id) has "Pay" and "Cancel" buttons and sends
// the browser to checkoutResultReturnUrl with ?amazonCheckoutSessionId=, as Amazon Pay does.
//
// IPN are SNS messages signed with the stand-in's own certificate, served at its own address
// (/sns/SimpleNotificationService.pem). Test controls: decline the next complete, hang (answer
// nothing), charge another amount, and genuine, repeated or forged notifications.
import { createHash, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A self-signed test certificate (test only) standing in for SNS's signing certificate.
const SNS_KEY = `
-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC+TZiYWBYFdcOm
UNJvjIJ+mD4FGD4SuW2Hs9OzHuDpiw9aUfLCX79ZBlaDd4bOiby9X7iFnJ33v2+7
UJeF2Ev+aIRrhyBm1KKvdBWQkrM5CiqSz84TJuNTEzdhIrYztBt01351hRJOFGny
tDLV8NLTJgefCWovA38zW/FUGWoWBcFAuJqRH6fXEBtxs70IaGEesex1vIbHoruh
nfUQ2yEoWJSvsu7EFT8wgU2y1zfK8oYnPohvsF/XRI4SlvCMQqErJXjX6ofIkB/R
aGe1wVKkBALLbCjWLFqvmnKfhXhlRB4adMn/52RKu21AfoTfifu6PxLq/aSNl4Jl
mQwZhIy3AgMBAAECggEAHPuaEmr+oO1AaMDlaRoYDmoRrq/0VYtfwZZN1yQMSAqm
7MVko112udBry6ZKuy5MtvYa7F/KdTQhiFXWsIqdJE13DB4D0srD+NRwAQPpVMtr
aXme89ltL2FSrVyz2Cha3XmBEn/mUPWYnzSk4Lgb5mQ5LpZTUX6xrY5CsQwVKpje
reyhP2MVbm0+RlnOkS8BxqtXQZjVB6d4DjGIpXyAiZQz8Bv3h9KsjAPw0WkvI11h
seOOw17BFgmiYPurrZCnvTIPmlo9FrtThbOS860qOzTGTP6jJo++m+ebBjPRyavx
7AaVf65miumAUcZYBilfY0b6FpxgnjX08jZc1cd5KQKBgQDuhFKVaj7D+3l9w4vB
j2WE2KenjEtwrRNRw2vHYFM0RnR2ewdVtQO9t/lHHb3kImjVqb53IOuzNgRfcrH6
n+Xoc/WK1FrhR+LZ26kFMvJHrkr8VGa/aaGBQZCZTFE1p/7wviIbZrFbVBCFuuMo
VuuJXZeYv9lOI75h8x7EljL4OQKBgQDMQI+BkSx0YrzTpWzUKIrAHrxA06wwifjh
7pq3bdMPuTlLqvvt1ydzgk7VkoM+lkaXiCIw38H3HRaAYlQhC3yFnGK22uzq7cYq
wCuLRtyE4vt0RW+eInxPmKbjAx32ymi0zBkfUOPEQJSivkBRxRDrCaJVewu8JkRo
2i7UUYpMbwKBgCVudLtoIhOFqqpW/t7Qj0EK8zyzIr+7GbYSMh7m+gfRKsPRSPRl
ZQHoFmHXxA5CbCtj6TUu4G6Ogp8sE8xePal+UUGJU/3Y1zwTYfIj7avcKX5yDHHr
tOHhFT1JodEG3VaQsC+WrSzFA5bJHo8dHPfAzWK2cPb3WxBqJCD75WHZAoGAUPWy
LEBX55YPlLC4b2vWe4pzQhrk4KR/w0Ypi1V72HqprEWM8Fxc5dsb1mnpndBBEOVD
8C1xG7sq5R6UjDiaVfeD5UjnqcMvzlg3qlAfLokt9ItlT8AJmB9A3zCoGt9mG2ve
9VvBvFOA1vUkV4UOTKuX7dwE7cIZUZpR/5SGhf8CgYArpkBN/QxWo8knZOwKl29+
txbjIeG3IF1Vt6hGH0udS5+NLoqx0hXcRb4ngdeCQa5y95SmSFPM4JDrjLdtLQBf
BK0vtsCj3BUO+/4PyxUi9mzEmO6S4P8w/1PA/4lXvMiPMEb4Yt3zcFkXW9y/ZdNd
k1TV7dUWghl6lc/2ILyFpg==
-----END PRIVATE KEY-----
`;
const SNS_CERT = `
-----BEGIN CERTIFICATE-----
MIIDGzCCAgOgAwIBAgIUQiVsr/dY5DoxZ33X0VRqWlv9HgUwDQYJKoZIhvcNAQEL
BQAwHDEaMBgGA1UEAwwRc25zLnN0YW5kLWluLnRlc3QwIBcNMjYxMTIzMTczMDQ3
WhgPMjEyNjEwMzAxNzMwNDdaMBwxGjAYBgNVBAMMEXNucy5zdGFuZC1pbi50ZXN0
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvk2YmFgWBXXDplDSb4yC
fpg+BRg+Erlth7PTsx7g6YsPWlHywl+/WQZWg3eGzom8vV+4hZyd979vu1CXhdhL
/miEa4cgZtSir3QVkJKzOQoqks/OEybjUxM3YSK2M7QbdNd+dYUSThRp8rQy1fDS
0yYHnwlqLwN/M1vxVBlqFgXBQLiakR+n1xAbcbO9CGhhHrHsdbyGx6K7oZ31ENsh
KFiUr7LuxBU/MIFNstc3yvKGJz6Ib7Bf10SOEpbwjEKhKyV41+qHyJAf0WhntcFS
pAQCy2wo1ixar5pyn4V4ZUQeGnTJ/+dkSrttQH6E34n7uj8S6v2kjZeCZZkMGYSM
twIDAQABo1MwUTAdBgNVHQ4EFgQUsbiySoXWRIhvi0nqdc+gj4D1kNMwHwYDVR0j
BBgwFoAUsbiySoXWRIhvi0nqdc+gj4D1kNMwDwYDVR0TAQH/BAUwAwEB/zANBgkq
hkiG9w0BAQsFAAOCAQEARLXZab/zp7vttXPVGv4Os+Rbwj5RpUViD/6hA1hcKQU+
WeeyE0EkJeOnzcM96f00ZA/mbimUkawtNW+ZHdO13OOnACoFflzszbEeHQrbu44g
ixZT7ibmgGAy6j54TYMfkcglzvaksY39x57/qdjT0xSNWDW5qtpTJKy+0po9IeJJ
BOPYCxFkY2wZv8OlktF9YyfKyJ8LyjvrDf8hPtlS9jtJ64txUU1rJ0qY7uWHbnoT
Ynp7NQi+EQYA64ixDzLhEYmvZNdf1+dFjxTWE7OIQCt4I5rPL8HPNRBRgVG+qqSM
Zgq1TiWwCYXp0THFiMtpsimk7cdlc5yKX1Tsp09D+Q==
-----END CERTIFICATE-----
`;

type Money = { amount: string; currencyCode: string };
type StandInSession = {
  checkoutSessionId: string;
  state: 'Open' | 'Completed' | 'Canceled';
  reasonCode: string | null;
  approved: boolean;
  returnUrl: string;
  chargeAmount: Money;
  merchantReferenceId: string;
  chargeId: string | null;
  /** Express: the review page Amazon returns the buyer to first, and whether the buyer came back from it. */
  reviewUrl: string | null;
  reviewed: boolean;
  cancelUrl: string | null;
};
type StandInCharge = { chargeId: string; checkoutSessionId: string; state: 'Captured' | 'Declined' | 'Canceled'; chargeAmount: Money; captureAmount: Money; refundedCents: number; merchantReferenceId: string };

export type AmazonPayStandIn = {
  url: string;
  /** The environment a back office needs to use this stand-in. */
  env: Record<string, string>;
  sessions: Map<string, StandInSession>;
  charges: Map<string, StandInCharge>;
  refunds: { chargeId: string; amount: Money }[];
  /** The next complete is declined (the session ends Canceled, reasonCode Declined). */
  declineNextComplete(): void;
  /** From now on, every API call is received and never answered (until hang(false)). */
  hang(on: boolean): void;
  /** The next charge takes this amount (a decimal string) instead of the session's. */
  chargeAmountNext(value: string): void;
  /** The Pay button without a browser. */
  approve(sessionId: string): void;
  /** Express, without a browser: the buyer chose address and payment and goes to the shop's review page. */
  review(sessionId: string): void;
  /** The payer approves and Amazon completes the session (as if the shop's answer got lost); the charge id. */
  chargeAtAmazon(sessionId: string): string;
  /** An SNS-wrapped IPN about a charge; forged: signed with another key. Not delivered, see deliver(). */
  notification(chargeId: string, options?: { forged?: boolean }): string;
  deliver(notificationUrl: string, body: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (amount: number) => `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

export async function startAmazonPayStandIn(): Promise<AmazonPayStandIn> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const publicKeyId = `SANDBOX-${randomBytes(12).toString('hex').toUpperCase()}`;
  const sessions = new Map<string, StandInSession>();
  const charges = new Map<string, StandInCharge>();
  const refunds: { chargeId: string; amount: Money }[] = [];
  const hanging: ServerResponse[] = [];
  let hang = false;
  let declineNext = false;
  let amountNext: string | null = null;
  let base = '';

  // The buyer of an express session, once back from Amazon's page (the stand-in's Amazon account).
  const buyer = { name: 'Erika Mustermann', email: 'erika.mustermann@example.com', phoneNumber: '030123456' };
  const shippingAddress = { name: 'Erika Mustermann', addressLine1: 'Musterstraße 12', city: 'Berlin', postalCode: '10115', countryCode: 'DE', phoneNumber: '030123456' };
  const sessionJson = (session: StandInSession) => ({
    checkoutSessionId: session.checkoutSessionId,
    webCheckoutDetails: {
      checkoutResultReturnUrl: session.returnUrl || null,
      checkoutReviewReturnUrl: session.reviewUrl,
      // An express session has a page before the review and again once the shop set the amount.
      amazonPayRedirectUrl: session.reviewUrl === null || !session.reviewed || session.returnUrl ? `${base}/checkout/${session.checkoutSessionId}` : null,
      checkoutMode: session.reviewUrl === null ? 'ProcessOrder' : null,
    },
    ...(session.reviewed ? { buyer: { buyerId: 'amzn1.account.STANDIN', ...buyer }, shippingAddress } : {}),
    paymentDetails: { paymentIntent: 'AuthorizeWithCapture', chargeAmount: session.chargeAmount },
    merchantMetadata: { merchantReferenceId: session.merchantReferenceId },
    statusDetails: { state: session.state, reasonCode: session.reasonCode },
    chargeId: session.chargeId,
    releaseEnvironment: 'Sandbox',
  });
  const chargeJson = (charge: StandInCharge) => ({
    chargeId: charge.chargeId,
    chargePermissionId: `P-${charge.checkoutSessionId}`,
    checkoutSessionId: charge.checkoutSessionId,
    chargeAmount: charge.chargeAmount,
    captureAmount: charge.captureAmount,
    refundedAmount: { amount: decimal(charge.refundedCents), currencyCode: charge.chargeAmount.currencyCode },
    merchantMetadata: { merchantReferenceId: charge.merchantReferenceId },
    statusDetails: { state: charge.state },
  });

  /** The SDK's signature: the canonical request's hash, signed RSASSA-PSS with the merchant's key. */
  function signedBySdk(request: IncomingMessage, path: string, body: string): boolean {
    const authorization = request.headers.authorization ?? '';
    const match = /^(AMZN-PAY-RSASSA-PSS(?:-V2)?) PublicKeyId=([^,]+), SignedHeaders=([^,]+), Signature=(.+)$/.exec(authorization);
    if (!match || match[2] !== publicKeyId) return false;
    const [, algorithm = '', , signedHeaders = '', signature = ''] = match;
    const url = new URL(path, 'http://x');
    const query = [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
    const headerLines = signedHeaders.split(';').map((name) => `${name}:${String(request.headers[name] ?? '')}\n`).join('');
    const canonical = `${request.method ?? ''}\n${url.pathname}\n${query}\n${headerLines}\n${signedHeaders}\n${createHash('sha256').update(body).digest('hex')}`;
    const toSign = `${algorithm}\n${createHash('sha256').update(canonical).digest('hex')}`;
    return createVerify('RSA-SHA256').update(toSign).verify({ key: merchant.publicKey, padding: 6, saltLength: algorithm.endsWith('V2') ? 32 : 20 }, signature, 'base64');
  }

  function complete(session: StandInSession, requested: Money): [number, unknown] {
    if (session.state === 'Completed') return [200, sessionJson(session)];
    if (session.state === 'Canceled') return [422, { reasonCode: 'CheckoutSessionCanceled', message: 'The checkout session was canceled.' }];
    if (!session.approved) return [422, { reasonCode: 'InvalidCheckoutSessionStatus', message: 'The buyer has not returned from Amazon Pay.' }];
    if (requested.amount !== session.chargeAmount.amount || requested.currencyCode !== session.chargeAmount.currencyCode) {
      return [400, { reasonCode: 'AmountMismatch', message: 'chargeAmount does not match the checkout session.' }];
    }
    if (declineNext) {
      declineNext = false;
      session.state = 'Canceled';
      session.reasonCode = 'Declined';
      const chargeId = `S02-${randomBytes(5).toString('hex')}-C1`;
      charges.set(chargeId, { chargeId, checkoutSessionId: session.checkoutSessionId, state: 'Declined', chargeAmount: session.chargeAmount, captureAmount: session.chargeAmount, refundedCents: 0, merchantReferenceId: session.merchantReferenceId });
      session.chargeId = chargeId;
      return [422, { reasonCode: 'CheckoutSessionCanceled', message: 'The payment was declined.' }];
    }
    const chargeId = `S02-${randomBytes(5).toString('hex')}-C1`;
    const captureAmount = amountNext ? { amount: amountNext, currencyCode: session.chargeAmount.currencyCode } : session.chargeAmount;
    amountNext = null;
    charges.set(chargeId, { chargeId, checkoutSessionId: session.checkoutSessionId, state: 'Captured', chargeAmount: session.chargeAmount, captureAmount, refundedCents: 0, merchantReferenceId: session.merchantReferenceId });
    session.state = 'Completed';
    session.chargeId = chargeId;
    return [200, sessionJson(session)];
  }

  function api(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    const route = path.split('?')[0]?.replace(/^\/(sandbox|live)\//, '/') ?? '';
    const sessionMatch = /^\/v2\/checkoutSessions\/([^/]+)(\/complete)?$/.exec(route);
    if (method === 'POST' && route === '/v2/checkoutSessions') {
      const details = body.webCheckoutDetails as { checkoutResultReturnUrl?: string; checkoutReviewReturnUrl?: string; checkoutCancelUrl?: string } | undefined;
      const payment = body.paymentDetails as { chargeAmount?: Money } | undefined;
      const metadata = body.merchantMetadata as { merchantReferenceId?: string } | undefined;
      const express = details?.checkoutReviewReturnUrl !== undefined;
      if ((!express && (!details?.checkoutResultReturnUrl || !payment?.chargeAmount)) || typeof body.storeId !== 'string') {
        return [400, { reasonCode: 'InvalidParameterValue', message: 'missing webCheckoutDetails, paymentDetails or storeId' }];
      }
      const id = randomUUID();
      const session: StandInSession = {
        checkoutSessionId: id,
        state: 'Open',
        reasonCode: null,
        approved: false,
        returnUrl: details?.checkoutResultReturnUrl ?? '',
        chargeAmount: payment?.chargeAmount ?? { amount: '0.00', currencyCode: 'EUR' },
        merchantReferenceId: metadata?.merchantReferenceId ?? '',
        chargeId: null,
        reviewUrl: details?.checkoutReviewReturnUrl ?? null,
        reviewed: false,
        cancelUrl: details?.checkoutCancelUrl ?? null,
      };
      sessions.set(id, session);
      return [201, sessionJson(session)];
    }
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      if (!session) return [404, { reasonCode: 'ResourceNotFound', message: 'no such checkout session' }];
      if (method === 'GET' && !sessionMatch[2]) return [200, sessionJson(session)];
      // Update (express): the amount, the order reference and where the buyer returns after confirming.
      if (method === 'PATCH' && !sessionMatch[2]) {
        if (session.state !== 'Open') return [422, { reasonCode: 'InvalidCheckoutSessionStatus', message: 'The checkout session is not open.' }];
        const details = body.webCheckoutDetails as { checkoutResultReturnUrl?: string } | undefined;
        const payment = body.paymentDetails as { chargeAmount?: Money } | undefined;
        const metadata = body.merchantMetadata as { merchantReferenceId?: string } | undefined;
        if (details?.checkoutResultReturnUrl) session.returnUrl = details.checkoutResultReturnUrl;
        if (payment?.chargeAmount) session.chargeAmount = payment.chargeAmount;
        if (metadata?.merchantReferenceId) session.merchantReferenceId = metadata.merchantReferenceId;
        return [200, sessionJson(session)];
      }
      if (method === 'POST' && sessionMatch[2]) return complete(session, (body.chargeAmount as Money | undefined) ?? { amount: '', currencyCode: '' });
    }
    const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(route);
    if (method === 'GET' && chargeMatch) {
      const charge = charges.get(chargeMatch[1] ?? '');
      return charge ? [200, chargeJson(charge)] : [404, { reasonCode: 'ResourceNotFound', message: 'no such charge' }];
    }
    if (method === 'POST' && route === '/v2/refunds') {
      const charge = charges.get(String(body.chargeId));
      const amount = body.refundAmount as Money | undefined;
      if (!charge || charge.state !== 'Captured' || !amount) return [400, { reasonCode: 'InvalidChargeStatus', message: 'the charge cannot be refunded' }];
      if (charge.refundedCents + cents(amount.amount) > cents(charge.captureAmount.amount)) return [400, { reasonCode: 'TransactionAmountExceeded', message: 'the refund exceeds the captured amount' }];
      charge.refundedCents += cents(amount.amount);
      refunds.push({ chargeId: charge.chargeId, amount });
      return [201, { refundId: `S02-${randomBytes(5).toString('hex')}-R1`, chargeId: charge.chargeId, refundAmount: amount, statusDetails: { state: 'RefundInitiated' } }];
    }
    return [404, { reasonCode: 'ResourceNotFound', message: `${method} ${route}` }];
  }

  function page(session: StandInSession): string {
    const button = (action: string, label: string) => `<form method="post" action="/checkout/${session.checkoutSessionId}/${action}"><button>${label}</button></form>`;
    return `<!doctype html><title>Amazon Pay</title><p>Pay ${session.chargeAmount.amount} ${session.chargeAmount.currencyCode}</p>${button('pay', 'Pay')}${button('cancel', 'Cancel')}`;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      const method = request.method ?? 'GET';
      const send = (status: number, body: unknown, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (method === 'GET' && path === '/sns/SimpleNotificationService.pem') return send(200, SNS_CERT, 'application/x-pem-file');
      const pageMatch = /^\/checkout\/([^/?]+)(?:\/(pay|cancel))?$/.exec(path);
      if (pageMatch) {
        const session = sessions.get(pageMatch[1] ?? '');
        if (!session || session.state !== 'Open') return send(404, 'This checkout has ended.', 'text/plain');
        if (method === 'GET' && !pageMatch[2]) return send(200, page(session), 'text/html');
        // Express, first visit: the buyer picks address and payment and goes to the shop's review page.
        const reviewing = session.reviewUrl !== null && !session.returnUrl;
        if (pageMatch[2] === 'pay' && reviewing) session.reviewed = true;
        else if (pageMatch[2] === 'pay') session.approved = true;
        if (pageMatch[2] === 'cancel') Object.assign(session, { state: 'Canceled', reasonCode: 'BuyerCanceled' });
        const back = new URL(pageMatch[2] === 'cancel' && session.cancelUrl ? session.cancelUrl : reviewing ? (session.reviewUrl ?? '') : session.returnUrl);
        back.searchParams.set('amazonCheckoutSessionId', session.checkoutSessionId);
        response.writeHead(302, { location: back.href });
        return response.end();
      }
      if (hang) return void hanging.push(response);
      if (!signedBySdk(request, path, raw)) return send(401, { reasonCode: 'InvalidRequestSignature', message: 'The request signature does not match.' });
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { reasonCode: 'InvalidRequest', message: 'not JSON' });
      }
      const [status, answer] = api(method, path, body);
      send(status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const forgeryKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  return {
    url: base,
    env: {
      AMAZON_PAY_PUBLIC_KEY_ID: publicKeyId,
      AMAZON_PAY_PRIVATE_KEY: merchant.privateKey,
      AMAZON_PAY_STORE_ID: 'amzn1.application-oa2-client.standin',
      AMAZON_PAY_MERCHANT_ID: 'A2STANDIN',
      AMAZON_PAY_REGION: 'eu',
      AMAZON_PAY_SANDBOX: 'on',
      AMAZON_PAY_API_URL: base,
    },
    sessions,
    charges,
    refunds,
    declineNextComplete: () => void (declineNext = true),
    hang(on) {
      hang = on;
      if (!on) for (const response of hanging.splice(0)) response.destroy();
    },
    chargeAmountNext: (value) => void (amountNext = value),
    approve(sessionId) {
      const session = sessions.get(sessionId);
      if (session) session.approved = true;
    },
    review(sessionId) {
      const session = sessions.get(sessionId);
      if (session) session.reviewed = true;
    },
    chargeAtAmazon(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      session.approved = true;
      complete(session, session.chargeAmount);
      return session.chargeId ?? '';
    },
    notification(chargeId, options = {}) {
      const ipn = { ReleaseEnvironment: 'Sandbox', MerchantID: 'A2STANDIN', ObjectType: 'CHARGE', ObjectId: chargeId, ChargePermissionId: `P-${chargeId}`, NotificationType: 'STATE_CHANGE', NotificationId: randomUUID(), NotificationVersion: 'V1' };
      const message = { Type: 'Notification', MessageId: randomUUID(), TopicArn: 'arn:aws:sns:eu-west-1:291180941288:A2STANDIN', Message: JSON.stringify(ipn), Timestamp: new Date().toISOString(), SignatureVersion: '2' };
      const signed = ['Message', 'MessageId', 'Timestamp', 'TopicArn', 'Type'].map((field) => `${field}\n${message[field as keyof typeof message]}\n`).join('');
      const signature = createSign('RSA-SHA256').update(signed).sign(options.forged ? forgeryKey : SNS_KEY, 'base64');
      return JSON.stringify({ ...message, Signature: signature, SigningCertURL: `${base}/sns/SimpleNotificationService.pem`, UnsubscribeURL: `${base}/sns/unsubscribe` });
    },
    async deliver(notificationUrl, body) {
      const answer = await fetch(notificationUrl, { method: 'POST', headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' }, body });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: answer.status, body: parsed };
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
