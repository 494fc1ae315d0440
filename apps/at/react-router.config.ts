import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Cross-site form posts are refused with 403 by the storefront's own, stricter check (Sec-Fetch-Site,
  // then Origin), which runs first in the root middleware; React Router's built-in Origin check
  // would answer 400 before it.
  allowedActionOrigins: ['**'],
} satisfies Config;
