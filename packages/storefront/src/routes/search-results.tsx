// /search/{value}: the full results page, rendered on the server. The results themselves come from
// the search engine (issues 5 and 7); this route already answers with its heading.
import { useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

export function loader({ params }: LoaderFunctionArgs) {
  return { term: params.value ?? '' };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => [{ title: loaded?.term ?? '' }, { name: 'robots', content: 'noindex' }];

export default function SearchResults() {
  const { t } = useLingui();
  const { term } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>{t`Search results for “${term}”`}</h1>
    </section>
  );
}
