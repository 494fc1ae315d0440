// The order-placed page: thanks, the order number, what was ordered and every cost; for prepayment
// the bank details, the EPC ("GiroCode") QR code a banking app scans, and a money-order slip to print.
import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/contract';
import { useEffect, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { money } from '../catalog/price.ts';
import { BankTransferSection, type BankTransfer } from './BankTransferSection.tsx';
import { OrderAmounts, shownOrderLine } from './OrderAmounts.tsx';
import styles from './order-placed.module.css';


export function OrderPlacedScreen(props: { order: OrderDetail; bank: BankTransfer | null; detailHref: string | null; cartForgotten: boolean; children?: ReactNode }) {
  const { order, bank, detailHref, cartForgotten, children } = props;
  const { t } = useLingui();
  const revalidator = useRevalidator();
  // The header was rendered alongside this page, before the cart was forgotten: update its badge.
  useEffect(() => {
    if (cartForgotten) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the page has loaded
  }, [cartForgotten]);
  // Cash on delivery is paid at the door: nothing to wait for before shipping.
  const awaitingPayment = order.status === 'not_paid' && order.payment_method.code !== 'ramburs';
  return (
    <section className={styles.page}>
      <h1>{t`Thank you for your order!`}</h1>
      <p className={styles.number}>
        {t`Order number`}: <strong data-testid="order-number">{order.ref}</strong>
      </p>
      <p>{t`We have sent a confirmation to your email address.`}</p>

      {bank ? (
        <BankTransferSection bank={bank} />
      ) : awaitingPayment ? (
        <p>{t`We will ship your order as soon as the payment has arrived.`}</p>
      ) : null}

      {children}

      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t`Your order`}</h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id}>
              <span>{t`${line.quantity} × ${line.title}`}</span>
              <span>{money(shownOrderLine(line, order.price_basis).total)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <OrderAmounts order={order} />
          <dt>{t`Payment`}</dt>
          <dd>{order.payment_method.title}</dd>
          <dt>{t`Delivery method`}</dt>
          <dd>{order.delivery_method.title}</dd>
        </dl>
      </section>
      <p className={styles.actions}>
        {detailHref ? <Link to={detailHref} reloadDocument>{t`Show the order`}</Link> : null}
        <Link to="/">{t`Continue shopping`}</Link>
      </p>
    </section>
  );
}
