// HTTP faces of the payment providers: the sandbox gateway's hosted page (GET shows it, POST takes
// the payer's button), the pages payers come back to from hosted payment pages (Global Payments,
// Klarna), and the endpoint providers send their notifications to. These are
// not storefront calls, so they are plain routes outside the contract. The notification body is
// kept as raw text: its signature covers the exact bytes. With the sandbox switched off
// (production without PAYMENT_SANDBOX=on) its page does not exist, and without any provider the
// notification endpoint answers 404 for every code.
import { paymentCodes, type PaymentCode } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { scheduleOrderSweeps } from './abandoned-payments.ts';
import { HPP_FORM_PATH } from './adapters/globalpayments.ts';
import { autoPostForm, continuePage, hppFields } from './hpp-pages.ts';
import { registerKlarnaReturn } from './klarna-return.ts';
import { findPaymentOfSession, paymentMethodKind } from './payment-repository.ts';
import { returnUrls } from './return-urls.ts';
import { paymentsFor } from './payments.ts';
import { sandboxPage } from './sandbox-page.ts';

export function registerPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const payments = paymentsFor(deps);
  scheduleOrderSweeps(app, deps);
  const gateway = payments.gateway;

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // SNS (Amazon Pay's notifications) posts its JSON message as text/plain.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    if (gateway) {
      scope.get<{ Params: { sessionId: string } }>('/sandbox-pay/:sessionId', async (request, reply) => {
        const session = await gateway.find(request.params.sessionId);
        if (!session) throw notFound('not_found', 'No such payment session');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPage(session));
      });

      scope.post<{ Params: { sessionId: string }; Body: Record<string, string> | undefined }>('/sandbox-pay/:sessionId', async (request, reply) => {
        const decision = request.body?.decision;
        if (decision !== 'approve' && decision !== 'decline' && decision !== 'cancel') {
          throw new AppError('validation_failed', { message: 'Choose approve, decline or cancel.', fields: [{ path: 'decision', message: 'Choose approve, decline or cancel.' }] });
        }
        const amount = request.body?.amount_cents ?? '';
        if (!/^\d{1,12}$/.test(amount)) {
          throw new AppError('validation_failed', { message: 'The amount is missing.', fields: [{ path: 'amount_cents', message: 'The amount is missing.' }] });
        }
        const session = await gateway.decide(request.params.sessionId, decision, Number(amount));
        if (session.status === 'expired' || session.status === 'open') {
          return reply.type('text/html; charset=utf-8').send(sandboxPage(session));
        }
        return reply.redirect(session.status === 'approved' ? session.success_url : session.failure_url, 303);
      });
    }

    // The card checkout provider's page for a session (the pay call answers only its id): on to the
    // provider's hosted page while the session is open, else to the order's outcome page.
    scope.get<{ Params: { sessionId: string } }>('/api/payments/card-checkout/:sessionId', async (request, reply) => {
      const { sessionId } = request.params;
      const payment = payments.offers('stripe') ? await findPaymentOfSession(deps.db, 'stripe', sessionId) : undefined;
      if (!payment) throw notFound('not_found', 'No such payment session');
      const page = await payments.provider('stripe').pageUrl(sessionId);
      const links = { id: payment.order_id, ref: payment.ref, country_id: payment.country_id, guest: payment.is_guest === 1 };
      const outcome = await returnUrls(deps, links);
      return reply.header('cache-control', 'no-store').redirect(page ?? (payment.status === 'not_paid' ? outcome.failureUrl : outcome.successUrl), 303);
    });

    // Global Payments' hosted page is reached by the payer's browser posting the session's signed
    // request (the SDK's JSON, carried in the address) to the HPP; tampering breaks its hash there.
    const hppUrl = deps.config.paymentProviders.globalpayments?.hppUrl;
    if (hppUrl) {
      scope.get<{ Querystring: { request?: string } }>(HPP_FORM_PATH, async (request, reply) => {
        const fields = hppFields(request.query.request ?? '');
        if (!fields) throw notFound('not_found', 'No such payment session');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(autoPostForm(hppUrl, fields));
      });
    }

    if (deps.config.paymentProviders.klarna) registerKlarnaReturn(scope, deps);

    scope.post<{ Params: { provider: string }; Body: string | Record<string, string> }>('/api/payments/notifications/:provider', async (request, reply) => {
      const code = request.params.provider as PaymentCode;
      if (!paymentCodes.includes(code) || !payments.offers(code) || !(await isOnlineCode(deps, code))) throw notFound('not_found', 'Unknown payment provider');
      // A provider that posts a form (Global Payments' HPP) is read as its fields' JSON.
      const body = typeof request.body === 'string' ? request.body : request.body ? JSON.stringify(request.body) : '';
      const result = await payments.receiveNotification(code, body, request.headers);
      if (code !== 'globalpayments' || typeof request.body !== 'object') return { received: true, result };
      // The HPP shows the payer this answer: a page leading on to the order's outcome page.
      const payment = await findPaymentOfSession(deps.db, code, request.body.ORDER_ID ?? '');
      if (!payment) return { received: true, result };
      const outcome = await returnUrls(deps, { id: payment.order_id, ref: payment.ref, country_id: payment.country_id, guest: payment.is_guest === 1 });
      const paid = request.body.RESULT === '00' && (result === 'applied' || result === 'duplicate');
      return reply.type('text/html; charset=utf-8').send(continuePage(paid ? outcome.successUrl : outcome.failureUrl));
    });
  });
}

/** Only online methods have a provider that notifies; prepayment and cash on delivery have none. */
async function isOnlineCode(deps: Deps, code: PaymentCode): Promise<boolean> {
  return (await paymentMethodKind(deps.db, code)) === 'online';
}
