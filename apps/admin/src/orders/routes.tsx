import type { RouteObject } from 'react-router';
import { OrderDetailPage, orderDetailLoader } from './OrderDetailPage.tsx';
import { OrderListPage, orderListLoader } from './OrderListPage.tsx';

/** The orders pages (issue 14). */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', loader: orderListLoader, element: <OrderListPage /> },
  { path: 'orders/:id', loader: orderDetailLoader, element: <OrderDetailPage /> },
];
