import type { RouteObject } from 'react-router';
import { EFacturaPage, efacturaLoader } from './EFacturaPage.tsx';

/** RO e-Factura's list (issue 35). */
export const efacturaRoutes: RouteObject[] = [{ path: 'efactura', loader: efacturaLoader, element: <EFacturaPage /> }];
