// What the account-area journeys need from the back office directly: a registered customer, an
// order placed over HTTP (the storefront checkout is a separate journey), and the mail outbox.
import { randomBytes } from 'node:crypto';
import type { RunningBackOffice } from './start-shop.ts';

type Json = Record<string, unknown>;
export type OutboxMail = { kind: string; to: string; subject: string; text: string };

const countries = {
  de: { id: 5, locale: 'de_DE', address: { zipcode: '10115', city: 'Berlin', state_id: 3, phone: '030 12345678' } },
  at: { id: 13, locale: 'de_AT', address: { zipcode: '1060', city: 'Wien', state_id: 109, phone: '+43 664 1234567' } },
  ro: { id: 146, locale: 'ro_RO', address: { zipcode: '030031', city: 'București', state_id: 210, phone: '0721 123 456' } },
} as const;
export type CountryCode = keyof typeof countries;
/** What an order holds: `quantity` units of one sale element of a product. */
export type OrderItem = { productId: number; pseId: number; quantity: number };

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(4).toString('hex')}@example.org`;
}

export function backOfficeKit(backOffice: RunningBackOffice) {
  const guestHeaders = () => ({ authorization: `ShopToken ${backOffice.shopToken}`, 'x-user-identifier': `e2e-${randomBytes(6).toString('hex')}` });

  async function send(path: string, headers: Record<string, string>, body?: unknown): Promise<Json> {
    const response = await fetch(`${backOffice.apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  function postal(code: CountryCode, lastname: string) {
    return { label: 'Zuhause', title_id: 2, firstname: 'Erika', lastname, street: 'Hauptstraße', street_number: '7', country_id: countries[code].id, ...countries[code].address };
  }

  /** Registers a customer in a shop; answers the token and ids. */
  async function register(code: CountryCode, email: string, password: string) {
    const answer = (await send('/api/customer/register', guestHeaders(), {
      title_id: 2,
      firstname: 'Erika',
      lastname: 'Muster',
      email,
      email_confirm: email,
      password,
      password_confirm: password,
      locale: countries[code].locale,
      address: postal(code, 'Muster'),
    })) as { data: { token: string; customer: { ID: number; ADDRESS_ID: number } } };
    return { token: answer.data.token, customerId: answer.data.customer.ID, addressId: answer.data.customer.ADDRESS_ID };
  }

  /** Puts one unit of the first product that can be bought into a new cart. */
  async function cartWithOneItem(code: CountryCode, headers: Record<string, string>): Promise<number> {
    const list = (await send(`/api/products?limit=40&country_id=${countries[code].id}`, guestHeaders())) as {
      items: { ID: number; PRODUCT_SALE_ELEMENT: number; stock: number }[];
    };
    for (const product of list.items.filter((item) => item.stock > 2)) {
      try {
        const added = (await send('/api/cart/add', headers, {
          thelia_cart_add: { append: true, product: product.ID, product_sale_elements_id: product.PRODUCT_SALE_ELEMENT, quantity: 1 },
          country_id: countries[code].id,
        })) as { data: { cartId: number } };
        return added.data.cartId;
      } catch {
        // not sellable there (freight, on request, step): try the next one
      }
    }
    throw new Error('no product could be added to a cart');
  }

  /** A new cart holding `quantity` of one sale element. */
  async function cartWith(code: CountryCode, headers: Record<string, string>, item: OrderItem): Promise<number> {
    const added = (await send('/api/cart/add', headers, {
      thelia_cart_add: { append: true, product: item.productId, product_sale_elements_id: item.pseId, quantity: item.quantity },
      country_id: countries[code].id,
    })) as { data: { cartId: number } };
    return added.data.cartId;
  }

  /** Places an order paid offline as this shopper (of `item`, or of the first product that can be bought); answers its id and reference. */
  async function placeOrder(code: CountryCode, who: { headers: Record<string, string>; customerId: number; addressId: number; email: string; guest: boolean }, item?: OrderItem) {
    const cartId = item ? await cartWith(code, who.headers, item) : await cartWithOneItem(code, who.headers);
    const methods = (await send(`/api/ExternalOrderApi/getActivePaymentMethods/${cartId}`, who.headers)) as { data: { id: number; code: string }[] };
    // An offline method, so no payment page is involved: prepayment, or cash on delivery (Romania).
    const offline = methods.data.find((method) => method.code === 'vorkasse') ?? methods.data.find((method) => method.code === 'ramburs');
    if (!offline) throw new Error('no offline payment method is offered');
    const placed = (await send(`/api/${offline.code}/pay`, who.headers, {
      cart_id: cartId,
      customer_id: who.customerId,
      appliedCoupon: null,
      api_call: true,
      session_id: 'storefront',
      email: who.email,
      delivery_address_id: who.addressId,
      delivery_module_id: 77,
      invoice_address_id: who.addressId,
      payment_module_id: offline.id,
      postage_tax_rule_title: 'postage',
      country_id: countries[code].id,
      locale: countries[code].locale,
      isCompany: false,
      message: '',
      isCompleteDelivery: false,
      guest: who.guest,
    })) as { data: { order_id: number; order_ref: string } };
    return { id: placed.data.order_id, ref: placed.data.order_ref };
  }

  async function customerOrder(code: CountryCode, customer: { token: string; customerId: number; addressId: number }, email: string, item?: OrderItem) {
    return placeOrder(code, { headers: { authorization: `Bearer ${customer.token}` }, customerId: customer.customerId, addressId: customer.addressId, email, guest: false }, item);
  }

  async function guestOrder(code: CountryCode, email: string) {
    const headers = guestHeaders();
    const identity = (await send('/api/customer/guest', headers, { email, locale: countries[code].locale, invoice_address: postal(code, 'Gast') })) as {
      data: { customer_id: number; invoice_address_id: number };
    };
    return placeOrder(code, { headers, customerId: identity.data.customer_id, addressId: identity.data.invoice_address_id, email, guest: true });
  }

  /** The mails to an address, newest first, waiting until `until` finds one. */
  async function mailTo(email: string, until: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const response = await fetch(`${backOffice.apiUrl}/dev/mails.json?to=${encodeURIComponent(email)}`);
      const { mails } = (await response.json()) as { mails: OutboxMail[] };
      const found = mails.find(until);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no matching mail to ${email}`);
  }

  return { register, customerOrder, guestOrder, mailTo };
}

/** The first link in a mail's text that contains `path`. */
export function linkIn(text: string, path: string): URL {
  const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return new URL(link);
}
