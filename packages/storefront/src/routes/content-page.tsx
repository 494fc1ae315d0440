// The informational routes (spec section 2): the content stored under the same path, in this
// shop's language.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadContentAtPath } from '../content/content.server.ts';
import { ContentScreen } from '../content/ContentScreen.tsx';
import { backendOf } from '../server/request-backend.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await loadContentAtPath(await backendOf(request), new URL(request.url).pathname);
  return { content, adminEdit: { kind: 'content' as const, id: content.id } };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => [{ title: loaded?.content.title ?? '' }];

export default function ContentPage() {
  const { content } = useLoaderData<typeof loader>();
  return <ContentScreen content={content} />;
}
