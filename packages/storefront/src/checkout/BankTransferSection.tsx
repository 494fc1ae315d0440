// The bank details of a prepayment order: the shop's account, the amount and the order's
// reference, the EPC ("GiroCode") QR code a banking app scans, and a money-order slip to print.
// On the order-placed page, and on the order's page (account, guest link) while the transfer is
// awaited (issue 37).
import { useLingui } from '@lingui/react/macro';
// The subpath: the contract's root would bring every schema into the page's JavaScript.
import { ibanForPrint } from '@shop/contract/iban';
import { money } from '../catalog/price.ts';
import styles from './order-placed.module.css';

export type BankTransfer = { beneficiary: string; iban: string; bic: string; amount_cents: number; reference: string; qr_svg: string };

export function BankTransferSection({ bank }: { bank: BankTransfer }) {
  const { t } = useLingui();
  return (
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
