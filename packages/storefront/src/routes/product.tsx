// /product/{id}: the product page by product ID (spec section 2). Its canonical URL is the
// product's rewritten URL, so search engines see one page per product.
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadProduct } from '../catalog/catalog.server.ts';
import { ProductScreen } from '../catalog/ProductScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { productSeo } from '../seo/page-seo.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ reason: 'product-fetch-failed' }, { status: 404 });
  const backend = await backendOf(request);
  const product = await loadProduct(backend, id);
  const [seo, headers] = await Promise.all([productSeo(backend, product), pageCacheHeaders(request)]);
  return data({ product, seo, adminEdit: { kind: 'product' as const, id: product.ID } }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function ProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  return <ProductScreen product={product} />;
}
