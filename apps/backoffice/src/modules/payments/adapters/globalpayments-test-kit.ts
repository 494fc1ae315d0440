// Test only: a card order through the Global Payments adapter as the payer's browser makes it (the
// pay call, the back-office page that posts the signed request to the HPP stand-in, the payer's
// button there), for the adapter's tests and for tests of what follows a payment (flagged payments).
import { expect } from 'vitest';
import { type CheckoutKit, RO } from '../../checkout/testing.ts';
import type { GlobalPaymentsStandIn } from './globalpayments-stand-in.ts';

type PayAnswer = { order_id: number; order_ref: string; redirect_url: string };

/** The form fields of the back office's auto-posting page, and where it posts them. */
export function hppForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries([...html.matchAll(/name="([A-Z0-9_]+)" value="([^"]*)"/g)].map((match) => [match[1], (match[2] ?? '').replace(/&amp;/g, '&')]));
  return { action, fields };
}

export function gpCheckout(kit: CheckoutKit, hpp: GlobalPaymentsStandIn) {
  /** A shopper's order placed for card payment, and the payer's browser arrived on the HPP. */
  async function cardOrder(who: 'guest' | 'customer' = 'guest', countryId = RO) {
    const shopper = await kit.shopper(who, { countryId });
    const item = await kit.sellable({ countryId, stock: 4 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const answer = await kit.pay(shopper, cartId, 'globalpayments');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = (answer.body as { data: PayAnswer }).data;
    // The back-office page posts the signed request to the HPP, as the browser would.
    const page = await fetch(placed.redirect_url);
    expect(page.status).toBe(200);
    const { action, fields } = hppForm(await page.text());
    const onHpp = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    expect(onHpp.status).toBe(200);
    return { shopper, item, stockBefore, cartId, placed, orderId: fields.ORDER_ID ?? '', fields, order: await kit.order(placed.order_id) };
  }

  /** The payer's button on the HPP; answers the merchant's page the HPP shows. */
  async function onHpp(orderId: string, action: 'pay' | 'decline' | 'cancel') {
    const answer = await fetch(`${hpp.hppUrl}/${encodeURIComponent(orderId)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
    return { status: answer.status, html: await answer.text() };
  }

  return { cardOrder, onHpp };
}
