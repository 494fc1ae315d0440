// Test entry of the checkout module: the test kit and test-only hooks that tests of other modules use.
// Only test files (*.test.ts, *-test-kit.ts, src/testing/) may import it; the lint rule says so.
export { AT, checkoutKit, type CheckoutKit, DE, RO, type Sellable, type Shopper } from './checkout-test-kit.ts';
