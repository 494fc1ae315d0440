// The storefront as a story: the real root (frame, error boundary) and route modules in a memory
// router whose loaders answer fixtures for the toolbar's country and price mode. The first page is
// rendered from hydration data, as after server rendering; links, the cart dropdown's fetch of
// /cart and the checkout's POST then run through the same stub routes.
import { addressFieldsSchema, checkoutFormSchema, emailSchema } from '@shop/contract';
import { useMemo, type ComponentType } from 'react';
import { createRoutesStub, matchRoutes, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { CheckoutActionResult } from '../checkout/place-order.server.ts';
import type { CountryConfig } from '../country/country-config.ts';
import { fieldErrors, formToObject, typedValues, type FieldErrors } from '../forms/parse-form.ts';
import App, { ErrorBoundary } from '../root.tsx';
import Account from '../routes/account.tsx';
import CartRoute from '../routes/cart.tsx';
import CheckoutRoute from '../routes/checkout.tsx';
import Home from '../routes/home.tsx';
import ListingRoute from '../routes/listing.tsx';
import NotFound from '../routes/not-found.tsx';
import ProductRoute from '../routes/product.tsx';
import {
  accountFor,
  cartDataFor,
  checkoutFor,
  frameFor,
  listingFor,
  productPageFor,
  productsFor,
  type PriceModeChoice,
} from './fixtures.ts';
import type { FrameData } from '../frame/frame-data.ts';

/** A page of the stub shop: its path, screen, fixture data, or the error its loader answers. */
type StubPage = {
  id: string;
  path?: string;
  index?: true;
  Component: ComponentType;
  data?: () => unknown;
  error?: { status: number; statusText: string; reason: string };
  action?: (args: ActionFunctionArgs) => Promise<unknown>;
};

export type ShopStubOptions = {
  country: CountryConfig;
  mode: PriceModeChoice;
  frame?: Partial<FrameData>;
  /** Overrides of a page's fixture data, by page id. */
  data?: Record<string, () => unknown>;
};

function pagesOf({ country, mode, data = {} }: ShopStubOptions): StubPage[] {
  const pages: StubPage[] = [
    { id: 'home', index: true, Component: Home, data: () => ({ products: productsFor(country), seo: { title: country.brand.storeName } }) },
    { id: 'listing', path: 'shop-grid-standard/:type', Component: ListingRoute, data: () => listingFor(country) },
    { id: 'product', path: 'product/:id', Component: ProductRoute, data: () => productPageFor(country) },
    { id: 'cart', path: 'cart', Component: CartRoute, data: () => cartDataFor(country, mode) },
    {
      id: 'checkout',
      path: 'checkout',
      Component: CheckoutRoute,
      data: () => checkoutFor(country, mode),
      action: ({ request }) => checkoutAction(request, country, mode),
    },
    { id: 'account', path: 'account', Component: Account, data: () => accountFor(country, mode) },
    { id: 'not-found', path: 'not-found', Component: NotFound, error: { status: 404, statusText: 'Not Found', reason: 'route-not-found' } },
    { id: 'server-error', path: 'server-error', Component: NotFound, error: { status: 503, statusText: 'Service Unavailable', reason: 'backend-unavailable' } },
    { id: 'catch-all', path: '*', Component: NotFound, error: { status: 404, statusText: 'Not Found', reason: 'rewriting-failed' } },
  ];
  return pages.map((page) => (data[page.id] ? { ...page, data: data[page.id] } : page));
}

const errorOf = (error: NonNullable<StubPage['error']>) => new ErrorResponseImpl(error.status, error.statusText, { reason: error.reason });

function routesOf(options: ShopStubOptions) {
  const frame = { ...frameFor(options.country, options.mode), ...options.frame };
  const pages = pagesOf(options);
  return {
    frame,
    pages,
    routes: [
      {
        id: 'root',
        path: '/',
        Component: App,
        ErrorBoundary,
        loader: () => frame,
        children: pages.map((page) => ({
          id: page.id,
          ...(page.index ? { index: true as const } : { path: page.path ?? '' }),
          Component: page.Component,
          loader: () => {
            if (page.error) throw errorOf(page.error);
            return page.data?.() ?? null;
          },
          ...(page.action ? { action: page.action } : {}),
        })),
      },
    ],
  };
}

/** Loader data of the first page, so it renders at once, as after server rendering. */
function hydrationOf(url: string, frame: FrameData, pages: StubPage[], routes: ReturnType<typeof routesOf>['routes']) {
  const matched = matchRoutes(routes, url) ?? [];
  const leaf = pages.find((page) => page.id === matched.at(-1)?.route.id);
  if (leaf?.error) return { loaderData: { root: frame }, errors: { root: errorOf(leaf.error) } };
  return { loaderData: { root: frame, ...(leaf ? { [leaf.id]: leaf.data?.() ?? null } : {}) } };
}

export function ShopStub({ url, ...options }: ShopStubOptions & { url: string }) {
  const code = options.country.isoAlpha2;
  const { Stub, hydrationData } = useMemo(() => {
    const { frame, pages, routes } = routesOf(options);
    return { Stub: createRoutesStub(routes), hydrationData: hydrationOf(url, frame, pages, routes) };
    // A new shop per country, price mode and page; the options object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, options.mode, url]);
  return <Stub initialEntries={[url]} hydrationData={hydrationData} />;
}

/**
 * The checkout's rules as the server action applies them (place-order.server.ts), on the
 * contract's schemas: a guest's email and address, then delivery, payment and terms. Valid orders
 * go to the home page; the stub places nothing.
 */
async function checkoutAction(request: Request, country: CountryConfig, mode: PriceModeChoice): Promise<CheckoutActionResult | Response> {
  const form = await request.formData();
  const checkout = checkoutFor(country, mode);
  const raw = formToObject(form, ['invoice.state_id', 'delivery.state_id', 'delivery_module_id', 'payment_module_id', 'local_pickup_id', 'invoice_address_id', 'delivery_address_id']) as Record<string, unknown> & {
    invoice?: object;
    delivery?: object;
  };
  const errors: FieldErrors = {};
  const shipElsewhere = form.get('ship_elsewhere') === 'on';
  if (!checkout.customer) {
    const guest = z.object({ email: emailSchema, invoice: addressFieldsSchema, delivery: addressFieldsSchema.optional() }).safeParse({
      email: raw.email,
      invoice: { ...raw.invoice, label: 'invoice', country_id: country.id },
      ...(shipElsewhere ? { delivery: { ...raw.delivery, label: 'delivery', country_id: country.id } } : {}),
    });
    if (!guest.success) Object.assign(errors, fieldErrors(guest.error));
  }
  const rules = checkoutFormSchema({
    localPickupModuleIds: checkout.deliveryMethods.filter((method) => method.is_local_pickup).map((method) => method.id),
    hasFreightItems: checkout.cart.lines.some((line) => line.is_freight),
    deliveryAddressPhone: checkout.customer?.addresses[0]?.phone ?? String((raw.invoice as { phone?: unknown } | undefined)?.phone ?? ''),
  }).safeParse({
    terms_accepted: form.get('terms_accepted') === 'on',
    delivery_module_id: raw.delivery_module_id,
    payment_module_id: raw.payment_module_id,
    local_pickup_id: raw.local_pickup_id ?? null,
    delivery_address_id: checkout.customer ? raw.delivery_address_id : 1,
    invoice_address_id: checkout.customer ? raw.invoice_address_id : 1,
    customer_note: raw.message ?? '',
    is_complete_delivery: form.get('is_complete_delivery') === 'on',
  });
  if (!rules.success) Object.assign(errors, fieldErrors(rules.error));
  if (Object.keys(errors).length > 0) return { errors, values: typedValues(form) };
  return redirect('/');
}
