// /health: the storefront process answers (for a load balancer's liveness check). No session, no
// back-office call, never cached.
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
