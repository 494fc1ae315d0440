// The money of a placed order as the order page and the account's order detail show it, in the
// words of the cart (spec sections 1 and 9): coupon, delivery, a cash-on-delivery fee on its own
// line, and the total that was charged. Rendered inside the screen's own <dl>.
import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/contract';
import { money } from '../catalog/price.ts';

export function OrderAmounts({ order, totalClassName }: { order: OrderDetail; totalClassName?: string | undefined }) {
  const { t } = useLingui();
  return (
    <>
      {order.discount_taxed_cents > 0 ? (
        <>
          <dt>{t`Coupon ${order.coupon_code ?? ''}`}</dt>
          <dd>−{money(order.discount_taxed_cents)}</dd>
        </>
      ) : null}
      <dt>{t`Delivery`}</dt>
      <dd>{order.postage_amount_taxed === 0 ? t`Free` : money(order.postage_amount_taxed)}</dd>
      {order.payment_fee_taxed_cents > 0 ? (
        <>
          <dt>{t`Cash-on-delivery fee`}</dt>
          <dd>{money(order.payment_fee_taxed_cents)}</dd>
        </>
      ) : null}
      <dt className={totalClassName}>{t`Total`}</dt>
      <dd className={totalClassName}>
        <strong>{money(order.total_taxed_cents)}</strong>
      </dd>
    </>
  );
}
