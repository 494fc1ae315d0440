// The money of a cart or order summary (spec sections 1 and 9): goods, coupon, delivery ('Free'
// when 0, loading until known), a cash-on-delivery fee once that method is chosen, and the total,
// labelled gross with the country's tax title or net.
import { useLingui } from '@lingui/react/macro';
import { deliveryCostDisplay, orderTotal } from '@shop/pricing-vat';
import type { Cart } from '@shop/contract';
import { money } from '../catalog/price.ts';
import country from '../country/current-country.ts';
import styles from './cart.module.css';

export type DeliveryCost = { net: number; gross: number } | null;

/** True when the shopper pays VAT on this cart (false for VAT-exempt and 0 % company carts). */
export function cartIncludesVat(cart: Cart): boolean {
  return cart.lines.some((line) => line.tax_rate > 0);
}

export function CartTotals({
  cart,
  delivery,
  fee = 0,
  loadingDelivery = false,
}: {
  cart: Cart;
  delivery: DeliveryCost;
  /** The chosen payment method's fee (cash on delivery), as the buyer pays it. */
  fee?: number;
  loadingDelivery?: boolean;
}) {
  const { t } = useLingui();
  const includesVat = cartIncludesVat(cart);
  const deliveryCents = delivery === null ? null : includesVat ? delivery.gross : delivery.net;
  const shownDelivery = deliveryCents === null ? null : deliveryCostDisplay(deliveryCents);
  const total = orderTotal({ goods: cart.total_taxed_cents, discount: cart.discount_cents, delivery: deliveryCents, fee });
  return (
    <dl className={styles.totals}>
      <dt>{t`Goods`}</dt>
      <dd>{money(cart.total_taxed_cents)}</dd>
      {cart.discount_cents > 0 ? (
        <>
          <dt>{t`Coupon ${cart.coupon_code ?? ''}`}</dt>
          <dd>−{money(cart.discount_cents)}</dd>
        </>
      ) : null}
      <dt>{t`Delivery`}</dt>
      <dd aria-live="polite">
        {loadingDelivery ? t`Loading…` : shownDelivery === null ? t`Calculated at checkout` : shownDelivery.free ? t`Free` : money(shownDelivery.cost)}
      </dd>
      {fee > 0 ? (
        <>
          <dt>{t`Cash-on-delivery fee`}</dt>
          <dd>{money(fee)}</dd>
        </>
      ) : null}
      <dt className={styles.grandTotal}>{t`Total`}</dt>
      <dd className={styles.grandTotal}>{money(total)}</dd>
      <dd className={styles.vatNote}>{includesVat ? t`incl. ${country.taxTitle}` : t`net, 0% VAT`}</dd>
    </dl>
  );
}
