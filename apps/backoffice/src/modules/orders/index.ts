// The orders module: placing an order from a cart, its outcome (paid, closed), access rules, guest
// links and the sweep of unpaid offline orders. Payments and checkout build on it.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { guestInvoicePath, issueGuestOrderLink } from './guest-link.ts';
export { loadAccessibleOrder, mayAccessOrder } from './order-access.ts';
export { CANCELLABLE_BY_STAFF, cancelOrderBeforeShipping, closeOrder, type CloseReason, markOrderPaid, orderContext, supersedePendingOrders } from './order-outcome.ts';
export { type OrderEvent, type OrderEventKind, recordOrderEvent } from './order-events.ts';
export {
  addReceived,
  subtractExcess,
  addRefundedIfRoom,
  addRefundedUnitsIfLeft,
  changeOrderIf,
  markServiceRefundedIfNot,
  type OrderStepChanges,
  type RefundedService,
  subtractRefunded,
  subtractRefundedUnits,
} from './order-status-repository.ts';
export { claimPaymentSession, orderFigures, paymentPageOf, setNoteOfUnpaidOrder, setOrderPickupPoint, storePaymentRef, storePaymentSession } from './order-repository.ts';
export { type AddressRow, findReplay, type PlacementRequest, placeOrder } from './place-order.ts';
export { refuseBelowMinimumOrder } from './minimum-order.ts';
export { releaseStock as releaseOrderStock, returnStock as returnOrderStock } from './stock-reservation.ts';
export { registerOrderRoutes } from './routes.ts';
export { findSetting, paymentRetryWaitSeconds } from './setting-repository.ts';
export { expireUnpaidOfflineOrders } from './unpaid-order-expiry.ts';
