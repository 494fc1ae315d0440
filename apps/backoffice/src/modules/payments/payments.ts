// The payment providers of one back office: today every online code is served by the sandbox
// gateway. Built once per back office (keyed by its deps) and shared by the checkout, order and
// payment routes.
import { createHmac } from 'node:crypto';
import type { PaymentCode } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { applyPaymentEvent, type EventResult } from './payment-events.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

export type Payments = {
  provider(code: PaymentCode): PaymentProvider;
  gateway: SandboxGateway;
  receiveNotification(code: PaymentCode, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<EventResult>;
};

const built = new WeakMap<Deps, Payments>();

/** The sandbox signs its notifications with a key of its own, derived from the back office's secret. */
export function sandboxSigningSecret(backOfficeSecret: string): string {
  return createHmac('sha256', backOfficeSecret).update('sandbox-payment-notifications').digest('hex');
}

export function paymentsFor(deps: Deps): Payments {
  const known = built.get(deps);
  if (known) return known;
  const receiveNotification: Payments['receiveNotification'] = async (code, rawBody, headers) => {
    const event = payments.provider(code).verifyNotification(rawBody, headers);
    return applyPaymentEvent(deps, code, event);
  };
  const gateway = createSandboxGateway({
    db: deps.db,
    publicApiUrl: deps.config.publicApiUrl,
    secret: sandboxSigningSecret(deps.config.jwtSecret),
    now: deps.now,
    notify: async (code, rawBody, headers) => {
      await receiveNotification(code, rawBody, headers);
    },
  });
  const providers = new Map<PaymentCode, PaymentProvider>();
  const payments: Payments = {
    provider(code) {
      let provider = providers.get(code);
      if (!provider) {
        provider = gateway.providerFor(code);
        providers.set(code, provider);
      }
      return provider;
    },
    gateway,
    receiveNotification,
  };
  built.set(deps, payments);
  return payments;
}
