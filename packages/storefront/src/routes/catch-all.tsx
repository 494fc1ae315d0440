// Every other path goes through the rewriting lookup (spec section 2): product, variant,
// category, brand or content, and a content whose postscriptum names a brand and a category
// becomes that listing. An old URL is sent on to the current one with a 301.
import { calls, parseContentPostscriptum, type RewritingResult } from '@shop/contract';
import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadListing, loadProduct } from '../catalog/catalog.server.ts';
import { readListingChoice } from '../catalog/listing-query.ts';
import { ListingScreen } from '../catalog/ListingScreen.tsx';
import { orNotFound } from '../catalog/not-found.server.ts';
import { loadProductPage } from '../catalog/product-page.server.ts';
import { reviewAction } from '../catalog/product-review.server.ts';
import { ProductScreen } from '../catalog/ProductScreen.tsx';
import { loadContent } from '../content/content.server.ts';
import { ContentScreen } from '../content/ContentScreen.tsx';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { getSession, signedInCustomer, type SessionCustomer } from '../session/session.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { contentSeo, listingSeo, productSeo } from '../seo/page-seo.server.ts';
import { localTarget } from '../security/local-target.ts';

async function resolvePath(backend: Backend, url: URL): Promise<{ path: string; resolved: RewritingResult }> {
  // `url`, not request.url: on client-side navigation the request is for '/path.data'.
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') throw data({ reason: 'route-not-found' }, { status: 404 });
  const resolved = await orNotFound(
    backend.catalog(calls.backoffice.rewriting, { query: { view_locale: country.locale, view_url: path } }),
    'rewriting-failed',
  );
  return { path, resolved };
}

export async function loader({ request, url }: LoaderFunctionArgs) {
  const [backend, session] = await Promise.all([backendOf(request), getSession(request)]);
  const { path, resolved } = await resolvePath(backend, url);
  if (resolved.view_url !== path) throw redirect(localTarget(`/${resolved.view_url}${url.search}`, url.origin), 301);
  const [page, headers] = await Promise.all([pageOfView(backend, resolved, url, signedInCustomer(session)), pageCacheHeaders(request)]);
  return data(page, { headers });
}

/** A review written on a product page reached through its rewritten URL. */
export async function action({ request, url }: ActionFunctionArgs) {
  const { resolved } = await resolvePath(await backendOf(request), url);
  if (resolved.view !== 'product' && resolved.view !== 'pse') throw data({ reason: 'route-not-found' }, { status: 405 });
  return reviewAction(request, resolved.view === 'pse' ? resolved.PRODUCT_ID : resolved.view_id);
}

async function pageOfView(backend: Backend, resolved: RewritingResult, url: URL, customer: SessionCustomer | null) {
  switch (resolved.view) {
    case 'product':
    case 'pse': {
      // A variant URL shows its product; the product's own URL is the canonical one.
      const productId = resolved.view === 'pse' ? resolved.PRODUCT_ID : resolved.view_id;
      const product = await loadProduct(backend, productId);
      const [page, seo] = await Promise.all([loadProductPage(backend, product, url, customer), productSeo(backend, product)]);
      return { kind: 'product' as const, page, seo, adminEdit: { kind: 'product' as const, id: productId } };
    }
    case 'category':
    case 'brand': {
      const target = { kind: resolved.view, id: resolved.view_id };
      const listing = await loadListing(backend, target, readListingChoice(url.searchParams), '');
      return { kind: 'listing' as const, listing, seo: await listingSeo(backend, listing, target), adminEdit: listing.adminEdit };
    }
    case 'content': {
      const content = await loadContent(backend, resolved.view_id);
      const target = parseContentPostscriptum(content.postscriptum);
      if (target) {
        const found = await loadListing(
          backend,
          { kind: 'brand-category', brandId: target.brand_id, categoryId: target.category_id },
          readListingChoice(url.searchParams),
          content.title,
        );
        const listing = { ...found, title: content.title };
        return {
          kind: 'listing' as const,
          listing,
          seo: await listingSeo(backend, listing, { kind: 'content', content }),
          adminEdit: { kind: 'content' as const, id: content.id },
        };
      }
      return { kind: 'content' as const, content, seo: await contentSeo(backend, content), adminEdit: { kind: 'content' as const, id: content.id } };
    }
    default:
      throw data({ reason: 'content-type-not-found' }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function CatchAll() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'product') return <ProductScreen page={loaded.page} breadcrumbs={loaded.seo.breadcrumbs} />;
  if (loaded.kind === 'listing') return <ListingScreen listing={loaded.listing} breadcrumbs={loaded.seo.breadcrumbs} />;
  return <ContentScreen content={loaded.content} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
