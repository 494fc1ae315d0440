// The payment providers of one back office. No real provider adapter exists yet (a later issue);
// the built-in sandbox gateway serves every online code in the demo, and in production only when
// PAYMENT_SANDBOX=on. Without a provider the online codes are not offered, a pay call for one is
// refused, and nothing reaches the sandbox: its hosted page and notifications are not served.
// Built once per back office (keyed by its deps) and shared by the checkout, order and payment routes.
import { createHmac } from 'node:crypto';
import type { PaymentCode } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { applyPaymentEvent, type EventResult } from './payment-events.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

export type Payments = {
  /** True when the online codes have a provider (today: the sandbox gateway is switched on). */
  readonly online: boolean;
  /** The provider of an online code; refuses (400) when none is configured. */
  provider(code: PaymentCode): PaymentProvider;
  /** Closes a provider session the shop no longer wants paid; nothing to close without a provider. */
  closeSession(code: PaymentCode, sessionId: string): Promise<void>;
  /** The sandbox gateway, or null when it is switched off. */
  gateway: SandboxGateway | null;
  receiveNotification(code: PaymentCode, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<EventResult>;
};

const built = new WeakMap<Deps, Payments>();

/** The sandbox signs its notifications with a key of its own, derived from the back office's secret. */
export function sandboxSigningSecret(backOfficeSecret: string): string {
  return createHmac('sha256', backOfficeSecret).update('sandbox-payment-notifications').digest('hex');
}

export function unavailableMethod(): AppError {
  const message = 'This payment method is not available.';
  return new AppError('validation_failed', { message, fields: [{ path: 'payment_module_id', message }] });
}

export function paymentsFor(deps: Deps): Payments {
  const known = built.get(deps);
  if (known) return known;
  const receiveNotification: Payments['receiveNotification'] = async (code, rawBody, headers) => {
    const event = payments.provider(code).verifyNotification(rawBody, headers);
    return applyPaymentEvent(deps, code, event);
  };
  const gateway = deps.config.paymentSandbox
    ? createSandboxGateway({
        db: deps.db,
        publicApiUrl: deps.config.publicApiUrl,
        secret: sandboxSigningSecret(deps.config.jwtSecret),
        now: deps.now,
        notify: async (code, rawBody, headers) => {
          await receiveNotification(code, rawBody, headers);
        },
      })
    : null;
  const providers = new Map<PaymentCode, PaymentProvider>();
  const payments: Payments = {
    online: gateway !== null,
    provider(code) {
      if (!gateway) throw unavailableMethod();
      let provider = providers.get(code);
      if (!provider) {
        provider = gateway.providerFor(code);
        providers.set(code, provider);
      }
      return provider;
    },
    async closeSession(code, sessionId) {
      if (gateway) await payments.provider(code).cancelSession(sessionId);
    },
    gateway,
    receiveNotification,
  };
  built.set(deps, payments);
  return payments;
}
