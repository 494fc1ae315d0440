// /guest/invoice/{ref}/{hash} (spec section 2): the order detail for a guest, reached by the link
// in the order confirmation mail. The hash is the key; no sign-in.
import { ApiError } from '@shop/api-client';
import { calls, guestOrderParamsSchema } from '@shop/contract';
import { data, useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { OrderDetailScreen } from '../account/OrderDetailScreen.tsx';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import { backendOf } from '../server/request-backend.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = guestOrderParamsSchema.safeParse(params);
  if (!parsed.success) throw data({ reason: 'route-not-found' }, { status: 404 });
  const backend = await backendOf(request);
  try {
    const answer = await backend.backOffice(calls.backoffice.guestOrder, { params: parsed.data });
    const order = answer.OrderItems[0];
    if (!order) throw data({ reason: 'route-not-found' }, { status: 404 });
    return { order };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data({ reason: 'route-not-found' }, { status: 404 });
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function GuestInvoice() {
  const { order } = useLoaderData<typeof loader>();
  const { ref = '', hash = '' } = useParams();
  return <OrderDetailScreen order={order} canCancel={false} documentHref={(documentId) => `/guest/invoice/${encodeURIComponent(ref)}/${hash}/document/${documentId}`} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
