// /product/{id}: the product page by product ID (spec section 2). Its canonical URL is the
// product's rewritten URL, so search engines see one page per product.
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadProduct } from '../catalog/catalog.server.ts';
import { loadProductPage } from '../catalog/product-page.server.ts';
import { reviewAction } from '../catalog/product-review.server.ts';
import { ProductScreen } from '../catalog/ProductScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';
import { getSession, signedInCustomer } from '../session/session.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { productSeo } from '../seo/page-seo.server.ts';

function productIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ reason: 'product-fetch-failed' }, { status: 404 });
  return id;
}

export async function loader({ request, params, url }: LoaderFunctionArgs) {
  const id = productIdOf(params.id);
  const [backend, session] = await Promise.all([backendOf(request), getSession(request)]);
  const product = await loadProduct(backend, id);
  const [page, seo, headers] = await Promise.all([
    loadProductPage(backend, product, url, signedInCustomer(session)),
    productSeo(backend, product),
    pageCacheHeaders(request),
  ]);
  return data({ page, seo, adminEdit: { kind: 'product' as const, id: product.ID } }, { headers });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return reviewAction(request, productIdOf(params.id));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function ProductRoute() {
  const { page, seo } = useLoaderData<typeof loader>();
  return <ProductScreen page={page} breadcrumbs={seo.breadcrumbs} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
