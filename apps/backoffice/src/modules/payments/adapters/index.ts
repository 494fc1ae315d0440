// Which real provider serves which payment code: each adapter whose keys are set in the
// configuration (config.ts, PaymentProviderSettings). A code missing here falls back to the sandbox
// gateway where that is on, and is not offered otherwise (payments.ts).
import type { PaymentCode } from '@shop/contract';
import type { BackOfficeConfig } from '../../../config.ts';
import type { PaymentProvider, SessionRecords } from '../provider.ts';
import { createAmazonPayProvider } from './amazon-pay.ts';
import { createGlobalPaymentsProvider } from './globalpayments.ts';
import { createKlarnaProvider } from './klarna.ts';
import { createPayPalProvider } from './paypal.ts';
import { createStripeProvider } from './stripe.ts';

export function configuredProviders(
  config: Pick<BackOfficeConfig, 'paymentProviders' | 'publicApiUrl'>,
  /** What the shop keeps of a code's sessions, for adapters that read it back (Klarna). */
  sessions: (code: PaymentCode) => SessionRecords,
): [PaymentCode, PaymentProvider][] {
  const providers: [PaymentCode, PaymentProvider][] = [];
  if (config.paymentProviders.stripe) providers.push(['stripe', createStripeProvider(config.paymentProviders.stripe)]);
  if (config.paymentProviders.paypal) providers.push(['paypal', createPayPalProvider(config.paymentProviders.paypal)]);
  if (config.paymentProviders.amazon) providers.push(['amazon', createAmazonPayProvider(config.paymentProviders.amazon)]);
  if (config.paymentProviders.globalpayments) providers.push(['globalpayments', createGlobalPaymentsProvider(config.paymentProviders.globalpayments, config.publicApiUrl)]);
  const klarna = config.paymentProviders.klarna;
  if (klarna) {
    // One Klarna account serves both codes: sofort is Klarna's "Pay now".
    for (const code of ['klarna', 'sofort'] as const) providers.push([code, createKlarnaProvider(code, klarna, { publicApiUrl: config.publicApiUrl, sessions: sessions(code) })]);
  }
  return providers;
}
