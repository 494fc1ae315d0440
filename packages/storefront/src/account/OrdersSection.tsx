import { useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '@shop/contract';
import { Link } from 'react-router';
import { money } from '../catalog/price.ts';
import formStyles from '../forms/forms.module.css';
import { orderDate, useOrderStatusLabel } from './order-texts.ts';
import styles from './account.module.css';

/** The customer's orders, newest first, each linking to its detail. */
export function OrdersSection({ orders }: { orders: OrderSummary[] | null }) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  return (
    <section className={styles.section} aria-labelledby="orders-title" id="orders">
      <h2 id="orders-title">{t`My orders`}</h2>
      {orders === null ? (
        <p role="alert" className={formStyles.formError}>
          {t`Unknown error`}
        </p>
      ) : orders.length === 0 ? (
        <p>{t`You have not placed any orders yet.`}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Order number`}</th>
                <th scope="col" className={styles.hideNarrow}>
                  {t`Date`}
                </th>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className={styles.amount}>
                  {t`Total`}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className={styles.nowrap}>
                    <Link to={`/account/order/${order.id}`}>{order.ref}</Link>
                  </td>
                  <td className={styles.hideNarrow}>{orderDate(order.created_at)}</td>
                  <td>{statusLabel(order.status)}</td>
                  <td className={styles.amount}>{money(order.total_taxed_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
