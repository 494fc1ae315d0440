// One place for the storefront's HTTP security (issue 12), run as the root route's middleware, so
// before every action and loader and around every answer: documents, data requests of client-side
// navigation and resource routes alike.
// - A form post another site makes the browser send is refused with 403 (cross-site.ts).
// - Every answer gets the security headers; documents a CSP with a fresh nonce per request, which
//   the server entry gives to React Router's and React's inline scripts.
import { randomBytes } from 'node:crypto';
import { createContext, type MiddlewareFunction } from 'react-router';
import country from '../country/current-country.ts';
import { shopConfig } from '../server/shop-config.server.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { isCrossSiteWrite } from './cross-site.ts';
import { urlCarriesSecret } from './secret-urls.ts';

/** What the request's answer needs for its policy; the root loader adds what the frame knows. */
export type PageSecurity = {
  nonce: string;
  /** The locale config names a tag manager. */
  tagManager: boolean;
  /** Where the browser queries the search engine (ConfigApi). */
  searchUrl: string | null;
};

export const pageSecurityContext = createContext<PageSecurity | null>(null);

export const HSTS = 'max-age=31536000';

export function securityHeaders(headers: Headers, request: Request, page: PageSecurity, options: { production: boolean; status: number }): void {
  const config = shopConfig();
  const secret = urlCarriesSecret(new URL(request.url));
  // A 304 keeps the policy the browser stored with its copy: that copy's scripts carry its nonce.
  if (options.status !== 304) {
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce: page.nonce,
        backOffice: [config.apiUrl, config.fastApi, page.searchUrl ?? ''],
        thirdParties: secret
          ? null
          : { tagManager: page.tagManager, chatWidgetUrl: config.chatWidgetUrl, sentryDsn: config.sentryDsn, reviewBadgeUrl: config.reviewBadgeUrl },
      }),
    );
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', secret ? 'no-referrer' : 'strict-origin-when-cross-origin');
  if (options.production) headers.set('Strict-Transport-Security', HSTS);
}

export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const production = shopConfig().mode === 'production';
  const page: PageSecurity = { nonce: randomBytes(16).toString('base64'), tagManager: false, searchUrl: null };
  if (isCrossSiteWrite(request, [country.origin])) {
    const refused = new Response('Forbidden: this form can only be sent from the shop itself.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
    securityHeaders(refused.headers, request, page, { production, status: 403 });
    return refused;
  }
  context.set(pageSecurityContext, page);
  const response = await next();
  securityHeaders(response.headers, request, page, { production, status: response.status });
  return response;
};

/** The nonce of this request's scripts, for the server entry (undefined outside a request). */
export function nonceOf(context: { get: (key: typeof pageSecurityContext) => PageSecurity | null } | undefined): string | undefined {
  try {
    return context?.get(pageSecurityContext)?.nonce;
  } catch {
    return undefined;
  }
}
