export * from './checkout-form.ts';
export * from './coupon.ts';
export * from './delivery.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './pickup.ts';
