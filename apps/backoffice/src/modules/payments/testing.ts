// Test entry of the payments module: the test kit and test-only hooks that tests of other modules use.
// Only test files (*.test.ts, *-test-kit.ts, src/testing/) may import it; the lint rule says so.
export { expireAbandonedPayments } from './abandoned-payments.ts';
export { sandboxSigningSecret } from './payments.ts';
export { signPayload } from './webhook-signature.ts';
export { DECLINED_CARD, startStripeStandIn, type StripeStandIn } from './adapters/stripe-stand-in.ts';
export { startPayPalStandIn, type PayPalStandIn } from './adapters/paypal-stand-in.ts';
export { startAmazonPayStandIn, type AmazonPayStandIn } from './adapters/amazon-pay-stand-in.ts';
export { startGlobalPaymentsStandIn, type GlobalPaymentsStandIn } from './adapters/globalpayments-stand-in.ts';
export { gpCheckout } from './adapters/globalpayments-test-kit.ts';
