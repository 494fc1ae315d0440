// HTTP faces of the payment providers: the sandbox gateway's hosted page (GET shows it, POST takes
// the payer's button), and the endpoint providers send their signed notifications to. These are
// not storefront calls, so they are plain routes outside the contract. The notification body is
// kept as raw text: its signature covers the exact bytes. With the sandbox switched off
// (production without PAYMENT_SANDBOX=on) its page does not exist, and without any provider the
// notification endpoint answers 404 for every code.
import { paymentCodes, type PaymentCode } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { scheduleOrderSweeps } from './abandoned-payments.ts';
import { paymentMethodKind } from './payment-repository.ts';
import { paymentsFor } from './payments.ts';
import { sandboxPage } from './sandbox-page.ts';

export function registerPaymentRoutes(app: FastifyInstance, deps: Deps): void {
  const payments = paymentsFor(deps);
  scheduleOrderSweeps(app, deps);
  const gateway = payments.gateway;

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
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

    scope.post<{ Params: { provider: string }; Body: string }>('/api/payments/notifications/:provider', async (request) => {
      const code = request.params.provider as PaymentCode;
      if (!payments.online || !paymentCodes.includes(code) || !(await isOnlineCode(deps, code))) throw notFound('not_found', 'Unknown payment provider');
      const result = await payments.receiveNotification(code, typeof request.body === 'string' ? request.body : '', request.headers);
      return { received: true, result };
    });
  });
}

/** Only online methods have a provider that notifies; prepayment and cash on delivery have none. */
async function isOnlineCode(deps: Deps, code: PaymentCode): Promise<boolean> {
  return (await paymentMethodKind(deps.db, code)) === 'online';
}
