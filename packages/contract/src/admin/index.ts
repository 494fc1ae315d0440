// The admin's calls ({api}/api/admin/...): one file per domain, gathered in `adminCalls`.
// Imported as `@shop/contract/admin` (the storefront never loads them).
import { auditCalls } from './audit.ts';
import { customerCalls } from './customers.ts';
import { dashboardCalls } from './dashboard.ts';
import { documentCalls } from './documents.ts';
import { mailCalls } from './mails.ts';
import { orderCalls } from './orders.ts';
import { reviewCalls } from './reviews.ts';
import { staffCalls } from './staff.ts';
import { structureCalls } from './structure.ts';
import { withdrawalCalls } from './withdrawals.ts';

export * from './audit.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './documents.ts';
export * from './mails.ts';
export * from './orders.ts';
export * from './paging.ts';
export * from './reviews.ts';
export * from './staff.ts';
export * from './structure.ts';
export * from './withdrawals.ts';

export const adminCalls = {
  staff: staffCalls,
  audit: auditCalls,
  dashboard: dashboardCalls,
  documents: documentCalls,
  orders: orderCalls,
  customers: customerCalls,
  reviews: reviewCalls,
  withdrawals: withdrawalCalls,
  mails: mailCalls,
  categories: structureCalls.categories,
  brands: structureCalls.brands,
  features: structureCalls.features,
  contents: structureCalls.contents,
} as const;
