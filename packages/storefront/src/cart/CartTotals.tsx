// The money of a cart or checkout summary (spec sections 1 and 9, decision 014): goods, coupon,
// delivery ('Free' when 0, loading until known), a cash-on-delivery fee once that method is chosen,
// the total and the VAT per rate, on the buyer's price basis (pricing-vat orderTotals).
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@shop/contract';
import { orderTotals, vatRateFromTaxTitle } from '@shop/pricing-vat';
import { usePriceContext } from '../catalog/use-prices.ts';
import { MoneyRows } from './MoneyRows.tsx';
import styles from './cart.module.css';

export type DeliveryCost = { net: number; gross: number } | null;

export function CartTotals({
  cart,
  delivery,
  fee = 0,
  loadingDelivery = false,
}: {
  cart: Cart;
  delivery: DeliveryCost;
  /** The chosen payment method's fee (cash on delivery), gross (its net for a VAT-exempt buyer). */
  fee?: number;
  loadingDelivery?: boolean;
}) {
  const { t } = useLingui();
  const { shopper, taxTitle } = usePriceContext();
  // Postage and fee carry the country's rate; a VAT-exempt buyer pays their net at 0 %.
  const serviceRate = shopper.excludeVat ? 0 : (vatRateFromTaxTitle(taxTitle) ?? 0);
  const deliveryAmount = delivery === null ? null : shopper.excludeVat ? { gross: delivery.net, net: delivery.net, rate: 0 } : { ...delivery, rate: serviceRate };
  const totals = orderTotals({
    basis: cart.price_basis,
    lines: cart.lines.map((line) => ({ lineGross: line.line_total_taxed_cents, lineNet: line.line_total_cents, rate: line.tax_rate })),
    discount: cart.discount_cents,
    delivery: deliveryAmount,
    fee: fee > 0 ? { gross: fee, rate: serviceRate } : null,
  });
  return (
    <dl className={styles.totals}>
      <MoneyRows
        basis={cart.price_basis}
        totals={totals}
        couponCode={cart.coupon_code}
        showGoods
        deliveryText={loadingDelivery ? t`Loading…` : delivery === null ? t`Calculated at checkout` : null}
        totalClassName={styles.grandTotal}
      />
    </dl>
  );
}
