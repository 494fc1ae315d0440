// The money of a placed order as the order page and the account's order detail show it, in the
// words of the cart (spec sections 1 and 9, decision 014): coupon, delivery, a cash-on-delivery fee
// on its own line, the total that was charged and the VAT per rate the back office read from the
// order's stored amounts (pricing-vat invoiceTotals). Rendered inside the screen's own <dl>.
import type { OrderDetail, OrderLine } from '@shop/contract';
import { shownLine, type PriceBasis } from '@shop/pricing-vat';
import { MoneyRows } from '../cart/MoneyRows.tsx';

export function OrderAmounts({ order, totalClassName }: { order: OrderDetail; totalClassName?: string | undefined }) {
  const totals = {
    goods: { gross: 0, net: 0 },
    discount: { gross: order.discount_taxed_cents, net: order.discount_cents },
    delivery: { gross: order.postage_amount_taxed, net: order.postage_amount },
    fee: { gross: order.payment_fee_taxed_cents, net: order.payment_fee_cents },
    total: { gross: order.total_taxed_cents, net: order.total_cents },
    vat: order.vat_lines.filter((line) => line.rate > 0),
  };
  return <MoneyRows basis={order.price_basis} totals={totals} couponCode={order.coupon_code} showGoods={false} deliveryText={null} totalClassName={totalClassName} />;
}

/** An order line's unit price and total on the order's basis (pricing-vat shownLine). */
export function shownOrderLine(line: OrderLine, basis: PriceBasis) {
  return shownLine(
    { unitNet: line.unit_price_cents, unitGross: line.unit_price_taxed_cents, quantity: line.quantity, lineNet: line.line_total_cents, lineGross: line.line_total_taxed_cents },
    basis,
  );
}
