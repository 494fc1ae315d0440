// Cross-site request forgery: a page of another site must not be able to post a form to the shop
// (add to cart, sign in, order, change the password...). Modern browsers say where a request comes
// from in Sec-Fetch-Site; older ones send at least Origin with a POST. The rule follows Go's
// net/http CrossOriginProtection: trust Sec-Fetch-Site when sent; otherwise compare Origin with the
// shop's own origins; a request with neither does not come from a browser (or from one too old to
// send them, where the SameSite=Lax cookie already keeps the session out of cross-site posts).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(request: Request, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && !ownOrigins.includes(origin);
}
