// The order detail (spec section 2): /account/order/{id} for customers and the same screen at
// /guest/invoice/{ref}/{hash} for guests. Lines, amounts, addresses, payment and delivery; the
// cancel button appears only where the back office says the order may still be cancelled. Once the
// order ships, its carrier, tracking number and the link to follow the parcel. While a prepayment
// waits for its transfer, the bank details and QR code again (issue 37).
import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { Form, Link } from 'react-router';
import { money } from '../catalog/price.ts';
import { orderDate, useOrderStatusLabel } from './order-texts.ts';
import { PostalAddress } from './PostalAddress.tsx';
import formStyles from '../forms/forms.module.css';
import { BankTransferSection } from '../checkout/BankTransferSection.tsx';
import { OrderAmounts, shownOrderLine } from '../checkout/OrderAmounts.tsx';
import styles from './account.module.css';

type Props = {
  order: OrderDetail;
  /** Offer cancelling (signed-in owner only). */
  canCancel: boolean;
  cancelFailed?: boolean;
  cancelled?: boolean;
  backLink?: boolean;
  /** Where a document of the order downloads (the account's or the guest link's address); its e-invoice, if any, at the same address + /xml. */
  documentHref: (documentId: number) => string;
};

export function OrderDetailScreen({ order, canCancel, cancelFailed, cancelled, backLink, documentHref }: Props) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  const ref = order.ref;
  return (
    <section className={styles.page} aria-labelledby="order-title">
      {backLink ? <Link to="/account">{t`Back to my account`}</Link> : null}
      <div className={styles.section}>
        <h1 id="order-title">{t`Order ${ref}`}</h1>
        <p>
          {t`Placed on`} {orderDate(order.created_at)} · {t`Status`}: <strong>{statusLabel(order.status)}</strong>
        </p>
        {cancelled ? (
          <p role="status" className={styles.notice}>
            {t`The order has been cancelled.`}
          </p>
        ) : null}
        {cancelFailed ? (
          <p role="alert" className={formStyles.formError}>
            {t`Failed to cancel order`}
          </p>
        ) : null}
        {order.bank_transfer ? <p>{t`We will ship your order as soon as the payment has arrived.`}</p> : null}
        {order.withdrawals.map((withdrawal) => {
          const declared = orderDate(withdrawal.received_at);
          const due = orderDate(`${withdrawal.refund_due_on}T12:00:00Z`);
          return (
            <p key={withdrawal.received_at} className={styles.notice}>
              {t`Withdrawal declared on ${declared}. We refund you by ${due} at the latest.`}
            </p>
          );
        })}
      </div>

      {order.bank_transfer ? (
        <div className={styles.section}>
          <BankTransferSection bank={order.bank_transfer} />
        </div>
      ) : null}

      <div className={`${styles.section} ${styles.scroll}`}>
        <h2>{t`Items`}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Product`}</th>
              <th scope="col" className={styles.amount}>
                {t`Quantity`}
              </th>
              <th scope="col" className={`${styles.amount} ${styles.hideNarrow}`}>
                {t`Unit price`}
              </th>
              <th scope="col" className={styles.amount}>
                {t`Total`}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.product_id ? <Link to={`/product/${line.product_id}`}>{line.title}</Link> : line.title}
                  <br />
                  <small>
                    {t`Item no.`} {line.ref}
                  </small>
                </td>
                <td className={styles.amount}>{line.quantity}</td>
                <td className={`${styles.amount} ${styles.hideNarrow}`}>{money(shownOrderLine(line, order.price_basis).unit)}</td>
                <td className={styles.amount}>{money(shownOrderLine(line, order.price_basis).total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.summary}>
          <OrderAmounts order={order} totalClassName={styles.total} />
        </dl>
      </div>

      <div className={styles.twoColumns}>
        <div className={styles.section}>
          <h2>{t`Invoice address`}</h2>
          <PostalAddress address={order.invoice_address} />
        </div>
        <div className={styles.section}>
          <h2>{t`Delivery address`}</h2>
          <PostalAddress address={order.delivery_address} />
        </div>
        <div className={styles.section}>
          <h2>{t`Payment and delivery`}</h2>
          <p>
            {order.payment_method.title}
            <br />
            {order.delivery_method.title}
          </p>
        </div>
        {order.shipment ? (
          <div className={styles.section}>
            <h2>{t`Shipment`}</h2>
            <dl className={styles.shipment}>
              <dt>{t`Carrier`}</dt>
              <dd>{order.shipment.carrier_name}</dd>
              <dt>{t`Tracking number`}</dt>
              <dd>{order.shipment.tracking_number}</dd>
            </dl>
            <a href={order.shipment.tracking_url} rel="noopener noreferrer">
              {t`Track the parcel`}
            </a>
          </div>
        ) : null}
      </div>

      <OrderDocuments order={order} documentHref={documentHref} />

      {canCancel && order.cancellable ? (
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="secondary">{t`Cancel order`}</Button>
        </Form>
      ) : null}
    </section>
  );
}

/** The invoice and credit notes once issued; before that, when the invoice will come. */
function OrderDocuments({ order, documentHref }: Pick<Props, 'order' | 'documentHref'>) {
  const { t } = useLingui();
  const noInvoiceComing = order.status === 'canceled' || order.status === 'payment_error';
  if (order.documents.length === 0 && noInvoiceComing) return null;
  return (
    <div className={styles.section}>
      <h2>{order.documents.some((document) => document.kind === 'credit_note') ? t`Invoice and credit notes` : t`Invoice`}</h2>
      {order.documents.length === 0 ? (
        <p>{t`You will receive the invoice with the shipment.`}</p>
      ) : (
        <ul className={styles.documents}>
          {order.documents.map((document) => (
            <li key={document.id}>
              <a href={documentHref(document.id)} download aria-describedby={`document-${document.id}`}>
                {document.kind === 'invoice' ? t`Download invoice (PDF)` : t`Download credit note (PDF)`}
              </a>{' '}
              <span id={`document-${document.id}`} className={styles.documentNumber}>
                {document.number} · {orderDate(document.issued_at)}
              </span>
              {document.einvoice === 'xrechnung-cii' ? (
                <span className={styles.einvoiceLink}>
                  <a href={`${documentHref(document.id)}/xml`} download aria-describedby={`document-${document.id}`}>
                    {t`E-invoice (XRechnung, XML)`}
                  </a>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
