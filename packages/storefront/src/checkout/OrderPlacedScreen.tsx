// The order-placed page: thanks, the order number, what was ordered and every cost; for prepayment
// the bank details, the EPC ("GiroCode") QR code a banking app scans, and a money-order slip to print.
import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/contract';
// The subpath: the contract's root would bring every schema into the page's JavaScript.
import { ibanForPrint } from '@shop/contract/iban';
import { useEffect, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { money } from '../catalog/price.ts';
import { OrderAmounts, shownOrderLine } from './OrderAmounts.tsx';
import styles from './order-placed.module.css';

export type BankTransfer = { beneficiary: string; iban: string; bic: string; amount_cents: number; reference: string; qr_svg: string };

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
        <section className={styles.bank} aria-labelledby="bank-heading">
          <h2 id="bank-heading">{t`Please transfer the amount`}</h2>
          <div className={styles.bankGrid}>
            <dl className={styles.details}>
              <dt>{t`Beneficiary`}</dt>
              <dd>{bank.beneficiary}</dd>
              <dt>IBAN</dt>
              <dd>{ibanForPrint(bank.iban)}</dd>
              <dt>BIC</dt>
              <dd>{bank.bic}</dd>
              <dt>{t`Amount`}</dt>
              <dd>{money(bank.amount_cents)}</dd>
              <dt>{t`Payment reference`}</dt>
              <dd>{bank.reference}</dd>
            </dl>
            <figure className={styles.qr}>
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(bank.qr_svg)}`} width={180} height={180} alt={t`QR code for the bank transfer (EPC GiroCode)`} />
              <figcaption>{t`Scan with your banking app`}</figcaption>
            </figure>
          </div>
          <MoneyOrderSlip bank={bank} />
        </section>
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

/**
 * A money-order (transfer) slip laid out like the bank form, shown under the bank details (a caption,
 * not a heading: the same details, ready to copy by hand); printing shows only the slip.
 */
function MoneyOrderSlip({ bank }: { bank: BankTransfer }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Beneficiary`, bank.beneficiary],
    ['IBAN', ibanForPrint(bank.iban)],
    ['BIC', bank.bic],
    [t`Amount`, money(bank.amount_cents)],
    [t`Payment reference`, bank.reference],
  ];
  return (
    <figure className={styles.slipBox}>
      <figcaption className={styles.slipCaption}>{t`Money-order payment slip`}</figcaption>
      <div className={styles.slip} data-testid="money-order-slip">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.slipRow}>
            <span className={styles.slipLabel}>{label}</span>
            <span className={styles.slipValue}>{value}</span>
          </div>
        ))}
      </div>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        {t`Print payment slip`}
      </button>
    </figure>
  );
}
