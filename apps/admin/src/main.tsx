import '@shop/ui-kit/styles/tokens.css';
import './components/admin-base.css';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAdminRouter } from './app/router.tsx';
import { adminI18n } from './i18n/admin-i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The admin page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={adminI18n}>
      <RouterProvider router={createAdminRouter()} />
    </I18nProvider>
  </StrictMode>,
);
