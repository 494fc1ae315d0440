// Where Klarna's hosted payment page sends the payer's browser back (every merchant URL of the
// session, adapters/klarna.ts). The address proves nothing: the shop asks Klarna how the session
// ended, with its own credentials. Authorised: the order is placed at Klarna for the order's amount
// and paid, and the payer goes on to the order-placed page. Declined, cancelled or gone back: the
// order is closed, the page is disabled at Klarna (it must not be paid later), and the payer goes
// to the order-failed page, which leads back to the cart (still there) and the checkout.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { KLARNA_RETURN_PATH, type KlarnaCode } from './adapters/klarna.ts';
import { applyCapture } from './payment-events.ts';
import { findPaymentOfSession } from './payment-repository.ts';
import { paymentsFor } from './payments.ts';
import { returnUrls } from './return-urls.ts';

const PAID = new Set(['paid', 'processing', 'sent', 'delivered']);

export function registerKlarnaReturn(scope: FastifyInstance, deps: Deps): void {
  scope.get<{ Params: { code: string }; Querystring: { sid?: unknown } }>(`${KLARNA_RETURN_PATH}/:code`, async (request, reply) => {
    const { code } = request.params;
    const { sid } = request.query;
    if ((code !== 'klarna' && code !== 'sofort') || typeof sid !== 'string') throw notFound('not_found', 'No such payment session');
    const target = await payerReturns(deps, code, sid);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}

async function payerReturns(deps: Deps, code: KlarnaCode, sessionId: string): Promise<string> {
  const payments = paymentsFor(deps);
  const payment = await findPaymentOfSession(deps.db, code, sessionId);
  if (!payment) throw notFound('not_found', 'No such payment session');
  if (payment.status === 'not_paid') {
    const provider = payments.provider(code);
    const result = await provider.capture(sessionId);
    if (result.status === 'not_approved') {
      // Not authorised (yet): back to Klarna's page while it is open.
      const page = await provider.pageUrl(sessionId);
      if (page) return page;
    } else {
      await applyCapture(deps, payment.order_id, result, code);
      if (result.status !== 'captured') await payments.closeSession(code, sessionId);
    }
  }
  const now = (await findPaymentOfSession(deps.db, code, sessionId)) ?? payment;
  const outcome = await returnUrls(deps, { id: now.order_id, ref: now.ref, country_id: now.country_id, guest: now.is_guest === 1 });
  return PAID.has(now.status) ? outcome.successUrl : outcome.failureUrl;
}
