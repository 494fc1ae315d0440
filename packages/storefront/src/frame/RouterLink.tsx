import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** ui-kit renders internal links through this, so they navigate client-side. */
export function RouterLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { href: string }) {
  if (/^(https?:|mailto:|tel:)/.test(href)) return <a href={href} {...rest} />;
  return <Link to={href} prefetch="intent" {...rest} />;
}
