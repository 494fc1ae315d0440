import type { ComponentProps } from 'react';
import { ShopLink } from './ShopLink.tsx';

/** ui-kit renders internal links through this, so they navigate client-side. */
export function RouterLink({ href, ...rest }: Omit<ComponentProps<typeof ShopLink>, 'to'> & { href: string }) {
  if (/^(https?:|mailto:|tel:)/.test(href)) return <a href={href} {...rest} />;
  return <ShopLink to={href} prefetch="intent" {...rest} />;
}
