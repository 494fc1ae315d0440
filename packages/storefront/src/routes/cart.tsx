// /cart (spec section 2): the cart page; its action takes every change to the cart. The cart
// dropdown loads this route's data too, so it shows the same delivery cost and totals.
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { cartAction } from '../cart/cart-action.server.ts';
import { currentCart, deliveryCostOf, rememberCart } from '../cart/cart.server.ts';
import { CartScreen } from '../cart/CartScreen.tsx';
import country from '../country/current-country.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const hadCart = session.has('cartId');
  const backend = backendOfSession(session, request);
  const cart = await currentCart(backend, session);
  const delivery = cart && cart.lines.length > 0 ? await deliveryCostOf(backend, cart) : null;
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  if (hadCart) {
    // Keeps the badge in step with the back office, and forgets a cart it no longer knows.
    rememberCart(session, cart);
    headers.append('set-cookie', await commitSession(session));
  }
  return data({ cart, delivery }, { headers });
}

export const action = ({ request }: ActionFunctionArgs) => cartAction(request);

export const meta: MetaFunction = () => [{ title: `${country.brand.storeName}` }, { name: 'robots', content: 'noindex' }];

export default function CartRoute() {
  const { cart, delivery } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CartScreen cart={cart} delivery={delivery} result={result} />;
}
