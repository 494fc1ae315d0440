// The storefront's route table (spec section 2), assembled per country: every app gets the same
// screens, and the flags of its country config switch the country-only routes on.
import path from 'node:path';
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { CountryFlags } from './country/country-config.ts';

const here = import.meta.dirname;

/** Informational routes that show the content page stored under the same path. */
export const contentRoutes = [
  'advent-calendar',
  'blog',
  'about',
  'contact',
  'bezahlen',
  'lieferung',
  'datenschutz',
  'agb.html',
  'faq',
  'presse',
  'Impressum',
  'widerrufsrecht',
  'versandkosten',
] as const;

export const romaniaOnlyRoutes = ['conditii-de-garantie.html', 'manual-de-utilizare-1.html'] as const;

export function storefrontRoutes(appDirectory: string, flags: CountryFlags): RouteConfigEntry[] {
  // React Router resolves route files relative to the app directory.
  const file = (name: string) => path.relative(appDirectory, path.join(here, 'routes', name));
  const contentPage = (urlPath: string) => route(urlPath, file('content-page.tsx'), { id: `content:${urlPath}` });
  return [
    index(file('home.tsx')),
    route('shop-grid-standard/:type', file('listing.tsx')),
    route('product/:id', file('product.tsx')),
    route('search', file('search-redirect.ts')),
    route('search/:value', file('search-results.tsx')),
    ...contentRoutes.map(contentPage),
    ...(flags.romaniaOnlyRoutes ? romaniaOnlyRoutes.map(contentPage) : []),
    route('widerrufsformular', file('withdrawal-form.ts')),
    route('cart', file('cart.tsx')),
    route('checkout', file('checkout.tsx')),
    route('order-placed', file('order-placed.tsx')),
    route('order-failed', file('order-failed.tsx')),
    route('login-register', file('login-register.tsx')),
    route('account', file('account.tsx')),
    route('account/order/:id', file('account-order.tsx')),
    route('guest/invoice/:ref/:hash', file('guest-invoice.tsx')),
    route('forgot-password', file('forgot-password.tsx')),
    route('newsletter', file('newsletter.tsx')),
    route('newsletter-unsubscribe', file('newsletter-unsubscribe.tsx')),
    // Withdrawal function required by law (§356a BGB), same path in all three shops.
    route('vertrag-widerrufen', file('withdrawal.tsx')),
    route('logout', file('logout.ts')),
    route('not-found', file('not-found.tsx')),
    route('sitemap.xml', file('sitemap.ts')),
    route('robots.txt', file('robots.ts')),
    route('*', file('catch-all.tsx')),
  ];
}
