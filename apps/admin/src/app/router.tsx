// The admin's pages. Each domain folder lists its own routes.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { auditRoutes } from '../audit/routes.tsx';
import { configurationRoutes } from '../configuration/routes.tsx';
import { couponsRoutes } from '../coupons/routes.tsx';
import { customersRoutes } from '../customers/routes.tsx';
import { dashboardRoutes } from '../dashboard/routes.tsx';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { mailsRoutes } from '../mails/routes.tsx';
import { modulesRoutes } from '../modules/routes.tsx';
import { ordersRoutes } from '../orders/routes.tsx';
import { productsRoutes } from '../products/routes.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RouteError } from '../pages/RouteError.tsx';
import { SignInPage } from '../pages/SignInPage.tsx';
import { reviewsRoutes } from '../reviews/routes.tsx';
import { salesRoutes } from '../sales/routes.tsx';
import { structureRoutes } from '../structure/routes.tsx';
import { transferRoutes } from '../transfer/routes.tsx';
import { withdrawalsRoutes } from '../withdrawals/routes.tsx';
import { efacturaRoutes } from '../efactura/routes.tsx';
import { twoFactorRoutes } from '../two-factor/routes.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { requireSession } from './session-loader.ts';

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    id: 'session',
    loader: requireSession,
    // Asked on every navigation, so a changed role or an ended session shows on the next page.
    shouldRevalidate: () => true,
    element: <AdminLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...dashboardRoutes,
          ...ordersRoutes,
          ...customersRoutes,
          ...productsRoutes,
          ...reviewsRoutes,
          ...withdrawalsRoutes,
          ...efacturaRoutes,
          ...mailsRoutes,
          ...auditRoutes,
          ...couponsRoutes,
          ...modulesRoutes,
          ...configurationRoutes,
          ...salesRoutes,
          ...structureRoutes,
          ...transferRoutes,
          ...twoFactorRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  const router = createBrowserRouter(routes, { basename: '/admin' });
  // A call of the page on screen answered 401 (idle timeout, role taken away, signed out elsewhere):
  // the sign-in says why and brings the person back here afterwards. During a navigation the session
  // loader does that with the page being opened. The router's own state is asked, not a rendered
  // hook: React renders navigation state in a transition, behind the store's urgent update.
  useSessionStore.subscribe((state, before) => {
    if (!state.expired || before.expired || router.state.navigation.state !== 'idle') return;
    const { pathname, search } = router.state.location;
    void router.navigate(`/sign-in?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  });
  return router;
}
