import { redirect, type LoaderFunctionArgs } from 'react-router';

/** The header search form without JavaScript: /search?q=... goes to /search/{value}. */
export function loader({ request }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return redirect(term ? `/search/${encodeURIComponent(term)}` : '/');
}
