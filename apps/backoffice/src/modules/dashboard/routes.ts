// The dashboard's one admin call: staff and admins read it.
import { adminCalls } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { efacturaAttention } from '../efactura/index.ts';
import { countOrdersForWork } from '../order-admin/index.ts';
import { countLowStock } from '../stock/index.ts';
import { loadDashboard } from './dashboard.ts';

export function registerDashboardAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  register(adminCalls.dashboard.get, async ({ query }) => ({
    data: {
      ...(await loadDashboard(deps.db, deps.now(), { prepaymentDays: query.prepayment_days })),
      orders_to_ship: await countOrdersForWork(deps.db, 'to_ship'),
      orders_to_chase: await countOrdersForWork(deps.db, 'to_chase'),
      low_stock: await countLowStock(deps.db),
      efactura: await efacturaAttention(deps),
    },
  }));
}
