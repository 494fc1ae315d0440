// The checkout module: the checkout and payment calls of the storefront, and the demo checkout data.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { awaitedTransferOf } from './bank-transfer.ts';
export { registerCheckoutHelperRoutes } from './helper-routes.ts';
export { registerCheckoutRoutes } from './routes.ts';
export { demoCouponCodes, seedDemoCheckout, seedDemoCoupons } from './seed-checkout.ts';
export { savePaymentMethodCountry } from './payment-method-repository.ts';
