import type { RouteObject } from 'react-router';
import { AuditLogPage, auditLoader } from './AuditLogPage.tsx';

export const auditRoutes: RouteObject[] = [{ path: 'audit', loader: auditLoader, element: <AuditLogPage /> }];
