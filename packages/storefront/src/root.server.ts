// The root route's loader, kept apart from root.tsx: the country apps re-export both, and only a
// module of its own can be left out of the browser bundle as a whole.
import { data, type LoaderFunctionArgs } from 'react-router';
import { loadFrameData } from './frame/frame-data.server.ts';
import type { FrameData } from './frame/frame-data.ts';
import './server/startup.server.ts';
import { backendFor } from './server/backend.server.ts';
import { shopConfig } from './server/shop-config.server.ts';
import { clientAddressOf } from './server/client-address.server.ts';
import { commitSession, getSession, hasSessionCookie } from './session/session.server.ts';
import { keepTokenFresh } from './session/token-watch.server.ts';
import { pageSecurityContext, securityMiddleware } from './security/security.server.ts';

/** Cross-site posts refused, security headers and the CSP nonce on every answer. */
export const middleware = [securityMiddleware];

/** The frame data of every page, and the session cookie when it was just created or changed. */
export async function rootLoader(request: Request): Promise<{ frame: FrameData; headers: Headers }> {
  const session = await getSession(request);
  const token = await keepTokenFresh(session, (customerToken) =>
    backendFor({ customerToken, userIdentifier: session.get('userIdentifier') ?? 'anonymous', clientAddress: clientAddressOf(request, shopConfig().trustedProxyHops) }),
  );
  // Read once: a flash message is gone after this page.
  const notice = session.get('toast') === 'session_expired' ? ('session_expired' as const) : null;
  const frame = { ...(await loadFrameData(session)), notice };
  const headers = new Headers();
  const changed = token === 'refreshed' || token === 'expired' || notice !== null;
  if (changed || !hasSessionCookie(request.headers.get('cookie'))) headers.append('set-cookie', await commitSession(session));
  return { frame, headers };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { frame, headers } = await rootLoader(request);
  // The page's policy names the tag manager and the search host only when the shop has them.
  const security = context.get(pageSecurityContext);
  if (security) {
    security.tagManager = frame.shop.tagManagerId !== null;
    security.searchUrl = frame.search?.url ?? null;
  }
  return data(frame, { headers });
}
