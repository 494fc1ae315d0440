// React Router's <Link>, but written on the server as the plain anchor it renders there. A <Link>
// reads the router's contexts, resolves its path and sets up its click and prefetch handlers on
// every render; on the server none of that reaches the HTML, yet with the menu, footer and product
// cards of a page it was about 8 % of a product page's rendering time (issue 19, docs/benchmarks.md).
// In the browser it is React Router's <Link> (client-side navigation, prefetch on intent); hydration
// matches elements, not components, so the anchor written here is adopted by that <Link>.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * An absolute path <Link> writes unchanged as its href: no dot segments, no doubled slash, nothing to
 * resolve. (The shops set no `basename` in react-router.config.ts; with one, <Link> would prefix it.)
 */
const PLAIN_PATH = /^\/(?![/\\])[^\s\\]*$/;
const RESOLVED_SEGMENT = /\/\/|(^|\/)\.\.?(\/|[?#]|$)/;

export function isPlainPath(to: LinkProps['to']): to is string {
  if (typeof to !== 'string' || !PLAIN_PATH.test(to)) return false;
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return !RESOLVED_SEGMENT.test(path);
}

/** What <Link> writes on the server (exported for its test). */
export function ServerLink(props: LinkProps) {
  // Click behaviour (replace, state, scroll, transitions) is the browser's concern, not the HTML's.
  const { to, discover = 'render', prefetch, mask, relative: _relative, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, viewTransition: _transition, defaultShouldRevalidate: _revalidate, onClick: _onClick, target, ...anchor } = props;
  // A path to resolve, a masked URL or links prefetched while rendering: React Router's own <Link>.
  if (!isPlainPath(to) || mask !== undefined || prefetch === 'render') return <Link {...props} />;
  return <a {...anchor} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

/** React Router's <Link> in the browser; its HTML, without the router's work, on the server. */
export const ShopLink: (props: LinkProps) => ReactNode = import.meta.env.SSR ? ServerLink : Link;
