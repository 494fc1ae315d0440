// Checks of a pay payload that need the database: the buyer is the caller (a signed-in customer
// orders for their own account; a guest only for a guest record), the addresses are the buyer's,
// and a failed payment was not just now (spec section 4: wait 2 minutes).
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { type Buyer, loadBuyer } from '../cart/index.ts';
import { type AddressRow, paymentRetryWaitSeconds } from '../orders/index.ts';
import { addressesOfCustomer } from './checkout-repository.ts';
import { lastPaymentErrorSince } from './pay-repository.ts';

export async function buyerForCheckout(db: Db, caller: Caller, customerId: number): Promise<Buyer> {
  const buyer = await loadBuyer(db, customerId);
  const allowed =
    buyer !== null && ((caller.kind === 'customer' && caller.customerId === buyer.customerId) || (caller.kind === 'guest' && buyer.isGuest));
  if (!buyer || !allowed) throw new AppError('forbidden', { message: 'Please sign in to order for this customer.' });
  return buyer;
}

export async function buyerAddresses(db: Db, buyer: Buyer, ids: { delivery: number; invoice: number }): Promise<{ delivery: AddressRow; invoice: AddressRow }> {
  const rows = await addressesOfCustomer(db, buyer.customerId, [ids.delivery, ids.invoice]);
  const pick = (id: number, path: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    // Another customer's address reads like one that does not exist.
    if (!row) throw new AppError('validation_failed', { message: 'Unknown address.', fields: [{ path, message: 'Unknown address.' }] });
    return row;
  };
  return { delivery: pick(ids.delivery, 'delivery_address_id'), invoice: pick(ids.invoice, 'invoice_address_id') };
}

/**
 * Refuses a new online payment while a failed one of the same cart or buyer is younger than the wait
 * (spec section 4: 2 minutes; decision 029): a payment of the failed attempt still on its way could
 * otherwise be charged twice. Prepayment and cash on delivery charge nothing now, so they may be
 * chosen at once. The refusal says how many seconds are left.
 */
export async function checkRetryWait(db: Db, input: { cartId: number; customerId: number; kind: 'online' | 'prepayment' | 'cash_on_delivery'; now: Date }): Promise<void> {
  if (input.kind !== 'online') return;
  const wait = await paymentRetryWaitSeconds(db);
  const since = new Date(input.now.getTime() - wait * 1000).toISOString();
  const failedAt = await lastPaymentErrorSince(db, { cartId: input.cartId, customerId: input.customerId }, since);
  if (failedAt === undefined) return;
  const left = Math.max(1, Math.ceil((new Date(failedAt).getTime() + wait * 1000 - input.now.getTime()) / 1000));
  throw new AppError('payment_retry_wait', { retryAfterSeconds: left });
}
