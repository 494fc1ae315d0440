// The admin app (apps/admin, a single-page app) served under {api}/admin: its hashed assets for a
// year, index.html for every admin address (the app routes in the browser), with headers that keep
// it out of frames and search engines and allow only its own scripts.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const pageHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-cache',
};

export async function serveAdminApp(app: FastifyInstance, appDir: string): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');
  if (!existsSync(indexFile)) {
    // Not built (a back office started on its own from source): say how to get it.
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(`The admin app is not built (${appDir}). Run: pnpm --filter @shop/admin build`);
    app.get('/admin', notBuilt);
    app.get('/admin/*', notBuilt);
    return;
  }
  // Vite puts every script and style, content-hashed, under assets/; a rebuilt app is served
  // without a restart (the files are looked up per request).
  await app.register(fastifyStatic, {
    root: path.join(appDir, 'assets'),
    prefix: '/admin/assets/',
    index: false,
    decorateReply: true,
    // (This also runs for index.html sent by sendIndex below: only the hashed assets are kept a
    // year; the page itself is asked again each time, or a new release would never be loaded.)
    setHeaders(response, filePath) {
      response.header('cache-control', path.basename(filePath) === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable');
      response.header('x-content-type-options', 'nosniff');
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) => reply.headers(pageHeaders).sendFile('index.html', appDir);
  app.get('/admin', sendIndex);
  app.get('/admin/*', sendIndex);
}
