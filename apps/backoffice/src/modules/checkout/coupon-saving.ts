// What a coupon saves on a cart (issue 37), so a code that saves nothing (free shipping where
// delivery is free already) is refused, and one that saves less than the cart's coupon is taken only
// when the shopper confirms: its discount and what it changes of the postage with the shop's
// standard delivery method, as the cart page shows it (pricing-vat's couponSaving).
import { DEFAULT_DELIVERY_MODULE_ID } from '@shop/contract';
import { couponSaving } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import type { CartSummary } from '../cart/index.ts';
import { deliveryModuleFor, postageOfSummary } from '../delivery/index.ts';
import { findSetting } from '../orders/index.ts';

/** The coupon's saving on the summary's basis; null when the summary's coupon does not apply. */
export async function savingOfCoupon(db: Db, summary: CartSummary): Promise<number | null> {
  if (!summary.coupon?.ok) return null;
  const discountCents = summary.coupon.discountCents;
  const moduleId = Number((await findSetting(db, 'default_delivery_module_id')) ?? DEFAULT_DELIVERY_MODULE_ID);
  try {
    const module = await deliveryModuleFor(db, moduleId, summary.country.id, summary.country.lang);
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
