// Everything the checkout page shows (spec sections 3, 4 and 7): the cart, active delivery and
// payment methods for it, pickup points, the customer's addresses, the state list, and the
// delivery cost for the chosen method and state.
import { ApiError } from '@shop/api-client';
import { calls, offlinePaymentCodes, type Address, type Cart, type DeliveryMethod, type PaymentMethod, type PickupPoint } from '@shop/contract';
import { currentCart } from '../cart/cart.server.ts';
import type { DeliveryCost } from '../cart/CartTotals.tsx';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { signedInCustomer, type ShopSession } from '../session/session.server.ts';
import { chooseDeliveryMethod } from './delivery-choice.ts';

export type CheckoutData = {
  cart: Cart;
  deliveryMethods: DeliveryMethod[];
  paymentMethods: PaymentMethod[];
  /** The titles of the methods that need no wait after a failed online payment (prepayment, cash on delivery; decision 029). */
  offlinePayments: string[];
  pickupPoints: PickupPoint[];
  chosenDeliveryId: number | null;
  delivery: DeliveryCost;
  states: { id: number; title: string }[];
  /** Null for a guest. */
  customer: { email: string; firstname: string; isCompany: boolean; addresses: Address[] } | null;
};

export async function loadCheckout(
  backend: Backend,
  session: ShopSession,
  choice: { deliveryId?: number | undefined; stateId?: number | undefined; addressId?: number | undefined } = {},
  /** The order action checks the form against the methods; the back office prices the order itself. */
  options: { withPostage: boolean } = { withPostage: true },
): Promise<CheckoutData | null> {
  const cart = await currentCart(backend, session);
  if (!cart || cart.lines.length === 0) return null;
  const customer = signedInCustomer(session);
  const [deliveries, payments, pickups, states, addresses] = await Promise.all([
    backend.backOffice(calls.backoffice.activeDelivery, { params: { cart: cart.id } }),
    backend.backOffice(calls.backoffice.activePaymentMethods, { params: { cart: cart.id } }),
    backend.cachedHelper(calls.helper.localPickup, {}),
    backend.backOffice(calls.backoffice.county, { params: { countryId: country.id } }),
    customer ? backend.backOffice(calls.backoffice.addressList, { query: { customer_id: customer.id, limit: 100 } }) : null,
  ]);
  const chosen = chooseDeliveryMethod(deliveries.data, choice.deliveryId ?? session.get('deliveryId'));
  const customerAddresses = addresses?.AddressItems ?? [];
  const deliveryAddress = customerAddresses.find((address) => address.id === choice.addressId) ?? customerAddresses.find((address) => address.is_default);
  const stateId = choice.stateId ?? deliveryAddress?.state_id ?? undefined;
  return {
    cart,
    deliveryMethods: deliveries.data.toSorted((a, b) => a.position - b.position),
    paymentMethods: payments.data.toSorted((a, b) => a.position - b.position),
    offlinePayments: payments.data.filter((method) => offlinePaymentCodes.includes(method.code)).toSorted((a, b) => a.position - b.position).map((method) => method.title),
    pickupPoints: pickups.data.filter((point) => point.country_id === country.id),
    chosenDeliveryId: chosen?.id ?? null,
    delivery: chosen && options.withPostage ? await postageOf(backend, cart, chosen.id, stateId ?? null) : null,
    states: states.data.map((state) => ({ id: state.id, title: state.title })),
    customer: customer
      ? { email: customer.email, firstname: customer.firstname, isCompany: customer.isCompany, addresses: customerAddresses }
      : null,
  };
}

async function postageOf(backend: Backend, cart: Cart, deliveryModuleId: number, stateId: number | null): Promise<DeliveryCost> {
  try {
    const answer = await backend.backOffice(calls.backoffice.customDeliveryPostage, {
      body: { country_id: country.id, state_id: stateId, cart_id: cart.id, locale: country.locale, delivery_module_id: deliveryModuleId },
    });
    return { net: answer.postage_amount, gross: answer.postage_amount_taxed };
  } catch (error) {
    // Unknown until the address is complete; the order summary says so.
    if (error instanceof ApiError) return null;
    throw error;
  }
}
