// Which real provider serves which payment code: each adapter whose keys are set in the
// configuration (config.ts, PaymentProviderSettings). A code missing here falls back to the sandbox
// gateway where that is on, and is not offered otherwise (payments.ts).
import type { PaymentCode } from '@shop/contract';
import type { BackOfficeConfig } from '../../../config.ts';
import type { PaymentProvider } from '../provider.ts';
import { createAmazonPayProvider } from './amazon-pay.ts';
import { createGlobalPaymentsProvider } from './globalpayments.ts';
import { createPayPalProvider } from './paypal.ts';
import { createStripeProvider } from './stripe.ts';

export function configuredProviders(config: Pick<BackOfficeConfig, 'paymentProviders' | 'publicApiUrl'>): [PaymentCode, PaymentProvider][] {
  const providers: [PaymentCode, PaymentProvider][] = [];
  if (config.paymentProviders.stripe) providers.push(['stripe', createStripeProvider(config.paymentProviders.stripe)]);
  if (config.paymentProviders.paypal) providers.push(['paypal', createPayPalProvider(config.paymentProviders.paypal)]);
  if (config.paymentProviders.amazon) providers.push(['amazon', createAmazonPayProvider(config.paymentProviders.amazon)]);
  if (config.paymentProviders.globalpayments) providers.push(['globalpayments', createGlobalPaymentsProvider(config.paymentProviders.globalpayments, config.publicApiUrl)]);
  return providers;
}
