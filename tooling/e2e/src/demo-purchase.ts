// A paid order of a demo customer, placed through the back office's own calls (sign in, cart,
// PayPal-type wallet, approve on the sandbox payment page): only customers who bought a product
// may review it, and the cart and checkout screens are not what these journeys test.
import type { RunningBackOffice } from './start-shop.ts';

type Json = Record<string, unknown>;

async function json(response: Response): Promise<Json> {
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function buyAsDemoCustomer(
  backOffice: RunningBackOffice,
  who: { email: string; password: string },
  item: { productId: number; pseId: number },
  locale = 'de_AT',
): Promise<{ orderId: number; ref: string }> {
  const api = (path: string) => `${backOffice.apiUrl}/api${path}`;
  const shop = { authorization: `ShopToken ${backOffice.shopToken}`, 'x-user-identifier': 'e2e-purchase', 'content-type': 'application/json' };
  const session = (await json(await fetch(api('/customer/login'), { method: 'POST', headers: shop, body: JSON.stringify(who) }))).data as {
    token: string;
    customer: { ID: number; ADDRESS_ID: number | null; COUNTRY_ID: number | null };
  };
  const bearer = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  const added = await json(
    await fetch(api('/cart/add'), {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ thelia_cart_add: { append: true, product: item.productId, product_sale_elements_id: item.pseId, quantity: 1 } }),
    }),
  );
  const cartId = (added.data as { cartId: number }).cartId;
  const methods = (await json(await fetch(api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: bearer }))).data as { id: number; code: string }[];
  const paypal = methods.find((method) => method.code === 'paypal');
  if (!paypal) throw new Error(`no paypal among ${methods.map((m) => m.code).join(', ')}`);
  const paid = await json(
    await fetch(api('/paypal/pay'), {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({
        cart_id: cartId,
        customer_id: session.customer.ID,
        appliedCoupon: null,
        api_call: true,
        session_id: 'storefront',
        email: who.email,
        delivery_address_id: session.customer.ADDRESS_ID,
        delivery_module_id: 77,
        invoice_address_id: session.customer.ADDRESS_ID,
        payment_module_id: paypal.id,
        postage_tax_rule_title: 'postage',
        country_id: session.customer.COUNTRY_ID ?? 13,
        locale,
        isCompany: false,
        message: '',
        isCompleteDelivery: false,
        guest: false,
      }),
    }),
  );
  const redirect = (paid.data as { redirect_url: string }).redirect_url;
  // What the payer's browser does on the sandbox page: submit the approve form.
  const html = await (await fetch(redirect)).text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) => /value="approve"/.test(match[2] ?? ''));
  if (!form) throw new Error('no approve form on the sandbox page');
  const fields = Object.fromEntries([...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((input) => [input[1], input[2]]));
  const approved = await fetch(new URL(form[1] ?? '', redirect), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  if (approved.status >= 400) throw new Error(`sandbox approve: ${approved.status}`);
  const placed = paid.data as { order_id: number; order_ref: string };
  return { orderId: placed.order_id, ref: placed.order_ref };
}
