// Builds the two HTTP faces of the one back-office process: the shop back office ({api}) and the
// helper service ({fast}). They share the database and caches; each registers its own calls.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BackOfficeConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import type { Deps } from './deps.ts';
import { createCallerResolver } from './http/caller.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { callRegistrar } from './http/register-call.ts';
import { registerCartRoutes } from './modules/cart/index.ts';
import { createCategoryTreeCache, registerCatalogRoutes, registerHelperCatalogRoutes } from './modules/catalog/index.ts';
import { registerCheckoutHelperRoutes, registerCheckoutRoutes } from './modules/checkout/index.ts';
import { registerConfigRoutes } from './modules/config/index.ts';
import { registerContentRoutes } from './modules/content/index.ts';
import { accountAcceptsToken, registerCustomerHelperRoutes, registerCustomerRoutes } from './modules/customer/index.ts';
import { registerConfigAdminRoutes, registerSalesAdminRoutes } from './modules/config-admin/index.ts';
import { registerCatalogTransferRoutes } from './modules/catalog-transfer/index.ts';
import { registerCouponAdminRoutes } from './modules/coupon-admin/index.ts';
import { registerModulesAdminRoutes } from './modules/modules-admin/index.ts';
import { registerProductAdminRoutes, schedulePriceChanges } from './modules/product-admin/index.ts';
import { registerCustomerAdminRoutes } from './modules/customer-admin/index.ts';
import { registerDashboardAdminRoutes } from './modules/dashboard/index.ts';
import { registerMailAdminRoutes, setUpMail } from './modules/mail/index.ts';
import { registerMediaRoutes } from './modules/media/index.ts';
import { registerInvoiceAdminRoutes } from './modules/invoices/index.ts';
import { registerNewsletterRoutes, requestNewsletterSubscription } from './modules/newsletter/index.ts';
import { registerOrderRoutes } from './modules/orders/index.ts';
import { paymentsFor, registerPaymentRoutes } from './modules/payments/index.ts';
import { registerReviewAdminRoutes, registerReviewRoutes } from './modules/reviews/index.ts';
import { registerWithdrawalAdminRoutes, registerWithdrawalRoutes } from './modules/withdrawals/index.ts';
import { registerSearch } from './modules/search/index.ts';
import { registerStructureAdminRoutes } from './modules/structure-admin/index.ts';
import { registerOrderAdminRoutes } from './modules/order-admin/index.ts';
import { adminRegistrar, registerStaffRoutes, serveAdminApp } from './modules/staff/index.ts';

export type BackOffice = { api: FastifyInstance; helper: FastifyInstance; deps: Deps };

export async function createBackOffice(
  config: BackOfficeConfig,
  database: DatabaseHandle,
  options: { now?: () => Date; logger?: boolean } = {},
): Promise<BackOffice> {
  const deps: Deps = {
    db: database.db,
    database,
    config,
    categories: createCategoryTreeCache(database.db),
    now: options.now ?? (() => new Date()),
  };
  const resolveCaller = createCallerResolver({
    shopToken: config.shopToken,
    jwtSecret: config.jwtSecret,
    checkAccount: accountAcceptsToken(database.db),
  });
  const validateResponses = process.env.NODE_ENV !== 'production';

  const makeApp = async () => {
    const app = Fastify({
      logger: options.logger === false ? false : { level: config.logLevel },
      routerOptions: { ignoreTrailingSlash: true },
      bodyLimit: 256 * 1024,
    });
    installErrorHandling(app);
    await app.register(cors, {
      origin: config.storefrontOrigins,
      allowedHeaders: ['authorization', 'content-type', 'x-user-identifier'],
    });
    return app;
  };

  const api = await makeApp();
  const apiCalls = callRegistrar(api, resolveCaller, { validateResponses });
  registerCatalogRoutes(apiCalls, deps);
  registerCartRoutes(apiCalls, deps);
  registerCheckoutRoutes(apiCalls, deps);
  // Ports: orders and customer reach payments and newsletter, which build on them, through callbacks.
  registerOrderRoutes(apiCalls, deps, { closePaymentSession: (code, sessionId) => paymentsFor(deps).closeSession(code, sessionId) });
  registerPaymentRoutes(api, deps);
  registerMediaRoutes(api, { db: deps.db });
  await registerSearch(api, deps);
  registerCustomerRoutes(apiCalls, deps, { signUpForNewsletter: (db, request) => requestNewsletterSubscription(db, deps, request) });
  registerNewsletterRoutes(apiCalls, deps);
  registerWithdrawalRoutes(apiCalls, deps);
  setUpMail(api, deps);

  // The admin ({api}/admin) and its calls ({api}/api/admin/...), on its own session cookie.
  await api.register(cookie);
  // Photo uploads of the admin's product editor (read by product-admin).
  await api.register(multipart);
  const adminCalls = adminRegistrar(api, deps, { validateResponses });
  registerStaffRoutes(api, adminCalls, deps);
  registerReviewAdminRoutes(adminCalls, deps);
  registerDashboardAdminRoutes(adminCalls, deps);
  registerInvoiceAdminRoutes(adminCalls, deps);
  registerOrderAdminRoutes(adminCalls, deps);
  registerCustomerAdminRoutes(adminCalls, deps);
  registerProductAdminRoutes(adminCalls, deps);
  schedulePriceChanges(api, deps);
  registerWithdrawalAdminRoutes(adminCalls, deps);
  registerMailAdminRoutes(adminCalls, deps);
  registerCouponAdminRoutes(adminCalls, deps);
  registerModulesAdminRoutes(adminCalls, deps);
  registerConfigAdminRoutes(adminCalls, deps);
  registerSalesAdminRoutes(adminCalls, deps);
  registerStructureAdminRoutes(adminCalls, deps);
  registerCatalogTransferRoutes(adminCalls, deps);
  await serveAdminApp(api, config.adminAppDir);
  api.get('/health', async () => ({ status: 'ok' }));

  const helper = await makeApp();
  const helperCalls = callRegistrar(helper, resolveCaller, { validateResponses });
  registerConfigRoutes(helperCalls, deps);
  registerContentRoutes(helperCalls, deps);
  registerHelperCatalogRoutes(helperCalls, deps);
  registerCheckoutHelperRoutes(helperCalls, deps);
  registerReviewRoutes(helperCalls, deps);
  registerCustomerHelperRoutes(helperCalls, deps);
  helper.get('/health', async () => ({ status: 'ok' }));

  return { api, helper, deps };
}
