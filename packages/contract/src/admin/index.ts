// The admin's calls ({api}/api/admin/...): one file per domain, gathered in `adminCalls`.
// Imported as `@shop/contract/admin` (the storefront never loads them).
import { auditCalls } from './audit.ts';
import { bannerCalls } from './banners.ts';
import { configurationCalls } from './configuration.ts';
import { couponCalls } from './coupons.ts';
import { customerCalls } from './customers.ts';
import { dashboardCalls } from './dashboard.ts';
import { documentCalls } from './documents.ts';
import { efacturaCalls } from './efactura.ts';
import { mailCalls } from './mails.ts';
import { moduleCalls } from './modules.ts';
import { orderCalls } from './orders.ts';
import { productCalls } from './products.ts';
import { reviewCalls } from './reviews.ts';
import { salesCalls } from './sales.ts';
import { staffCalls, twoFactorCalls } from './staff.ts';
import { structureCalls } from './structure.ts';
import { transferCalls } from './transfer.ts';
import { withdrawalCalls } from './withdrawals.ts';

export * from './audit.ts';
export * from './banners.ts';
export * from './configuration.ts';
export * from './coupons.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './documents.ts';
export * from './efactura.ts';
export * from './mails.ts';
export * from './modules.ts';
export * from './orders.ts';
export * from './paging.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './sales.ts';
export * from './staff.ts';
export * from './tags.ts';
export * from './structure.ts';
export * from './transfer.ts';
export * from './withdrawals.ts';

export const adminCalls = {
  staff: staffCalls,
  twoFactor: twoFactorCalls,
  audit: auditCalls,
  dashboard: dashboardCalls,
  documents: documentCalls,
  efactura: efacturaCalls,
  orders: orderCalls,
  customers: customerCalls,
  reviews: reviewCalls,
  withdrawals: withdrawalCalls,
  mails: mailCalls,
  coupons: couponCalls,
  modules: moduleCalls,
  configuration: configurationCalls,
  sales: salesCalls,
  banners: bannerCalls,
  products: productCalls,
  categories: structureCalls.categories,
  brands: structureCalls.brands,
  features: structureCalls.features,
  contents: structureCalls.contents,
  transfer: transferCalls,
} as const;
