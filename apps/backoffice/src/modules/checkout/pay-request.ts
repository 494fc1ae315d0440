// Checks of a pay payload that need the database: the buyer is the caller (a signed-in customer
// orders for their own account; a guest only for a guest record), the addresses are the buyer's,
// and a failed payment was not just now (spec section 4: wait 2 minutes).
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { type Buyer, loadBuyer } from '../cart/index.ts';
import { type AddressRow, findSetting } from '../orders/index.ts';
import { addressesOfCustomer } from './checkout-repository.ts';
import { hasPaymentErrorSince } from './pay-repository.ts';

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

const DEFAULT_RETRY_WAIT_SECONDS = 120;

/** Refuses a new payment while a failed one of the same cart or buyer is younger than the wait. */
export async function checkRetryWait(db: Db, cartId: number, customerId: number, now: Date): Promise<void> {
  const seconds = Number((await findSetting(db, 'payment_retry_wait_seconds')) ?? DEFAULT_RETRY_WAIT_SECONDS);
  const since = new Date(now.getTime() - (Number.isFinite(seconds) ? seconds : DEFAULT_RETRY_WAIT_SECONDS) * 1000).toISOString();
  if (await hasPaymentErrorSince(db, { cartId, customerId }, since)) throw new AppError('payment_retry_wait');
}
