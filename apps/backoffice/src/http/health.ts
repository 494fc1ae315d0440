// Health for load balancers and orchestrators (issue 18): `/health` says the process is alive;
// `/ready` says it can serve: its database answers, every migration it knows has run, and it is
// not draining. While the process shuts down, `/ready` and every new request answer 503 in the
// shared error shape, so a balancer takes it out of rotation while in-flight requests finish.
import { errorBody } from '@shop/contract';
import type { FastifyInstance } from 'fastify';

export type Readiness = {
  /** Why the process cannot serve now, or null when it can. */
  check(): Promise<string | null>;
  /** Set when SIGTERM arrives: from then on new requests get 503. */
  readonly draining: boolean;
};

export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.draining || request.url === '/health' || request.url === '/ready') return;
    void reply.header('connection', 'close').header('retry-after', '1');
    return reply.code(503).send(errorBody('service_unavailable', { message: 'The service is shutting down; try again.' }));
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    const problem = await readiness.check().catch((error: unknown) => {
      request.log.error({ err: error }, 'readiness: the database did not answer');
      return 'database unreachable';
    });
    if (problem === null) return { status: 'ready' };
    // The shared shape, plus a coarse reason for whoever operates the balancer (no error details).
    return reply.code(503).send({ ...errorBody('service_unavailable'), reason: problem });
  });
}
