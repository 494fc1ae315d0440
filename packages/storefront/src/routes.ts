// The storefront's route table (spec section 2), assembled per country: every app gets the same
// screens, and the flags of its country config switch the country-only routes on.
import path from 'node:path';
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { CountryFlags } from './country/country-config.ts';

const here = import.meta.dirname;

/** Informational routes that show the content page stored under the same path. */
export const contentRoutes = [
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
    // The advent calendar (its text is the content page under the path; doors open one a day). In
    // every shop, so a shop without it (flag or displayAdvent off) answers 404, not the bare content page.
    route('advent-calendar', file('advent-calendar.tsx')),
    route('advent-calendar/:door', file('advent-calendar.tsx'), { id: 'advent-door' }),
    route('widerrufsformular', file('withdrawal-form.ts')),
    route('cart', file('cart.tsx')),
    route('checkout', file('checkout.tsx')),
    route('order-placed', file('order-placed.tsx')),
    route('order-failed', file('order-failed.tsx')),
    // Where PayPal sends the payer back (the adapter's return_url and cancel_url).
    route('paypal/return', file('paypal-return.ts')),
    route('paypal/cancel', file('paypal-cancel.ts')),
    route('amazon/return', file('amazon-return.ts')),
    // Express checkout from the cart (issue 15): start, the wallet's return and cancel addresses.
    route('express/:code', file('express-start.ts')),
    route('express/:code/return', file('express-return.ts')),
    route('express/:code/cancel', file('express-cancel.ts')),
    route('login-register', file('login-register.tsx')),
    route('account', file('account.tsx')),
    route('account/order/:id', file('account-order.tsx')),
    // Privacy in the account (issue 17): the data as JSON, the new email's link, the end of a deletion.
    route('account/data-export', file('account-data-export.ts')),
    route('account/email-confirm', file('account-email-confirm.tsx')),
    route('account/deleted', file('account-deleted.tsx')),
    route('account/order/:id/document/:documentId', file('account-order-document.ts')),
    // A business customer's e-invoice beside the PDF (issue 35).
    route('account/order/:id/document/:documentId/xml', file('account-order-einvoice.ts')),
    route('guest/invoice/:ref/:hash', file('guest-invoice.tsx')),
    route('guest/invoice/:ref/:hash/document/:documentId', file('guest-invoice-document.ts')),
    route('guest/invoice/:ref/:hash/document/:documentId/xml', file('guest-invoice-einvoice.ts')),
    route('forgot-password', file('forgot-password.tsx')),
    route('newsletter', file('newsletter.tsx')),
    route('newsletter-unsubscribe', file('newsletter-unsubscribe.tsx')),
    // Withdrawal function required by law (§356a BGB): the spec's path in every shop, and the
    // Romanian address the Romanian footer links to (i18n withdrawalFormPaths).
    route('vertrag-widerrufen', file('withdrawal.tsx')),
    route('retragere-din-contract', file('withdrawal.tsx'), { id: 'withdrawal-ro' }),
    route('logout', file('logout.ts')),
    route('not-found', file('not-found.tsx')),
    route('sitemap.xml', file('sitemap.ts')),
    route('robots.txt', file('robots.ts')),
    // For load balancers (issue 18): alive, and able to serve (its back office ready).
    route('health', file('health.ts')),
    route('ready', file('ready.ts')),
    route('*', file('catch-all.tsx')),
  ];
}
