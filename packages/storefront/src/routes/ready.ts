// /ready: this storefront can serve pages, which needs its back office ready (database answering,
// migrations applied, not draining). 503 otherwise, so a balancer sends shoppers elsewhere.
import { shopConfig } from '../server/shop-config.server.ts';

const CHECK_TIMEOUT_MS = 2_000;

export async function loader() {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const answer = await fetch(new URL('/ready', shopConfig().apiUrl), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (answer.ok) return Response.json({ status: 'ready' }, { headers });
    return Response.json({ error: { code: 'service_unavailable', message: 'The service is temporarily unavailable.' }, reason: 'back office not ready' }, { status: 503, headers });
  } catch {
    return Response.json({ error: { code: 'service_unavailable', message: 'The service is temporarily unavailable.' }, reason: 'back office unreachable' }, { status: 503, headers });
  }
}
