import type { RouteObject } from 'react-router';
import { CustomerDetailPage, customerDetailLoader } from './CustomerDetailPage.tsx';
import { CustomerListPage, customerListLoader } from './CustomerListPage.tsx';

/** The customers pages (issue 14). */
export const customersRoutes: RouteObject[] = [
  { path: 'customers', loader: customerListLoader, element: <CustomerListPage /> },
  { path: 'customers/:id', loader: customerDetailLoader, element: <CustomerDetailPage /> },
];
