import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadProduct } from '../catalog/catalog.server.ts';
import { ProductScreen } from '../catalog/ProductScreen.tsx';
import { orNotFound } from '../catalog/not-found.server.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { data } from 'react-router';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ reason: 'product-fetch-failed' }, { status: 404 });
  const product = await orNotFound(loadProduct(await backendOf(request), id), 'product-fetch-failed');
  return { product, adminEdit: { kind: 'product' as const, id: product.ID } };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => [{ title: loaded?.product.TITLE ?? '' }];

export default function ProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  return <ProductScreen product={product} />;
}
