// Every other path goes through the rewriting lookup (spec section 2): product, variant,
// category, brand or content, and a content whose postscriptum names a brand and a category
// becomes that listing. An old URL is sent on to the current one with a 301.
import { calls, parseContentPostscriptum } from '@shop/contract';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadListing, loadProduct, pageOf } from '../catalog/catalog.server.ts';
import { ListingScreen } from '../catalog/ListingScreen.tsx';
import { orNotFound } from '../catalog/not-found.server.ts';
import { ProductScreen } from '../catalog/ProductScreen.tsx';
import { loadContent } from '../content/content.server.ts';
import { ContentScreen } from '../content/ContentScreen.tsx';
import country from '../country/current-country.ts';
import { backendOf } from '../server/request-backend.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '') throw data({ reason: 'route-not-found' }, { status: 404 });
  const backend = await backendOf(request);
  const resolved = await orNotFound(
    backend.backOffice(calls.backoffice.rewriting, { query: { view_locale: country.locale, view_url: path } }),
    'rewriting-failed',
  );
  if (resolved.view_url !== path) throw redirect(`/${resolved.view_url}${url.search}`, 301);

  switch (resolved.view) {
    case 'product':
    case 'pse': {
      const productId = resolved.view === 'pse' ? resolved.PRODUCT_ID : resolved.view_id;
      const product = await loadProduct(backend, productId);
      return { kind: 'product' as const, product, adminEdit: { kind: 'product' as const, id: productId } };
    }
    case 'category':
    case 'brand': {
      const listing = await loadListing(backend, { kind: resolved.view, id: resolved.view_id }, pageOf(url), '');
      return { kind: 'listing' as const, listing, adminEdit: listing.adminEdit };
    }
    case 'content': {
      const content = await loadContent(backend, resolved.view_id);
      const target = parseContentPostscriptum(content.postscriptum);
      if (target) {
        const listing = await loadListing(
          backend,
          { kind: 'brand-category', brandId: target.brand_id, categoryId: target.category_id },
          pageOf(url),
          content.title,
        );
        return { kind: 'listing' as const, listing: { ...listing, title: content.title }, adminEdit: { kind: 'content' as const, id: content.id } };
      }
      return { kind: 'content' as const, content, adminEdit: { kind: 'content' as const, id: content.id } };
    }
    default:
      throw data({ reason: 'content-type-not-found' }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => {
  if (!loaded) return [];
  const title = loaded.kind === 'product' ? loaded.product.TITLE : loaded.kind === 'listing' ? loaded.listing.title : loaded.content.title;
  return [{ title }];
};

export default function CatchAll() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'product') return <ProductScreen product={loaded.product} />;
  if (loaded.kind === 'listing') return <ListingScreen listing={loaded.listing} />;
  return <ContentScreen content={loaded.content} />;
}
