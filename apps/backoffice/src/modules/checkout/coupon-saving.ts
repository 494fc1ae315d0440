// What a coupon saves on a cart (issue 37), so a code that saves nothing (free shipping where
// delivery is free already) is refused, and one that saves less than the cart's coupon is taken only
// when the shopper confirms: its discount and what it changes of the postage with the shop's
// standard delivery method, as the cart page shows it (pricing-vat's couponSaving).
import { couponSaving } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import type { CartSummary } from '../cart/index.ts';
import { postageOfSummary } from '../delivery/index.ts';
import { defaultDeliveryModule } from './default-delivery.ts';

/** The coupon's saving on the summary's basis; null when the summary's coupon does not apply. */
export async function savingOfCoupon(db: Db, summary: CartSummary): Promise<number | null> {
  if (!summary.coupon?.ok) return null;
  const discountCents = summary.coupon.discountCents;
  try {
    const module = await defaultDeliveryModule(db, summary.country);
    const [without, withCoupon] = await Promise.all([
      postageOfSummary(db, { ...summary, coupon: null }, { module, stateId: null }),
      postageOfSummary(db, summary, { module, stateId: null }),
    ]);
    // The postage on the basis the discount is on: net for company customers, as they pay it otherwise.
    const on = (postage: { cents: number; taxedCents: number }) => (summary.basis === 'net' ? postage.cents : postage.taxedCents);
    return couponSaving({ discountCents, deliveryWithoutCents: on(without), deliveryWithCents: on(withCoupon) });
  } catch {
    // No standard delivery for this cart (too heavy, not delivered there): the discount is what it saves.
    return discountCents;
  }
}
