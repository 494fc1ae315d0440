// The Content-Security-Policy of every storefront answer (ARCHITECTURE.md, "Two modes"). Scripts
// run only from the shop itself or with this request's nonce (React Router's inline scripts get it
// from the server entry); nothing may frame the shop. Third-party hosts are in the policy only when
// the shop is configured to use them (the browser loads them only after consent), and never on a
// page whose address carries a secret.
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** Where the tag manager's analytics tags send and load from (Google's CSP guide for GA4). */
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export type ThirdParties = {
  tagManager: boolean;
  /** Help-chat script address. */
  chatWidgetUrl: string | null;
  /** Error reporting DSN: its host receives the reports. */
  sentryDsn: string | null;
  reviewBadgeUrl: string | null;
};

export type PolicyInput = {
  nonce: string;
  /** Back office and search: product images, live-search requests. */
  backOffice: readonly string[];
  /** null on a page whose address carries a secret. */
  thirdParties: ThirdParties | null;
};

export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ nonce, backOffice, thirdParties }: PolicyInput): string {
  const own = unique(backOffice.map(originOf));
  const chat = originOf(thirdParties?.chatWidgetUrl);
  const sentry = originOf(thirdParties?.sentryDsn);
  const badge = originOf(thirdParties?.reviewBadgeUrl);
  const tags = thirdParties?.tagManager === true;
  const directives: [string, (string | null | false)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, tags && TAG_MANAGER_ORIGIN, chat]],
    // React and the toaster set style attributes and a style element; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", chat]],
    ['img-src', ["'self'", 'data:', 'blob:', ...own, ...(tags ? ANALYTICS_ORIGINS : []), chat, badge]],
    ['font-src', ["'self'", 'data:', chat]],
    ['connect-src', ["'self'", ...own, ...(tags ? ANALYTICS_ORIGINS : []), chat, sentry, badge]],
    ['frame-src', ["'self'", chat]],
    ['worker-src', ["'self'", sentry && 'blob:']],
    ['media-src', ["'self'", ...own]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

function unique(values: (string | null | false | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
}
