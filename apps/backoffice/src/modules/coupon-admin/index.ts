// The coupon-admin module: the admin's coupon list, create and change (the checkout applies and
// counts coupons in modules/coupons).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerCouponAdminRoutes } from './routes.ts';
