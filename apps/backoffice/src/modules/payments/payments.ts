// The payment providers of one back office: each online code is served by its configured adapter
// (adapters/index.ts: the provider's keys are set), else by the built-in sandbox gateway where that
// is on (the demo; production only with PAYMENT_SANDBOX=on), else by nothing. A code without a
// provider is not offered, a pay call for it is refused, and its notifications answer 404.
// Built once per back office (keyed by its deps) and shared by the checkout, order and payment routes.
import { createHmac } from 'node:crypto';
import { paymentCodes, type PaymentCode } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { configuredProviders } from './adapters/index.ts';
import { applyPaymentEvent, type EventResult } from './payment-events.ts';
import type { PaymentProvider, RefundRequest, RefundResult } from './provider.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { sessionRecords } from './session-records.ts';

export type Payments = {
  /** True when the online code has a provider (an adapter, or the sandbox gateway). */
  offers(code: PaymentCode): boolean;
  /** The provider of an online code; refuses (400) when none is configured. */
  provider(code: PaymentCode): PaymentProvider;
  /** Closes a provider session the shop no longer wants paid; nothing to close without a provider. */
  closeSession(code: PaymentCode, sessionId: string): Promise<void>;
  /**
   * The provider's refund for an online code, or null when there is none (no provider configured,
   * or one that cannot refund): such refunds are made by hand and recorded as manual.
   */
  refunder(code: PaymentCode): ((request: RefundRequest) => Promise<RefundResult>) | null;
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
    const event = await payments.provider(code).verifyNotification(rawBody, headers);
    return event ? applyPaymentEvent(deps, code, event) : 'ignored';
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
  const providers = new Map<PaymentCode, PaymentProvider>(configuredProviders(deps.config, (code) => sessionRecords(deps, code)));
  if (gateway) for (const code of paymentCodes) if (!providers.has(code)) providers.set(code, gateway.providerFor(code));
  const payments: Payments = {
    offers: (code) => providers.has(code),
    provider(code) {
      const provider = providers.get(code);
      if (!provider) throw unavailableMethod();
      return provider;
    },
    async closeSession(code, sessionId) {
      await providers.get(code)?.cancelSession(sessionId);
    },
    refunder(code) {
      const provider = providers.get(code);
      return provider?.refund?.bind(provider) ?? null;
    },
    gateway,
    receiveNotification,
  };
  built.set(deps, payments);
  return payments;
}
