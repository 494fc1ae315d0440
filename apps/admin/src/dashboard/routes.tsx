import type { RouteObject } from 'react-router';
import { DashboardPage, dashboardLoader } from './DashboardPage.tsx';

/** The dashboard: the admin's start page (issue 14). */
export const dashboardRoutes: RouteObject[] = [{ index: true, loader: dashboardLoader, element: <DashboardPage /> }];
