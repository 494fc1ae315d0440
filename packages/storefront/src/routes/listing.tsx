import { useLingui } from '@lingui/react/macro';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadListing, pageOf, type ListingTarget } from '../catalog/catalog.server.ts';
import { ListingScreen } from '../catalog/ListingScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';

/** /shop-grid-standard/{type}: 'all', 'category-{id}' or 'brand-{id}'. */
function targetOf(type: string | undefined): ListingTarget | null {
  if (type === 'all') return { kind: 'all' };
  const match = /^(category|brand)-([1-9]\d{0,9})$/.exec(type ?? '');
  if (!match) return null;
  return { kind: match[1] as 'category' | 'brand', id: Number(match[2]) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = targetOf(params.type);
  if (!target) throw data({ reason: 'category-fetch-failed' }, { status: 404 });
  const listing = await loadListing(await backendOf(request), target, pageOf(new URL(request.url)), '');
  return { listing, adminEdit: listing.adminEdit };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => [{ title: loaded?.listing.title ?? '' }];

export default function ListingRoute() {
  const { t } = useLingui();
  const { listing } = useLoaderData<typeof loader>();
  return <ListingScreen listing={{ ...listing, title: listing.title || t`All products` }} />;
}
