import type { RouteObject } from 'react-router';
import { ExportPage, exportLoader } from './ExportPage.tsx';
import { ImportPage } from './ImportPage.tsx';

/** Export and import (issue 16), where the storefront's admin bar points. */
export const transferRoutes: RouteObject[] = [
  { path: 'export', loader: exportLoader, element: <ExportPage /> },
  { path: 'import', element: <ImportPage /> },
];
