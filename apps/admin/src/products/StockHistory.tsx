// A variant's stock history: the newest entries of its stock ledger (orders, cancellations,
// returns, imports, changes by hand), each with its centre, why and who. The stock is their sum.
import { useLingui } from '@lingui/react/macro';
import type { ProductVariant, StockReason } from '@shop/contract/admin';
import { Link } from 'react-router';
import styles from '../components/admin.module.css';
import { dateTime } from '../components/format.ts';
import own from './products.module.css';

function useReasonLabel(): (reason: StockReason) => string {
  const { t } = useLingui();
  const labels: Record<StockReason, string> = {
    opening: t`Opening stock`,
    order: t`Order`,
    cancellation: t`Cancellation`,
    return: t`Return`,
    import: t`Import`,
    manual: t`Changed by hand`,
  };
  return (reason) => labels[reason];
}

export function StockHistory({ variant }: { variant: ProductVariant }) {
  const { t } = useLingui();
  const reasonLabel = useReasonLabel();
  const caption = t`Stock history of ${variant.ref}`;
  if (variant.movements.length === 0) return <p className={styles.empty}>{t`No stock movements yet.`}</p>;
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`When`}</th>
            <th scope="col">{t`Centre`}</th>
            <th scope="col">{t`Change`}</th>
            <th scope="col">{t`Why`}</th>
            <th scope="col">{t`Note`}</th>
            <th scope="col">{t`By`}</th>
          </tr>
        </thead>
        <tbody>
          {variant.movements.map((movement) => (
            <tr key={movement.id}>
              <td>{dateTime(movement.created_at)}</td>
              <td>{movement.center}</td>
              <td className={own.current}>{movement.delta > 0 ? `+${movement.delta}` : `−${-movement.delta}`}</td>
              <td>
                {reasonLabel(movement.reason)}
                {movement.order_id === null ? null : (
                  <>
                    {' '}
                    <Link to={`/orders/${movement.order_id}`}>{movement.order_ref ?? `#${movement.order_id}`}</Link>
                  </>
                )}
              </td>
              <td>{movement.note ?? ''}</td>
              <td>{movement.actor ?? t`the shop`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
