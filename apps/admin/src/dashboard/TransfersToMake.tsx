// Refunds by hand still to transfer (issue 34): each prepayment or cash-on-delivery refund, with the
// payer's IBAN and name, until staff mark its transfer sent (audited; a second click changes nothing).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type RefundToTransfer } from '@shop/contract/admin';
import { ibanForPrint } from '@shop/contract/iban';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useRevalidator } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';

export async function transfersLoader(): Promise<RefundToTransfer[]> {
  return (await adminCall(adminCalls.orders.refundsToTransfer, {})).data;
}

export function TransfersToMake({ transfers }: { transfers: RefundToTransfer[] }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const markSent = async (transfer: RefundToTransfer) => {
    setBusy(transfer.refund_id);
    try {
      await adminCall(adminCalls.orders.markRefundSent, { params: { refund_id: transfer.refund_id }, body: {} });
      toast.success(t`Transfer to ${transfer.payer_name} marked as sent.`);
      await revalidator.revalidate();
    } catch {
      toast.error(t`That did not work. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  const caption = t`Refunds to transfer by hand, oldest first (${transfers.length} in all)`;
  return (
    <>
      <h2 id="transfers-to-make">{t`Refunds to transfer`}</h2>
      {transfers.length === 0 ? (
        <p className={styles.empty}>{t`No refund waits to be transferred.`}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Order`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Payer`}</th>
                <th scope="col">{t`IBAN`}</th>
                <th scope="col">{t`Refunded`}</th>
                <th scope="col">{t`Transfer`}</th>
              </tr>
            </thead>
            <tbody>
              {transfers.map((transfer) => (
                <tr key={transfer.refund_id}>
                  <td className={styles.nowrap}>
                    <Link to={`/orders/${transfer.order_id}`}>{transfer.order_ref}</Link>
                  </td>
                  <td>{money(transfer.amount_cents, transfer.currency)}</td>
                  <td>{transfer.payer_name}</td>
                  <td className={styles.nowrap}>{ibanForPrint(transfer.payer_iban)}</td>
                  <td>{dateTime(transfer.created_at)}</td>
                  <td>
                    <button type="button" className={styles.button} disabled={busy === transfer.refund_id} onClick={() => void markSent(transfer)}>
                      {t`Mark ${transfer.order_ref} as sent`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
