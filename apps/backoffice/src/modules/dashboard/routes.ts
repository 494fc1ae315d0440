// The dashboard's one admin call: staff and admins read it.
import { adminCalls } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { efacturaAttention } from '../efactura/index.ts';
import { loadDashboard } from './dashboard.ts';

export function registerDashboardAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  register(adminCalls.dashboard.get, async ({ query }) => ({
    data: { ...(await loadDashboard(deps.db, deps.now(), { prepaymentDays: query.prepayment_days })), efactura: await efacturaAttention(deps) },
  }));
}
