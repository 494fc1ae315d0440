// The order-admin module (issue 14): the admin's order list and detail, and the workflow staff run
// (prepayment received, shipped with a tracking number and its mail, delivered, cancelled, refunded),
// with invoices and credit notes issued on the way. Public entry (docs/architecture-modules.md).
export { orderIdsPage } from './order-admin-repository.ts';
export { orderListFilter, registerOrderAdminRoutes } from './routes.ts';
export { countOrdersForWork } from './order-admin-repository.ts';
