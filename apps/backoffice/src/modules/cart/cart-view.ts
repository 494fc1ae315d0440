// The cart as the contract answers it (`cartSchema`): unit prices per line, goods totals before
// the coupon, and the coupon's discount on its own (gross cents, or net on the net basis).
import type { Cart } from '@shop/contract';
import type { CartSummary } from './cart-summary.ts';
import { discountOfSummary } from './cart-summary.ts';

export function toCartView(summary: CartSummary): Cart {
  const coupon = summary.coupon;
  return {
    id: summary.cart.id,
    customer_id: summary.cart.customer_id,
    currency: summary.country.currencyCode,
    coupon_code: coupon?.ok ? coupon.code : null,
    price_basis: summary.basis,
    discount_cents: discountOfSummary(summary),
    total_cents: summary.goodsCents,
    total_taxed_cents: summary.goodsTaxedCents,
    lines: summary.lines.map((line) => ({
      cart_item_id: line.cartItemId ?? 0,
      product_id: line.productId,
      product_sale_elements_id: line.pseId,
      quantity: line.quantity,
      ref: line.ref,
      title: line.title,
      url: line.url,
      image_url: line.imageUrl,
      unit_price_cents: line.unitNet,
      unit_price_taxed_cents: line.unitGross,
      line_total_cents: line.lineNet,
      line_total_taxed_cents: line.lineGross,
      quantity_step: line.quantityStep,
      is_promo: line.isPromo,
      tax_rate: line.taxRate,
      is_freight: line.isFreight,
      undeliverable: line.undeliverable,
      fulfilment_center_id: line.fulfilmentCenterId,
    })),
  };
}
