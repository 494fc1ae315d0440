// Structured JSON logs (pino, Fastify's logger) with the request id the storefront sends
// (`x-request-id`, made here when absent, and answered back), so one shopper's request can be
// followed from storefront to back office. Secrets never reach a log line: the guest-order link's
// hash and any token or hash in a query are replaced, and credentials in headers are redacted.
import { randomUUID } from 'node:crypto';
import { acceptedRequestId, redactUrl, REQUEST_ID_HEADER } from '@shop/contract/redact-url';
import type { FastifyServerOptions } from 'fastify';

export { redactUrl, REQUEST_ID_HEADER };

export function loggingOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'requestIdHeader' | 'genReqId'> {
  return {
    logger: {
      level,
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
