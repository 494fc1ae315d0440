// The React Router config every country app uses (each app's react-router.config.ts re-exports it).
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Cross-site form posts are refused with 403 by the storefront's own, stricter check (Sec-Fetch-Site,
  // then Origin), which runs first in the root middleware; React Router's built-in Origin check
  // would answer 400 before it.
  allowedActionOrigins: ['**'],
  // Every route is in the first load's manifest (one cached file), none discovered later through
  // /__manifest: with a catch-all route, React Router 8's lazy discovery has races that can leave a
  // fetcher submitting forever without an error (remix-run/react-router#15326, #15327, #15406):
  // an "add to cart" that never answers. See docs/decisions/031.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
