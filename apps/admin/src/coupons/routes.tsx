import type { RouteObject } from 'react-router';
import { CouponListPage, couponListLoader } from './CouponListPage.tsx';
import { CouponPage, couponLoader } from './CouponPage.tsx';

/** The coupon pages (issue 16). */
export const couponsRoutes: RouteObject[] = [
  { path: 'coupons', loader: couponListLoader, element: <CouponListPage /> },
  { path: 'coupons/new', loader: couponLoader, element: <CouponPage /> },
  { path: 'coupons/:id', loader: couponLoader, element: <CouponPage /> },
];
