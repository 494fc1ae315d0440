// The built-in sandbox gateway: it plays every online provider, so the whole checkout works
// without accounts anywhere. A session is a hosted page on the back office (GET /sandbox-pay/:id)
// where the payer approves, declines or cancels; the gateway then notifies the shop the way a
// provider does (a signed message, checked like any other), and sends the browser back to the
// storefront.
//
// What it accepts: a decision only for a session it created (an unknown id is 404), carrying the
// amount the session was created for (a changed amount is refused), and only once (a later
// decision changes nothing and notifies nobody). A capture (the wallets' accept call, which the
// shopper's browser triggers) takes only a session the payer approved on the hosted page, and a
// refund only what that session paid and was not refunded yet.
import { randomBytes } from 'node:crypto';
import type { PaymentCode } from '@shop/contract';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { SandboxPaymentSessionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CaptureResult, ExpressCheckout, PaymentEvent, PaymentProvider, RefundResult, WalletPayer } from './provider.ts';
import {
  decideOpenSandboxSession,
  expireOpenSandboxSession,
  findSandboxSession,
  insertSandboxSession,
  priceApprovedExpressSession,
  refundApprovedSandboxSession,
} from './sandbox-session-repository.ts';
import { isValidSignature, signPayload, SIGNATURE_HEADER } from './webhook-signature.ts';

export type SandboxSession = Selectable<SandboxPaymentSessionTable>;
export type Decision = 'approve' | 'decline' | 'cancel';

/** Hands a signed notification to the shop, exactly as it would arrive over HTTP. */
export type Notify = (provider: PaymentCode, rawBody: string, headers: Record<string, string>) => Promise<void>;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.canceled']),
  session_id: z.string().min(1),
  amount_cents: z.int().nonnegative(),
  currency: z.string(),
  merchant_reference: z.string(),
});

export function createSandboxGateway(options: { db: Db; publicApiUrl: string; secret: string; now: () => Date; notify: Notify }) {
  const { db } = options;

  const find = (sessionId: string) => findSandboxSession(db, sessionId);

  /**
   * Records the payer's decision once; later clicks find it taken and change nothing. The form
   * names the amount it showed: a decision for any other amount is refused.
   */
  async function decide(sessionId: string, decision: Decision, amountCents: number): Promise<SandboxSession> {
    const session = await find(sessionId);
    if (!session) throw new AppError('not_found', { message: 'No such payment session' });
    if (amountCents !== session.amount_cents) {
      const message = 'The amount does not match this payment session.';
      throw new AppError('validation_failed', { message, fields: [{ path: 'amount_cents', message }] });
    }
    const status = decision === 'approve' ? 'approved' : decision === 'decline' ? 'declined' : 'canceled';
    const at = options.now();
    if (!(await decideOpenSandboxSession(db, sessionId, status, at.toISOString()))) return session;
    const type = decision === 'approve' ? 'payment.succeeded' : decision === 'decline' ? 'payment.failed' : 'payment.canceled';
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      session_id: session.id,
      amount_cents: session.amount_cents,
      currency: session.currency_code,
      merchant_reference: session.merchant_reference,
    });
    await options.notify(session.provider as PaymentCode, body, { [SIGNATURE_HEADER]: signPayload(options.secret, body, at), 'content-type': 'application/json' });
    return { ...session, status, decided_at: at.toISOString() };
  }

  /**
   * The wallets' express checkout, played by the sandbox for the demo: the hosted page stands for
   * the wallet, and a demo payer of the shop's country for the wallet's account. The session's
   * merchant reference holds 'express-{country}' until the order sets its amount and reference.
   */
  function expressFor(code: PaymentCode): ExpressCheckout {
    const sessionParameter = code === 'amazon' ? 'amazonCheckoutSessionId' : 'token';
    return {
      async start(request) {
        const sessionId = `sbx_${code}_${randomBytes(16).toString('hex')}`;
        const back = new URL(request.reviewUrl);
        back.searchParams.set(sessionParameter, sessionId);
        await insertSandboxSession(db, {
          id: sessionId,
          provider: code,
          merchant_reference: `express-${request.countryCode}`,
          description: request.description,
          amount_cents: request.amountCents,
          currency_code: request.currency,
          status: 'open',
          success_url: back.href,
          failure_url: request.cancelUrl,
          created_at: options.now().toISOString(),
          decided_at: null,
        });
        return { sessionId, redirectUrl: `${options.publicApiUrl}/sandbox-pay/${sessionId}` };
      },
      async payer(sessionId) {
        const session = await find(sessionId);
        if (!session || session.provider !== code || session.status !== 'approved') return null;
        return DEMO_PAYERS[session.merchant_reference.replace('express-', '')] ?? null;
      },
      async finish(sessionId, order) {
        const session = await find(sessionId);
        if (!session || !(await priceApprovedExpressSession(db, sessionId, session.merchant_reference.startsWith('express-') ? session.merchant_reference : '', { amountCents: order.amountCents, currency: order.currency, ref: order.orderRef }))) {
          throw new AppError('express_expired');
        }
        return { next: 'capture' };
      },
    };
  }

  function providerFor(code: PaymentCode): PaymentProvider {
    return {
      code,
      ...(code === 'paypal' || code === 'amazon' ? { express: expressFor(code) } : {}),
      async createSession(request) {
        const sessionId = `sbx_${code}_${randomBytes(16).toString('hex')}`;
        await insertSandboxSession(db, {
          id: sessionId,
          provider: code,
          merchant_reference: request.orderRef,
          description: request.description,
          amount_cents: request.amountCents,
          currency_code: request.currency,
          status: 'open',
          success_url: request.successUrl,
          failure_url: request.failureUrl,
          created_at: options.now().toISOString(),
          decided_at: null,
        });
        return { sessionId, redirectUrl: `${options.publicApiUrl}/sandbox-pay/${sessionId}` };
      },
      // The wallet's accept call: like a provider's capture API, it takes only what the payer
      // approved (on the hosted page), for the session's own amount. An open session stays open.
      async capture(sessionId): Promise<CaptureResult> {
        const session = await find(sessionId);
        if (!session || session.provider !== code) return { status: 'canceled' };
        if (session.status === 'approved') return { status: 'captured', amountCents: session.amount_cents, currency: session.currency_code };
        if (session.status === 'open') return { status: 'not_approved' };
        return { status: session.status === 'declined' ? 'declined' : 'canceled' };
      },
      async pageUrl(sessionId) {
        const session = await find(sessionId);
        return session?.provider === code && session.status === 'open' ? `${options.publicApiUrl}/sandbox-pay/${sessionId}` : null;
      },
      async cancelSession(sessionId) {
        await expireOpenSandboxSession(db, sessionId);
      },
      // Like a provider's refund API: only for a payment it took, in its currency, and never more
      // than was paid in all.
      async refund(request): Promise<RefundResult> {
        if (await refundApprovedSandboxSession(db, request.sessionId, code, request.amountCents, request.currency)) {
          return { status: 'refunded', refundId: `sbx_re_${randomBytes(12).toString('hex')}` };
        }
        const session = await find(request.sessionId);
        if (!session || session.provider !== code || session.status !== 'approved') return { status: 'refused', reason: 'The payment was not captured.' };
        return { status: 'refused', reason: 'The refund exceeds what is left of the payment.' };
      },
      async verifyNotification(rawBody, headers): Promise<PaymentEvent> {
        const header = headers[SIGNATURE_HEADER];
        if (!isValidSignature(options.secret, rawBody, typeof header === 'string' ? header : undefined, options.now())) {
          throw new AppError('forbidden', { message: 'The notification signature does not match.' });
        }
        const parsed = eventSchema.safeParse(safeJson(rawBody));
        if (!parsed.success) throw new AppError('validation_failed', { message: 'The notification is not a payment event.', fields: [] });
        const event = parsed.data;
        return {
          id: event.id,
          type: event.type,
          sessionId: event.session_id,
          amountCents: event.amount_cents,
          currency: event.currency,
          merchantReference: event.merchant_reference,
        };
      },
    };
  }

  return { find, decide, providerFor };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** The wallet account of the demo's express checkout, one per shop country. */
const DEMO_PAYERS: Record<string, WalletPayer> = {
  DE: { email: 'express.de@example.com', firstname: 'Erika', lastname: 'Mustermann', street: 'Musterstraße 12', zipcode: '10115', city: 'Berlin', countryCode: 'DE', phone: '030 1234567' },
  AT: { email: 'express.at@example.com', firstname: 'Maria', lastname: 'Huber', street: 'Mariahilfer Straße 5', zipcode: '1060', city: 'Wien', countryCode: 'AT', phone: '01 2345678' },
  RO: { email: 'express.ro@example.com', firstname: 'Ion', lastname: 'Popescu', street: 'Strada Lipscani 12', zipcode: '030031', city: 'București', countryCode: 'RO', phone: '0721 234 567' },
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
