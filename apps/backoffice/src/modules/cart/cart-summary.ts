// A cart as money: its priced lines, what the goods cost, and what its coupon takes off. Shared
// by the cart view, the coupon, postage and delivery-cost calls, and order placement.
import { orderTotals, priceBasis, type PriceBasis } from '@shop/pricing-vat';
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
  /** Gross for consumers, net for company and VAT-exempt buyers (decision 014). */
  basis: PriceBasis;
  goodsCents: number;
  /** The goods' gross (on the net basis: for reference, the VAT is added per rate on the order). */
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
    lines: items.map((item) => ({ pseId: item.pse_id, quantity: item.quantity, cartItemId: item.id, fulfilmentCenterId: item.fulfilment_center_id })),
    publicUrl: options.publicUrl,
  });
  const basis = priceBasis(buyer);
  const goods = orderTotals({ basis, lines: linesForTotals(lines), discount: 0, delivery: null, fee: null }).goods;
  const goodsTaxedCents = goods.gross;
  const code = options.couponCode !== undefined ? options.couponCode : cart.coupon_code;
  let coupon: CouponOutcome | null = null;
  if (code) {
    const row = await findCoupon(db, code);
    coupon = evaluateCoupon(row, {
      now: options.now,
      currency: country.currencyCode,
      countryId: country.id,
      // The coupon takes off the goods as the buyer sees them: gross, or net on the net basis.
      goodsCents: basis === 'net' ? goods.net : goodsTaxedCents,
      usesByBuyer: row ? await couponUsesBy(db, row.id, buyer?.email ?? null) : null,
    });
  }
  return {
    cart,
    country,
    buyer,
    lines,
    basis,
    goodsCents: goods.net,
    goodsTaxedCents,
    weightGrams: lines.reduce((total, line) => total + line.weightGrams * line.quantity, 0),
    hasFreight: lines.some((line) => line.isFreight),
    coupon,
  };
}

/** The coupon's discount on the goods (on the summary's basis), 0 when there is none or it does not apply. */
export function discountOfSummary(summary: CartSummary): number {
  return summary.coupon?.ok ? summary.coupon.discountCents : 0;
}

/** Priced lines as pricing-vat `orderTotals` takes them. */
export function linesForTotals(lines: readonly PricedLine[]): { lineGross: number; lineNet: number; rate: number }[] {
  return lines.map((line) => ({ lineGross: line.lineGross, lineNet: line.lineNet, rate: line.taxRate }));
}

/** The goods after the coupon, gross (what free-shipping thresholds compare with). */
export function discountedGoodsTaxed(summary: CartSummary): number {
  return orderTotals({ basis: summary.basis, lines: linesForTotals(summary.lines), discount: discountOfSummary(summary), delivery: null, fee: null }).total.gross;
}
