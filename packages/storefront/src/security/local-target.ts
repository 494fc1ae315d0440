// Where a redirect that takes user input (`?then=`, return URLs) may lead: a page of this shop,
// nothing else. The target is resolved the way a browser resolves a Location header (the WHATWG
// URL parser, which drops tabs and newlines, reads `\` as `/` and `//host` as another host) against
// the shop's own origin; only when it stays on that origin is its path kept. Anything else, and
// anything with a control character, goes to `/`.
export const HOME = '/';

export function localTarget(raw: string | null | undefined, ownOrigin: string): string {
  if (typeof raw !== 'string' || raw === '') return HOME;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001F\u007F]/.test(raw)) return HOME;
  let base: URL;
  let target: URL;
  try {
    base = new URL(ownOrigin);
    target = new URL(raw, base);
  } catch {
    return HOME;
  }
  // Only a path, or an absolute address on the shop itself: no scheme-relative tricks.
  if (!raw.startsWith('/') && !raw.toLowerCase().startsWith(`${base.origin}/`) && raw.toLowerCase() !== base.origin) return HOME;
  if (target.origin !== base.origin || (target.protocol !== 'http:' && target.protocol !== 'https:')) return HOME;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // `/a/..//evil.example` normalises to a path that a browser would read as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return HOME;
  return path;
}

/** The redirect target of a request's `then` parameter (or another), on the request's own origin. */
export function localTargetOf(request: Request, parameter = 'then', fallback = HOME): string {
  const url = new URL(request.url);
  const raw = url.searchParams.get(parameter);
  return raw === null ? fallback : localTarget(raw, url.origin);
}
