import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, ServerLink } from './ShopLink.tsx';

const html = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter initialEntries={['/bad/armaturen?color=Chrom']}>{element}</MemoryRouter>);

// The browser's <Link> adopts the server's anchor at hydration: both must write the same HTML.
const cases: LinkProps[] = [
  { to: '/elektro-handtuchheizkoerper-aspen-plus-50-x-80-cm', className: 'card' },
  { to: '/bad?page=2&sort=price#top', rel: 'next', prefetch: 'intent' },
  { to: '/', 'aria-current': 'page', target: '_self', replace: true, preventScrollReset: true },
  { to: '/impressum', discover: 'none', title: 'Impressum' },
  { to: '/baderstraße/dusche%20x', prefetch: 'viewport' },
  // Paths React Router resolves or rewrites: left to its own <Link>.
  { to: '?color=Schwarz', replace: true },
  { to: '../duschen' },
  { to: '/bad/./armaturen' },
  { to: '/bad//armaturen' },
  { to: { pathname: '/bad', search: '?page=3' } },
  { to: '/bad', prefetch: 'render' },
];

describe('ShopLink on the server', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))('writes what <Link> writes: %s', (_name, props) => {
    expect(html(<ServerLink {...props}>Text</ServerLink>)).toBe(html(<Link {...props}>Text</Link>));
  });

  it('takes the short way only for absolute paths with nothing to resolve', () => {
    expect(['/', '/bad', '/bad?x=1#y', '/a/b.html'].filter(isPlainPath)).toEqual(['/', '/bad', '/bad?x=1#y', '/a/b.html']);
    expect(['', '?x=1', 'bad', '../bad', '/./bad', '/bad/..', '//evil.example', '/a//b', '/a b', 'https://x.example/'].filter(isPlainPath)).toEqual([]);
  });
});
