// A cart as money: its priced lines, what the goods cost, and what its coupon takes off. Shared
// by the cart view, the coupon, postage and delivery-cost calls, and order placement.
import { orderTotals } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { type CouponOutcome, couponUsesBy, evaluateCoupon, findCoupon } from '../coupons/index.ts';
import { loadShopCountry, type ShopCountry } from '../shop/index.ts';
import { cartItems, type CartRow } from './cart-repository.ts';
import { loadBuyer, priceLines, type Buyer, type PricedLine } from './cart-pricing.ts';

export type CartSummary = {
  cart: CartRow;
  country: ShopCountry;
  buyer: Buyer | null;
  lines: PricedLine[];
  goodsCents: number;
  /** What the goods cost the buyer: gross, or net for VAT-exempt buyers (their gross is net). */
  goodsTaxedCents: number;
  weightGrams: number;
  hasFreight: boolean;
  /** Null without a coupon code. */
  coupon: CouponOutcome | null;
};

export async function summarizeCart(
  db: Db,
  cart: CartRow,
  options: {
    now: Date;
    publicUrl: string;
    /** Price for this country instead of the cart's (the delivery country at checkout). */
    countryId?: number;
    /** The buyer at checkout (a guest's customer record); default: the cart's customer. */
    buyer?: Buyer | null;
    /** The coupon to apply; default: the one stored on the cart. */
    couponCode?: string | null;
  },
): Promise<CartSummary> {
  const [country, buyer, items] = await Promise.all([
    loadShopCountry(db, options.countryId ?? cart.country_id, options.now),
    options.buyer !== undefined ? options.buyer : loadBuyer(db, cart.customer_id),
    cartItems(db, cart.id),
  ]);
  const lines = await priceLines(db, {
    country,
    buyer,
    lines: items.map((item) => ({ pseId: item.pse_id, quantity: item.quantity, cartItemId: item.id })),
    publicUrl: options.publicUrl,
  });
  const goods = orderTotals({ lines: lines.map((line) => ({ lineGross: line.lineGross, rate: line.taxRate })), discount: 0, delivery: null, fee: null }).goods;
  const goodsTaxedCents = goods.gross;
  const code = options.couponCode !== undefined ? options.couponCode : cart.coupon_code;
  let coupon: CouponOutcome | null = null;
  if (code) {
    const row = await findCoupon(db, code);
    coupon = evaluateCoupon(row, {
      now: options.now,
      currency: country.currencyCode,
      countryId: country.id,
      goodsCents: goodsTaxedCents,
      usesByBuyer: row ? await couponUsesBy(db, row.id, buyer?.email ?? null) : null,
    });
  }
  return {
    cart,
    country,
    buyer,
    lines,
    goodsCents: goods.net,
    goodsTaxedCents,
    weightGrams: lines.reduce((total, line) => total + line.weightGrams * line.quantity, 0),
    hasFreight: lines.some((line) => line.isFreight),
    coupon,
  };
}

/** The coupon's discount on the goods, 0 when there is none or it does not apply. */
export function discountOfSummary(summary: CartSummary): number {
  return summary.coupon?.ok ? summary.coupon.discountCents : 0;
}
