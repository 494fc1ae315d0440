import type { RouteObject } from 'react-router';
import { MailDetailPage, mailDetailLoader } from './MailDetailPage.tsx';
import { MailsPage, mailsLoader } from './MailsPage.tsx';

/** The mail outbox (issue 14). */
export const mailsRoutes: RouteObject[] = [
  { path: 'mails', loader: mailsLoader, element: <MailsPage /> },
  { path: 'mails/:id', loader: mailDetailLoader, element: <MailDetailPage /> },
];
