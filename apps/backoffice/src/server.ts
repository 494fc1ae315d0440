// Builds the two HTTP faces of the one back-office process: the shop back office ({api}) and the
// helper service ({fast}). They share the database and caches; each registers its own calls.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BackOfficeConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import type { Deps } from './deps.ts';
import { createCallerResolver } from './http/caller.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { loggingOptions, REQUEST_ID_HEADER, requestLine } from './http/logging.ts';
import { createMetrics, registerMetricsRoute } from './http/metrics.ts';
import { pendingMigrations } from './db/migrate.ts';
import { createJobLeases } from './jobs/job-leases.ts';
import { callRegistrar } from './http/register-call.ts';
import { registerCartRoutes } from './modules/cart/index.ts';
import { createCategoryTreeCache, registerCatalogRoutes, registerHelperCatalogRoutes } from './modules/catalog/index.ts';
import { awaitedTransferOf, registerCheckoutHelperRoutes, registerCheckoutRoutes } from './modules/checkout/index.ts';
import { registerConfigRoutes } from './modules/config/index.ts';
import { registerContentRoutes } from './modules/content/index.ts';
import { accountAcceptsToken, registerCustomerHelperRoutes, registerCustomerRoutes, scheduleVatIdRechecks } from './modules/customer/index.ts';
import { registerBannerAdminRoutes, registerConfigAdminRoutes, registerSalesAdminRoutes } from './modules/config-admin/index.ts';
import { registerCatalogTransferRoutes } from './modules/catalog-transfer/index.ts';
import { registerCouponAdminRoutes } from './modules/coupon-admin/index.ts';
import { registerModulesAdminRoutes } from './modules/modules-admin/index.ts';
import { registerProductAdminRoutes, schedulePriceChanges } from './modules/product-admin/index.ts';
import { registerCustomerAdminRoutes } from './modules/customer-admin/index.ts';
import { registerDashboardAdminRoutes } from './modules/dashboard/index.ts';
import { mailBacklog, registerMailAdminRoutes, setUpMail } from './modules/mail/index.ts';
import { registerMediaRoutes } from './modules/media/index.ts';
import { registerInvoiceAdminRoutes, registerWithdrawalFormRoutes } from './modules/invoices/index.ts';
import { registerEFacturaAdminRoutes, setUpEFactura, type EFactura } from './modules/efactura/index.ts';
import { registerNewsletterRoutes, requestNewsletterSubscription } from './modules/newsletter/index.ts';
import { issueGuestOrderLink, orderFigures, registerOrderRoutes } from './modules/orders/index.ts';
import { paymentsFor, registerPaymentRoutes } from './modules/payments/index.ts';
import { registerReviewAdminRoutes, registerReviewRoutes } from './modules/reviews/index.ts';
import { registerWithdrawalAdminRoutes, registerWithdrawalRoutes } from './modules/withdrawals/index.ts';
import { registerSearch } from './modules/search/index.ts';
import { registerStructureAdminRoutes } from './modules/structure-admin/index.ts';
import { registerOrderAdminRoutes } from './modules/order-admin/index.ts';
import { adminRegistrar, registerStaffRoutes, serveAdminApp } from './modules/staff/index.ts';

export type BackOffice = {
  api: FastifyInstance;
  helper: FastifyInstance;
  deps: Deps;
  /** RO e-Factura's reporting job (and the demo's stand-in of ANAF); null when it is off. */
  efactura: EFactura | null;
  /** SIGTERM's first step: `/ready` and new requests answer 503 while in-flight ones finish. */
  drain(): void;
};

export async function createBackOffice(
  config: BackOfficeConfig,
  database: DatabaseHandle,
  options: { now?: () => Date; logger?: boolean } = {},
): Promise<BackOffice> {
  const now = options.now ?? (() => new Date());
  const metrics = createMetrics(async () => ({ ...(await orderFigures(database.db)), mailBacklog: await mailBacklog({ db: database.db }) }));
  const deps: Deps = {
    db: database.db,
    database,
    config,
    categories: createCategoryTreeCache(database.db),
    now,
    leases: createJobLeases(database.db, now, { onTurn: (job) => metrics.jobTurn(job) }),
  };
  let draining = false;
  const readiness = {
    get draining() {
      return draining;
    },
    async check() {
      if (draining) return 'shutting down';
      await database.db.selectFrom('job_lease').select('name').limit(1).execute();
      const pending = await pendingMigrations(database);
      return pending.length > 0 ? `migrations not applied: ${pending.join(', ')}` : null;
    },
  };
  const resolveCaller = createCallerResolver({
    shopToken: config.shopToken,
    jwtSecret: config.jwtSecret,
    checkAccount: accountAcceptsToken(database.db),
  });
  const validateResponses = process.env.NODE_ENV !== 'production';

  const makeApp = async () => {
    const logging = loggingOptions(config.logLevel, config.logFormat);
    const app = Fastify({
      ...logging,
      ...(options.logger === false ? { logger: false } : {}),
      routerOptions: { ignoreTrailingSlash: true },
      bodyLimit: 256 * 1024,
      // Behind nginx, request.ip is the browser's address (rate limits count per address); only
      // the configured proxies are believed, so a client reaching the process directly cannot choose it.
      ...(config.trustedProxies.length > 0 ? { trustProxy: config.trustedProxies } : {}),
      // A request whose headers or body never complete is answered 408 and closed (Node checks
      // every second); draining answers in our error shape (health.ts) instead of Fastify's 503.
      serverFactory: (handler) => {
        const server = createServer({ requestTimeout: config.requestTimeoutMs, headersTimeout: Math.min(config.requestTimeoutMs, 20_000), connectionsCheckingInterval: 1_000 }, handler);
        // An idle connection stays open longer than any client keeps it (undici 4 s, nginx's upstream
        // 4 s), so the client closes it first and never sends on a socket this side is closing. At
        // Node's default of 5 s a busy event loop fired both timers together and a request met
        // "other side closed" (ECONNRESET): twice in CI, on PDF downloads and an order placement.
        server.keepAliveTimeout = 65_000;
        return server;
      },
      return503OnClosing: false,
    });
    installErrorHandling(app);
    installSecurityHeaders(app, { production: config.mode === 'production' });
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    if (config.logFormat === 'pretty') {
      app.addHook('onResponse', async (request, reply) => {
        const line = requestLine(request, reply);
        if (reply.statusCode >= 500) request.log.error(line);
        else if (reply.statusCode >= 400) request.log.warn(line);
        else request.log.info(line);
      });
    }
    registerHealth(app, readiness);
    await app.register(cors, {
      origin: config.storefrontOrigins,
      allowedHeaders: ['authorization', 'content-type', 'x-user-identifier'],
    });
    return app;
  };

  const api = await makeApp();
  metrics.instrument(api, 'api');
  registerMetricsRoute(api, metrics, config.metrics);
  const apiCalls = callRegistrar(api, resolveCaller, { validateResponses });
  registerCatalogRoutes(apiCalls, deps);
  registerCartRoutes(apiCalls, deps);
  registerCheckoutRoutes(apiCalls, deps);
  // Ports: orders and customer reach payments and newsletter, which build on them, through callbacks.
  registerOrderRoutes(apiCalls, deps, {
    closePaymentSession: (code, sessionId) => paymentsFor(deps).closeSession(code, sessionId),
    awaitedTransfer: (order) => awaitedTransferOf(deps.db, order),
  });
  registerPaymentRoutes(api, deps);
  registerMediaRoutes(api, { db: deps.db });
  registerWithdrawalFormRoutes(api, deps.db);
  await registerSearch(api, deps);
  registerCustomerRoutes(apiCalls, deps, { signUpForNewsletter: (db, request) => requestNewsletterSubscription(db, deps, request) });
  scheduleVatIdRechecks(api, deps);
  registerNewsletterRoutes(apiCalls, deps);
  registerWithdrawalRoutes(apiCalls, deps);
  setUpMail(api, deps);
  const efactura = await setUpEFactura(api, deps);

  // The admin ({api}/admin) and its calls ({api}/api/admin/...), on its own session cookie.
  await api.register(cookie);
  // Photo uploads of the admin's product editor (read by product-admin).
  await api.register(multipart);
  const adminCalls = adminRegistrar(api, deps, { validateResponses });
  registerStaffRoutes(api, adminCalls, deps);
  registerReviewAdminRoutes(adminCalls, deps);
  registerDashboardAdminRoutes(adminCalls, deps);
  registerInvoiceAdminRoutes(adminCalls, deps);
  registerEFacturaAdminRoutes(adminCalls, deps);
  registerOrderAdminRoutes(adminCalls, deps);
  registerCustomerAdminRoutes(adminCalls, deps);
  registerProductAdminRoutes(adminCalls, deps);
  schedulePriceChanges(api, deps);
  registerWithdrawalAdminRoutes(adminCalls, deps);
  registerMailAdminRoutes(adminCalls, deps, issueGuestOrderLink);
  registerCouponAdminRoutes(adminCalls, deps);
  registerModulesAdminRoutes(adminCalls, deps);
  registerConfigAdminRoutes(adminCalls, deps);
  registerSalesAdminRoutes(adminCalls, deps);
  registerBannerAdminRoutes(adminCalls, deps);
  registerStructureAdminRoutes(adminCalls, deps);
  registerCatalogTransferRoutes(adminCalls, deps);
  await serveAdminApp(api, config.adminAppDir);
  // After every job has stopped (hooks run in order), its leases go, so another process takes over at once.
  api.addHook('onClose', async () => deps.leases.releaseAll());

  const helper = await makeApp();
  metrics.instrument(helper, 'helper');
  const helperCalls = callRegistrar(helper, resolveCaller, { validateResponses });
  registerConfigRoutes(helperCalls, deps);
  registerContentRoutes(helperCalls, deps);
  registerHelperCatalogRoutes(helperCalls, deps);
  registerCheckoutHelperRoutes(helperCalls, deps);
  registerReviewRoutes(helperCalls, deps);
  registerCustomerHelperRoutes(helperCalls, deps);

  return {
    api,
    helper,
    deps,
    efactura,
    drain: () => {
      draining = true;
    },
  };
}
