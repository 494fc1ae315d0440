// /advent-calendar and /advent-calendar/:door (spec section 2): the 24 doors, one opening a day.
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdventScreen } from '../advent/AdventScreen.tsx';
import { loadAdventPage } from '../advent/advent.server.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { shopConfig } from '../server/shop-config.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const backend = await backendOf(request);
  const { page, status } = await loadAdventPage(backend, params.door, shopConfig().now());
  return data(page, { status, headers: await pageCacheHeaders(request) });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => (loaderData ? [{ title: loaderData.content.title }] : []);

export const headers = catalogPageHeaders;

export default function AdventCalendar() {
  return <AdventScreen page={useLoaderData<typeof loader>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
