// The order the outcome pages show: the one this session just placed (by id, as the shopper who
// placed it), or a guest's order by reference and the hash from its link.
import { ApiError } from '@shop/api-client';
import { calls, type OrderDetail } from '@shop/contract';
import type { Backend } from '../server/backend.server.ts';
import { signedInCustomer, type ShopSession } from '../session/session.server.ts';

export async function outcomeOrder(backend: Backend, session: ShopSession, ref: string | null, hash: string | null): Promise<OrderDetail | null> {
  const last = session.get('lastOrder');
  try {
    if (hash && ref) {
      const answer = await backend.backOffice(calls.backoffice.guestOrder, { params: { ref, hash } });
      return answer.OrderItems[0] ?? null;
    }
    if (last && (ref === null || ref === last.ref)) {
      const customer = signedInCustomer(session);
      const answer = await backend.backOffice(calls.backoffice.order, { params: { id: last.id }, query: customer ? { customer: customer.id } : {} });
      return answer.OrderItems[0] ?? null;
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/** The order is placed: the next purchase starts with an empty cart and a new checkout key. */
export function forgetPlacedCart(session: ShopSession): void {
  for (const key of ['cartId', 'cartCount', 'coupon', 'checkoutKey', 'checkoutDraft'] as const) session.unset(key);
}
