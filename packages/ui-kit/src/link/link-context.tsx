import { createContext, createElement, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * What a link component receives. The storefront provides one that wraps its router's link
 * (`href` becomes the router's `to`); every other prop is an ordinary anchor attribute.
 */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  href: string;
  className?: string;
  children?: ReactNode;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export type LinkProviderProps = { value: LinkComponent; children?: ReactNode };

/** Tells every `UiLink` below it which component renders internal links (e.g. the router's). */
export function LinkProvider({ value, children }: LinkProviderProps) {
  return <LinkContext value={value}>{children}</LinkContext>;
}

/** The link component currently provided (a plain `<a>` when no provider is present). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * True for addresses the router must not handle: anything with a scheme (https:, tel:, mailto:),
 * protocol-relative URLs and same-page fragments.
 */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#');
}

export type UiLinkProps = LinkComponentProps;

/**
 * The one link used inside ui-kit. Internal paths go through the provided link component;
 * absolute URLs, tel:/mailto: and #fragments always render a plain `<a>`.
 */
export function UiLink(props: UiLinkProps) {
  const provided = useLinkComponent();
  // createElement, not JSX: the component comes from context and is stable across renders.
  return createElement(isExternalHref(props.href) ? PlainLink : provided, props);
}
