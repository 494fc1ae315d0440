// The cache headers of a catalog page for the shopper asking: read from their session cookie.
import { getSession, signedInCustomer } from '../session/session.server.ts';
import { cacheHeaders, pageCacheControl } from './cache-policy.ts';

export async function pageCacheHeaders(request: Request): Promise<Headers> {
  const session = await getSession(request);
  return cacheHeaders(
    pageCacheControl({
      signedIn: signedInCustomer(session) !== null,
      hasCart: session.has('cartId'),
      // A flash message (a toast after a form) is this shopper's alone.
      hasFlashMessage: session.has('toast'),
    }),
  );
}
