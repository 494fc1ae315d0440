// /account/order/{id} (spec section 2): one order of the signed-in customer, with cancelling where
// the back office still allows it ('Failed to cancel order' otherwise; POST /order/cancel).
import { calls } from '@shop/contract';
import { ApiError } from '@shop/api-client';
import { data, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiProblemOf } from '../account/api-problem.server.ts';
import { OrderDetailScreen } from '../account/OrderDetailScreen.tsx';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import { requireSignedIn } from '../account/signed-in.server.ts';
import country from '../country/current-country.ts';

function orderIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw data({ reason: 'route-not-found' }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { backend, customer } = await requireSignedIn(request);
  const id = orderIdOf(params.id);
  try {
    const answer = await backend.backOffice(calls.backoffice.order, { params: { id }, query: { customer: customer.id } });
    const order = answer.OrderItems[0];
    if (!order) throw data({ reason: 'route-not-found' }, { status: 404 });
    return { order };
  } catch (error) {
    // Someone else's order answers like one that does not exist.
    if (error instanceof ApiError && error.status === 404) throw data({ reason: 'route-not-found' }, { status: 404 });
    throw error;
  }
}

export const headers = privatePageHeaders;

export async function action({ request, params }: ActionFunctionArgs) {
  const { backend } = await requireSignedIn(request);
  const id = orderIdOf(params.id);
  try {
    await backend.backOffice(calls.backoffice.orderCancel, { body: { order_id: id } });
  } catch (error) {
    apiProblemOf(error);
    return data({ cancelFailed: true }, { status: 409 });
  }
  return redirect(`/account/order/${id}?cancelled=1`);
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function AccountOrder() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return <OrderDetailScreen order={order} canCancel cancelFailed={result?.cancelFailed ?? false} cancelled={search.get('cancelled') === '1' && order.status === 'canceled'} backLink documentHref={(documentId) => `/account/order/${order.id}/document/${documentId}`} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
