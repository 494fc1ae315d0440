import type { RouteObject } from 'react-router';
import { SalesPage, salesLoader } from './SalesPage.tsx';

/** The sales page (issue 16): sales bar, home-page products and advent calendar per shop country. */
export const salesRoutes: RouteObject[] = [{ path: 'sales', loader: salesLoader, element: <SalesPage /> }];
