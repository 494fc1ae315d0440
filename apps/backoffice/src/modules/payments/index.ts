// The payments module: provider adapters and the sandbox gateway, payment events that mark orders
// paid or closed (and flag the money that cannot), return URLs, the EPC QR code and the payment routes.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { epcPayload, epcQrSvg } from './epc-qr.ts';
export { applyCapture } from './payment-events.ts';
export {
  findPaymentFlag,
  holdPaymentFlag,
  markPaymentFlagSettled,
  type PaymentFlag,
  paymentFlagsOfOrder,
  releasePaymentFlag,
} from './payment-flag-repository.ts';
export { findPaymentOfSession } from './payment-repository.ts';
export { type Payments, paymentsFor, unavailableMethod } from './payments.ts';
export type { ExpressCheckout, ExpressFinish, RefundRequest, RefundResult, WalletPayer } from './provider.ts';
export { outcomePath, returnUrls } from './return-urls.ts';
export { registerPaymentRoutes } from './routes.ts';
