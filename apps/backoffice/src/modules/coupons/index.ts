// The coupons module: coupon rules (whether a code applies, what it takes off) and the coupon rows
// with their usage. Cart prices a coupon, orders take and release it, checkout normalises codes,
// the admin (coupon-admin) creates and changes them.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { couponUsesBy, findCoupon, insertCoupon, recordCouponUsage, releaseCouponUsage, takeCoupon, updateCoupon } from './coupon-repository.ts';
export { type CouponOutcome, couponReasons, evaluateCoupon, normalizeCouponCode, REFUSALS_ANSWERED_AS_UNKNOWN } from './coupon-rules.ts';
