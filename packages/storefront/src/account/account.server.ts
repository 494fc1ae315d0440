// What the account page shows (spec sections 2 and 7): the orders, newest first (limit 999), the
// addresses (limit 100), the states of the shop's country for the address form, and the customer's
// reviews. Each part that fails to load leaves the rest of the page usable.
import { ApiError } from '@shop/api-client';
import { calls, ORDER_LIST_LIMIT, type Address, type CustomerReview, type OrderSummary, type State } from '@shop/contract';
import country from '../country/current-country.ts';
import type { SignedIn } from './signed-in.server.ts';
import { listAddresses } from './addresses.server.ts';

export type AccountData = {
  orders: OrderSummary[] | null;
  addresses: Address[] | null;
  states: State[];
  reviews: CustomerReview[] | null;
};

async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // A token the back office no longer takes (the email changed, the password changed elsewhere):
    // the caller signs the shopper out.
    if (error instanceof ApiError && error.status === 401) throw error;
    console.error(`loading ${what} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loadAccount({ backend, customer }: SignedIn): Promise<AccountData> {
  const [orders, addresses, states, reviews] = await Promise.all([
    orNull('orders', async () => {
      const answer = await backend.backOffice(calls.backoffice.orderList, { query: { customer: customer.id, limit: ORDER_LIST_LIMIT } });
      // Newest first, whatever order the answer has.
      return [...answer.OrderItems].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    }),
    listAddresses(backend, customer.id),
    orNull('states', async () => (await backend.backOffice(calls.backoffice.county, { params: { countryId: country.id } })).data),
    orNull('reviews', async () => (await backend.backOffice(calls.backoffice.customerReviews, { query: { lang: country.language, limit: 100 } })).data),
  ]);
  return { orders, addresses, states: states ?? [], reviews };
}
