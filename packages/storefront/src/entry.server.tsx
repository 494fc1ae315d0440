// The storefront's server entry (each app re-exports it from app/entry.server.tsx). Like React
// Router's default, plus the HTTP caching of catalog pages (docs/decisions/004): a page a loader
// marked public is rendered whole, gets an ETag from a hash of its bytes and answers 304 to a
// matching If-None-Match; every other page streams as soon as its shell is ready. Every inline
// script carries the request's CSP nonce (security/security.server.ts made it).
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { reportError } from './errors/error-reporter.ts';
import { enforceSharedCacheRules, PRIVATE_PAGE_CACHE } from './seo/cache-policy.ts';
import { bodyEtag, ifNoneMatchHits } from './seo/etag.ts';
import { nonceOf } from './security/security.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
): Promise<Response> | Response {
  const cacheable = enforceSharedCacheRules(request.method, status, headers);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const nonce = nonceOf(loadContext);
  return cacheable ? renderWhole(request, status, headers, routerContext, nonce) : renderStreaming(request, status, headers, routerContext, nonce);
}

/** Loader and action errors on the server (not aborted requests): logged and reported. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  reportError(error, { url: request.url, method: request.method });
};

/** Data requests of client-side navigation follow the same rules (no cookie on a public answer). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  enforceSharedCacheRules(request.method, response.status, response.headers);
  return response;
};

function render(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
  onError: () => void,
  options: { onShellReady?: () => void; onAllReady?: () => void; onShellError: (error: unknown) => void },
) {
  const rendering = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    ...options,
    ...(nonce ? { nonce } : {}),
    onError(error: unknown) {
      onError();
      console.error(error);
      reportError(error, { url: request.url });
    },
  });
  // Let the rendering flush rejected boundaries before the timeout aborts it.
  const timeout = setTimeout(() => rendering.abort(), streamTimeout + 1000);
  return { pipe: rendering.pipe, done: () => clearTimeout(timeout) };
}

function renderStreaming(request: Request, status: number, headers: Headers, routerContext: EntryContext, nonce: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    let code = status;
    const rendering = render(request, routerContext, nonce, () => (code = 500), {
      onShellReady() {
        const body = new PassThrough({
          final(callback) {
            rendering.done();
            callback();
          },
        });
        rendering.pipe(body);
        resolve(new Response(Readable.toWeb(body) as ReadableStream, { status: code, headers }));
      },
      onShellError: reject,
    });
  });
}

function renderWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext, nonce: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    let code = status;
    const rendering = render(request, routerContext, nonce, () => (code = 500), {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          rendering.done();
          const html = Buffer.concat(chunks);
          if (code !== 200) {
            // A page that failed while rendering is nobody's to keep.
            headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
            resolve(new Response(html, { status: code, headers }));
            return;
          }
          // The nonce differs on every request; the page it is part of does not.
          const etag = bodyEtag(html, nonce);
          headers.set('ETag', etag);
          if (ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) {
            headers.delete('Content-Type');
            resolve(new Response(null, { status: 304, headers }));
            return;
          }
          resolve(new Response(html, { status: code, headers }));
        });
        rendering.pipe(body);
      },
      onShellError: reject,
    });
  });
}
