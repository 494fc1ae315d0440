// What the shopper typed into the checkout, kept in the sealed session cookie when the order is
// placed (issue 37): a declined or cancelled online payment brings the shopper back to a filled-in
// checkout, not an empty one. Only the form's own fields (never the terms' tick: a new order is
// agreed to anew), each at most 200 characters, for an hour; a draft that would crowd the cookie
// is not kept. The order-placed page forgets it with the cart.
import type { ShopSession } from '../session/session.server.ts';

const FIELD = /^(email|message|as_company|ship_elsewhere|is_complete_delivery|delivery_module_id|payment_module_id|local_pickup_id|invoice_address_id|delivery_address_id|(invoice|delivery|company)\.[a-z_]{1,30})$/;
const MAX_VALUE = 200;
const MAX_DRAFT = 1_600;
const LIFETIME_MS = 60 * 60 * 1000;

export function keepCheckoutDraft(session: ShopSession, values: Record<string, string>, now = new Date()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => FIELD.test(name) && value !== '').map(([name, value]) => [name, value.slice(0, MAX_VALUE)]));
  if (JSON.stringify(kept).length > MAX_DRAFT) {
    session.unset('checkoutDraft');
    return;
  }
  session.set('checkoutDraft', { values: kept, savedAt: now.toISOString() });
}

/** The draft, while it is fresh; null otherwise. */
export function checkoutDraftOf(session: ShopSession, now = new Date()): Record<string, string> | null {
  const draft = session.get('checkoutDraft');
  if (!draft) return null;
  if (now.getTime() - new Date(draft.savedAt).getTime() > LIFETIME_MS) {
    session.unset('checkoutDraft');
    return null;
  }
  return draft.values;
}
