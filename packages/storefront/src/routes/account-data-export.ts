// /account/data-export (issue 17, GDPR articles 15 and 20): everything the shop keeps about the
// signed-in customer, as a JSON file to download. A signed-out visitor goes to the sign-in.
import { calls } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { requireSignedIn } from '../account/signed-in.server.ts';
import { PRIVATE_PAGE_CACHE } from '../seo/cache-policy.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const { backend } = await requireSignedIn(request);
  const answer = await backend.backOffice(calls.backoffice.dataExport, {});
  const day = answer.data.exported_at.slice(0, 10);
  return new Response(`${JSON.stringify(answer.data, null, 2)}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
      'Cache-Control': PRIVATE_PAGE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
