import type { RouteObject } from 'react-router';
import { TwoFactorPage, twoFactorLoader } from './TwoFactorPage.tsx';

export const twoFactorRoutes: RouteObject[] = [{ path: 'two-factor', loader: twoFactorLoader, element: <TwoFactorPage /> }];
