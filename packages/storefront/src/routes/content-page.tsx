// The informational routes (spec section 2): the content stored under the same path, in this
// shop's language.
import { footerSlugs } from '@shop/i18n';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadContentAtPath } from '../content/content.server.ts';
import { ContentScreen } from '../content/ContentScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { contentSeo } from '../seo/page-seo.server.ts';

export async function loader({ request, url }: LoaderFunctionArgs) {
  // Typed in another case ('/impressum'): the page's own address, where its content is stored.
  const canonical = Object.values(footerSlugs.de).find((slug) => slug !== url.pathname && slug.toLowerCase() === url.pathname.toLowerCase());
  if (canonical) throw redirect(canonical + url.search, 301);
  const backend = await backendOf(request);
  // `url`, not request.url: on client-side navigation the request is for '/path.data'.
  const content = await loadContentAtPath(backend, url.pathname);
  const [seo, headers] = await Promise.all([contentSeo(backend, content), pageCacheHeaders(request)]);
  return data({ content, seo, adminEdit: { kind: 'content' as const, id: content.id } }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function ContentPage() {
  const { content } = useLoaderData<typeof loader>();
  return <ContentScreen content={content} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
