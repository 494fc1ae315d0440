import type { RouteObject } from 'react-router';
import { WithdrawalDetailPage, withdrawalDetailLoader } from './WithdrawalDetailPage.tsx';
import { WithdrawalsPage, withdrawalsLoader } from './WithdrawalsPage.tsx';

/** The withdrawal declarations inbox (issue 14). */
export const withdrawalsRoutes: RouteObject[] = [
  { path: 'withdrawals', loader: withdrawalsLoader, element: <WithdrawalsPage /> },
  { path: 'withdrawals/:id', loader: withdrawalDetailLoader, element: <WithdrawalDetailPage /> },
];
