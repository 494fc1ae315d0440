// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkProvider, UiLink, isExternalHref } from './link-context.tsx';
import type { LinkComponentProps } from './link-context.tsx';

afterEach(cleanup);

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} data-router="" {...rest}>
      {children}
    </a>
  );
}

describe('UiLink', () => {
  it('is a plain link when no link component is provided', () => {
    render(<UiLink href="/cart">Cart</UiLink>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.hasAttribute('data-router')).toBe(false);
  });

  it('renders internal paths with the provided component, passing its props on', () => {
    render(
      <LinkProvider value={RouterLink}>
        <UiLink href="/cart" className="x" aria-current="page">
          Cart
        </UiLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.className).toBe('x');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('keeps absolute, tel: and mailto: addresses away from the router', () => {
    render(
      <LinkProvider value={RouterLink}>
        <UiLink href="https://example.org/">Web</UiLink>
        <UiLink href="tel:+49301234">Call</UiLink>
        <UiLink href="mailto:a@b.de">Mail</UiLink>
      </LinkProvider>,
    );
    for (const name of ['Web', 'Call', 'Mail']) {
      expect(screen.getByRole('link', { name }).hasAttribute('data-router')).toBe(false);
    }
  });

  it('tells external from internal addresses', () => {
    expect(isExternalHref('/product/1')).toBe(false);
    expect(isExternalHref('shop-grid-standard/x')).toBe(false);
    expect(isExternalHref('//cdn.example.org/a')).toBe(true);
    expect(isExternalHref('#main')).toBe(true);
  });
});
