import { useLingui } from '@lingui/react/macro';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadListing, type ListingTarget } from '../catalog/catalog.server.ts';
import { readListingChoice } from '../catalog/listing-query.ts';
import { ListingScreen } from '../catalog/ListingScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { listingSeo } from '../seo/page-seo.server.ts';

/** /shop-grid-standard/{type}: 'all', 'category-{id}' or 'brand-{id}'. */
function targetOf(type: string | undefined): Exclude<ListingTarget, { kind: 'brand-category' }> | null {
  if (type === 'all') return { kind: 'all' };
  const match = /^(category|brand)-([1-9]\d{0,9})$/.exec(type ?? '');
  if (!match) return null;
  return { kind: match[1] as 'category' | 'brand', id: Number(match[2]) };
}

export async function loader({ request, params, url }: LoaderFunctionArgs) {
  const target = targetOf(params.type);
  if (!target) throw data({ reason: 'category-fetch-failed' }, { status: 404 });
  const backend = await backendOf(request);
  const listing = await loadListing(backend, target, readListingChoice(url.searchParams), '');
  const [seo, headers] = await Promise.all([listingSeo(backend, listing, target), pageCacheHeaders(request)]);
  return data({ listing, seo, adminEdit: listing.adminEdit }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function ListingRoute() {
  const { t } = useLingui();
  const { listing, seo } = useLoaderData<typeof loader>();
  return <ListingScreen listing={{ ...listing, title: listing.title || t`All products` }} breadcrumbs={seo.breadcrumbs} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
