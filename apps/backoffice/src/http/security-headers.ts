// Headers every answer of the back office carries, the admin's pages, documents and the payment
// pages included (security round three): nosniff; no framing by other sites (frame-ancestors, and
// X-Frame-Options for older browsers) where a route has not set its own policy; a document (a PDF,
// an e-invoice's XML) in a sandbox, so a crafted file cannot run script on the admin's origin; and in
// production HSTS, as the storefronts send it (browsers ignore it over plain http).
import type { FastifyInstance } from 'fastify';

export const HSTS = 'max-age=31536000';
const NO_FRAMING = "frame-ancestors 'none'";
const DOCUMENT_TYPES = /^(application\/pdf|application\/xml|text\/xml|application\/zip)/;

export function installSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', DOCUMENT_TYPES.test(type) ? `sandbox; default-src 'none'; ${NO_FRAMING}` : NO_FRAMING);
    }
    if (options.production) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
