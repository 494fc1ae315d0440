// Structured JSON logs (pino, Fastify's logger) with the request id the storefront sends
// (`x-request-id`, made here when absent, and answered back), so one shopper's request can be
// followed from storefront to back office. Secrets never reach a log line: the guest-order link's
// hash and any token or hash in a query are replaced, and credentials in headers are redacted.
import { randomUUID } from 'node:crypto';
import { acceptedRequestId, redactUrl, REQUEST_ID_HEADER } from '@shop/contract/redact-url';
import { type FastifyServerOptions, LogController } from 'fastify';

export { redactUrl, REQUEST_ID_HEADER };

/** pino-pretty's settings for a person reading along (LOG_FORMAT=pretty, demo and dev only): one short line each. */
export const prettyTransport = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,service,req,res,responseTime', singleLine: true, messageFormat: '{if service}{service}: {end}{msg}' },
};

export function loggingOptions(level: string, format: 'json' | 'pretty' = 'json'): Pick<FastifyServerOptions, 'logger' | 'requestIdHeader' | 'genReqId' | 'logController'> {
  return {
    // Pretty: Fastify's two lines per request give way to one (requestLine, added in server.ts).
    ...(format === 'pretty' ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    logger: {
      level,
      // Pretty: each line says it is the back office's (its requests interleave with the shops' in `pnpm start`).
      ...(format === 'pretty' ? { transport: prettyTransport, base: { service: process.env.SERVICE_NAME ?? 'backoffice' } } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      serializers: {
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    // Read by genReqId below (Fastify would otherwise take any value the header holds).
    requestIdHeader: false,
    // A request id the caller sent is kept (trimmed to a sane length and alphabet), else a new one.
    genReqId: (request) => {
      return acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    },
  };
}

/** The one line a request gets in pretty logs: method, path (redacted), status, time. */
export function requestLine(request: { method: string; url: string }, reply: { statusCode: number; elapsedTime: number }): string {
  return `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
}
