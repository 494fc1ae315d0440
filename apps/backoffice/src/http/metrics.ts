// Prometheus metrics of a back-office process (issue 18), with prom-client: request rate and
// latency per route (both faces), the process's own figures (CPU, memory, event-loop lag), job turns,
// and figures read from the database at scrape time (orders per country and status, payments per
// provider and outcome, the mail backlog): the same in every process, so a dashboard takes one
// process's or the maximum, while the request figures are summed over processes.
import { errorBody } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type ShopFigures = {
  orders: { country: string; status: string; count: number }[];
  payments: { provider: string; status: string; count: number }[];
  mailBacklog: number;
};

export type Metrics = {
  readonly registry: Registry;
  /** Reads the database figures into their gauges (before each scrape). */
  refresh(): Promise<void>;
  /** Counts a background job's turn in this process. */
  jobTurn(job: string): void;
  /** Times every request of an app under its route pattern. */
  instrument(app: FastifyInstance, face: 'api' | 'helper'): void;
};

export function createMetrics(readFigures: () => Promise<ShopFigures>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by face, route, method and status', labelNames: ['face', 'route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by face, route and method',
    labelNames: ['face', 'route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobTurns = new Counter({ name: 'job_turns_total', help: 'Turns of background jobs this process ran (it held the job lease)', labelNames: ['job'], registers: [registry] });
  const orders = new Gauge({ name: 'shop_orders', help: 'Orders by country and status', labelNames: ['country', 'status'], registers: [registry] });
  const payments = new Gauge({ name: 'shop_online_payments', help: 'Online payments by provider and order status', labelNames: ['provider', 'status'], registers: [registry] });
  const backlog = new Gauge({ name: 'mail_outbox_backlog', help: 'Mails not yet sent that still have attempts left', registers: [registry] });

  // The database figures are read once per scrape, before the registry is serialised.
  const refresh = async () => {
    const figures = await readFigures();
    orders.reset();
    for (const row of figures.orders) orders.set({ country: row.country, status: row.status }, row.count);
    payments.reset();
    for (const row of figures.payments) payments.set({ provider: row.provider, status: row.status }, row.count);
    backlog.set(figures.mailBacklog);
  };

  return {
    registry,
    refresh,
    jobTurn: (job) => jobTurns.inc({ job }),
    instrument(app, face) {
      app.addHook('onResponse', async (request, reply) => {
        // The route's pattern, never the raw URL: ids and queries would make a series per request.
        const route = request.routeOptions.url ?? 'unmatched';
        requests.inc({ face, route, method: request.method, status: String(reply.statusCode) });
        latency.observe({ face, route, method: request.method }, reply.elapsedTime / 1000);
      });
    },
  };
}

/**
 * `GET /metrics` in Prometheus' text format. In production only with `METRICS_TOKEN` set, and then
 * only for a request bearing it; in the demo open.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, access: { open: boolean; token: string | undefined }): void {
  if (!access.open && !access.token) return;
  app.get('/metrics', async (request, reply) => {
    if (!access.open && request.headers.authorization !== `Bearer ${access.token}`) {
      return reply.code(401).send(errorBody('unauthorized', { message: 'A metrics token is required.' }));
    }
    await metrics.refresh();
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
