// One order: lines and totals with VAT, the customer and addresses, payment and delivery, the
// shopper's message, shipment, refunds and documents, the timeline of every status change and mail,
// and beside it flagged payments to refund and the steps the order's state allows.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@shop/contract';
import { adminCalls, adminDocumentXmlPath, adminPackingSlipPath, type EFacturaReport, type OrderAdminDetail, type TimelineEntry } from '@shop/contract/admin';
import { Fragment } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { date, dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useCountryLabel, usePaymentLabel, useStatusLabel } from './order-labels.ts';
import { CancelForm, DeliveredForm, MarkPaidForm, ShipForm, useStepDone } from './order-steps.tsx';
import { InvoiceCorrectionForm } from './InvoiceCorrectionForm.tsx';
import { InternalNoteForm } from './InternalNoteForm.tsx';
import { TagsForm } from '../components/TagsForm.tsx';
import { DeliveryAddressForm } from './DeliveryAddressForm.tsx';
import { EFacturaBadge, EFacturaDetails } from '../efactura/efactura-labels.tsx';
import { RefundForm } from './RefundForm.tsx';
import { PaymentEntries } from './PaymentEntries.tsx';
import { PaymentFlagsCard } from './PaymentFlagsCard.tsx';
import local from './orders.module.css';

export async function orderDetailLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  const order = (await adminCall(adminCalls.orders.detail, { params: { id } })).data;
  // A Romanian order's documents are reported to RO e-Factura: their reports show beside them.
  const reported = order.documents.some((document) => document.einvoice === 'cius-ro');
  const efactura = reported ? (await adminCall(adminCalls.efactura.list, { query: { order_id: id, show: 'all' } })).data : [];
  return { ...order, efactura };
}

export function OrderDetailPage() {
  const { t } = useLingui();
  const order = useLoaderData<typeof orderDetailLoader>();
  // A refund started from a withdrawal declaration (its link sets ?refund_from=<id>).
  const refundFrom = useSearchParams()[0].get('refund_from') ?? '';
  const ref = order.ref;
  usePageTitle(t`Order ${ref}`);
  const statusLabel = useStatusLabel();
  const countryLabel = useCountryLabel();
  const amount = (cents: number) => money(cents, order.currency);
  const anyStep = Object.values(order.actions).some(Boolean);

  return (
    <section className={styles.page}>
      <p>
        <Link to="/orders">{t`Back to the orders`}</Link>
      </p>
      <div className={local.header}>
        <h1>{t`Order ${ref}`}</h1>
        <span className={styles.status}>{statusLabel(order.status, order.payment_method.kind)}</span>
        <span className={local.muted}>
          {dateTime(order.created_at)} · {countryLabel(order.country)}
        </span>
      </div>

      <div className={local.layout}>
        <div className={local.column}>
          <section className={`${styles.card} ${local.card}`} aria-labelledby="order-items">
            <h2 id="order-items">{t`Items`}</h2>
            {/* A region with a tab stop: on a phone the table scrolls sideways (axe: scrollable-region-focusable). */}
            <div className={styles.tableWrap} role="region" aria-label={t`Items of the order with their prices including VAT`} tabIndex={0}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t`Items of the order with their prices including VAT`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Product`}</th>
                    <th scope="col">{t`Quantity`}</th>
                    <th scope="col">{t`Unit price`}</th>
                    <th scope="col">{t`VAT`}</th>
                    <th scope="col">{t`Total`}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.id}>
                      <td>
                        {line.title}
                        <br />
                        <span className={local.muted}>{line.ref}</span>
                      </td>
                      <td className={local.num}>{line.quantity}</td>
                      <td className={local.num}>{amount(line.unit_price_taxed_cents)}</td>
                      <td className={local.num}>{line.tax_rate} %</td>
                      <td className={local.num}>{amount(line.line_taxed_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Totals order={order} />
          </section>

          <div className={styles.grid}>
            <section className={`${styles.card} ${local.card}`} aria-labelledby="order-customer">
              <h2 id="order-customer">{t`Customer`}</h2>
              <p>
                {order.customer.name}
                <br />
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
                <br />
                <span className={local.muted}>{order.customer.is_guest ? t`Guest order` : t`Customer account`}</span>
              </p>
            </section>
            <section className={`${styles.card} ${local.card}`} aria-labelledby="order-invoice-address">
              <h2 id="order-invoice-address">{t`Invoice address`}</h2>
              <Address address={order.invoice_address} />
            </section>
            <section className={`${styles.card} ${local.card}`} aria-labelledby="order-delivery-address">
              <h2 id="order-delivery-address" tabIndex={-1}>{t`Delivery address`}</h2>
              <Address address={order.delivery_address} />
            </section>
          </div>

          {order.customer_note.trim() ? (
            <section className={`${styles.card} ${local.card}`} aria-labelledby="order-message">
              <h2 id="order-message">{t`Message from the customer`}</h2>
              <p className={local.note}>{order.customer_note}</p>
            </section>
          ) : null}

          {order.withdrawals.length > 0 ? <WithdrawalsCard order={order} /> : null}
          <PaymentAndDelivery order={order} reports={order.efactura} />

          <section className={`${styles.card} ${local.card}`} aria-labelledby="order-timeline">
            <h2 id="order-timeline">{t`Timeline`}</h2>
            <OrderTags order={order} />
            <InternalNoteForm order={order} />
            <Timeline order={order} />
          </section>
        </div>

        <div className={local.column}>
          {order.payment_flags.length > 0 ? <PaymentFlagsCard order={order} /> : null}
          <section className={`${styles.card} ${local.card}`} aria-labelledby="order-steps">
            <h2 id="order-steps">{t`Next steps`}</h2>
            {order.actions.mark_paid ? <MarkPaidForm order={order} /> : null}
            {order.actions.ship ? <ShipForm order={order} /> : null}
            {order.actions.deliver ? <DeliveredForm order={order} /> : null}
            {order.actions.refund ? <RefundForm key={refundFrom} order={order} /> : null}
            {order.actions.cancel ? <CancelForm order={order} /> : null}
            {order.actions.correct_invoice ? <InvoiceCorrectionForm key={order.documents.length} order={order} /> : null}
            {order.actions.change_delivery_address ? <DeliveryAddressForm key={JSON.stringify(order.delivery_address)} order={order} /> : null}
            {anyStep ? null : <p>{t`No further step is possible in this state.`}</p>}
          </section>
        </div>
      </div>
    </section>
  );
}

function Address({ address }: { address: OrderAdminDetail['invoice_address'] }) {
  return (
    <address className={local.address}>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstname} {address.lastname}
      <br />
      {address.street} {address.street_number}
      <br />
      {address.address_extra ? (
        <>
          {address.address_extra}
          <br />
        </>
      ) : null}
      {address.zipcode} {address.city}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}

function Totals({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const amount = (cents: number) => money(cents, order.currency);
  const coupon = order.coupon_code ?? '';
  return (
    <dl className={local.totals}>
      <dt>{t`Goods`}</dt>
      <dd>{amount(order.totals.goods_taxed_cents)}</dd>
      {order.totals.discount_taxed_cents > 0 ? (
        <>
          <dt>{t`Coupon ${coupon}`}</dt>
          <dd>−{amount(order.totals.discount_taxed_cents)}</dd>
        </>
      ) : null}
      <dt>{t`Postage`}</dt>
      <dd>{amount(order.totals.postage_taxed_cents)}</dd>
      {order.totals.payment_fee_taxed_cents > 0 ? (
        <>
          <dt>{t`Payment fee`}</dt>
          <dd>{amount(order.totals.payment_fee_taxed_cents)}</dd>
        </>
      ) : null}
      <dt className={local.grand}>{t`Total`}</dt>
      <dd className={local.grand}>{amount(order.totals.total_taxed_cents)}</dd>
      {order.totals.vat.map((line) => {
        const rate = line.rate;
        return (
          <Fragment key={line.rate}>
            <dt>{t`incl. VAT ${rate} %`}</dt>
            <dd>{amount(line.vat_cents)}</dd>
          </Fragment>
        );
      })}
      <dt>{t`Net`}</dt>
      <dd>{amount(order.totals.total_net_cents)}</dd>
    </dl>
  );
}

function PaymentAndDelivery({ order, reports }: { order: OrderAdminDetail; reports: EFacturaReport[] }) {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  const amount = (cents: number) => money(cents, order.currency);
  const einvoiceLabel = (syntax: 'cius-ro' | 'xrechnung-cii') => (syntax === 'cius-ro' ? t`RO e-Factura (XML)` : t`XRechnung (XML)`);
  const correctionNote = (kind: 'invoice' | 'credit_note', corrected: string) => (kind === 'invoice' ? t`replaces ${corrected}` : t`cancels ${corrected}`);
  const { payment, shipment } = order;
  return (
    <section className={`${styles.card} ${local.card}`} aria-labelledby="order-payment">
      <h2 id="order-payment">{t`Payment and delivery`}</h2>
      <dl className={styles.dl}>
        <dt>{t`Payment method`}</dt>
        <dd>
          {order.payment_method.title} <span className={local.muted}>({paymentLabel(order.payment_method.code)})</span>
        </dd>
        <dt>{t`Delivery method`}</dt>
        <dd>{order.delivery_method.title}</dd>
        <dt>{t`Payment`}</dt>
        <dd>
          {payment.state === 'paid' ? (
            payment.paid_at ? t`Paid in full on ${dateTime(payment.paid_at)}` : t`Paid in full`
          ) : payment.state === 'partially_paid' ? (
            <span className={styles.flag}>{t`Partially paid: ${amount(payment.received_amount_cents ?? 0)} of ${amount(order.totals.total_taxed_cents)} received, ${amount(payment.open_cents)} open`}</span>
          ) : payment.state === 'overpaid' ? (
            <span className={styles.flag}>{t`Overpaid: ${amount(payment.received_amount_cents ?? 0)} received for ${amount(order.totals.total_taxed_cents)}, ${amount(payment.excess_cents)} to pay back`}</span>
          ) : order.payment_method.kind === 'cash_on_delivery' && (order.status === 'not_paid' || order.status === 'sent') ? (
            t`Not paid yet: the carrier collects ${amount(order.totals.total_taxed_cents)} on delivery`
          ) : (
            t`Not paid`
          )}
        </dd>
        {payment.refunded_cents > 0 ? (
          <>
            <dt>{t`Refunded`}</dt>
            <dd>{t`${amount(payment.refunded_cents)} of ${amount(payment.paid_cents)}`}</dd>
          </>
        ) : null}
        <dt>{t`Shipment`}</dt>
        <dd>
          {shipment ? (
            <>
              {shipment.carrier_name} · {shipment.tracking_number} · {dateTime(shipment.shipped_at)}
              <br />
              <a href={shipment.tracking_url} rel="noopener noreferrer">
                {t`Track the parcel`}
              </a>
            </>
          ) : (
            t`Not shipped yet`
          )}
        </dd>
        {order.delivered_at ? (
          <>
            <dt>{t`Delivered`}</dt>
            <dd>{dateTime(order.delivered_at)}</dd>
          </>
        ) : null}
        {order.canceled_at ? (
          <>
            <dt>{t`Cancelled`}</dt>
            <dd>{dateTime(order.canceled_at)}</dd>
          </>
        ) : null}
      </dl>

      <PaymentEntries order={order} />

      {order.refunds.length > 0 ? (
        <>
          <h3>{t`Refunds`}</h3>
          <ul className={local.list}>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {amount(refund.amount_cents)} · {refund.method === 'provider' ? t`through the payment provider` : t`by hand`}
                {refund.status === 'pending' ? ` · ${t`pending at the provider`}` : ''} · {dateTime(refund.created_at)}
                {refund.reason ? ` · ${refund.reason}` : ''}
                {refund.lines.length > 0 || refund.postage_cents > 0 || refund.payment_fee_cents > 0 ? (
                  <ul>
                    {refund.lines.map((line) => (
                      <li key={line.line_id}>
                        {line.quantity} × {line.title} · {amount(line.amount_cents)}
                        {line.restock ? ` · ${t`back to stock`}` : ''}
                      </li>
                    ))}
                    {refund.postage_cents > 0 ? <li>{t`Delivery costs`} · {amount(refund.postage_cents)}</li> : null}
                    {refund.payment_fee_cents > 0 ? <li>{t`Payment fee`} · {amount(refund.payment_fee_cents)}</li> : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3>{t`Documents`}</h3>
      <p>
        <a href={adminPackingSlipPath([order.id])} target="_blank" rel="noopener">
          {t`Packing slip (PDF, no prices)`}
        </a>
      </p>
      {order.documents.length > 0 ? (
        <ul className={local.list}>
          {order.documents.map((document) => {
            const number = document.number;
            return (
              <li key={document.id}>
                <a href={`/api/admin/documents/${document.id}/pdf`}>{document.kind === 'invoice' ? t`Invoice ${number}` : t`Credit note ${number}`}</a> ·{' '}
                {amount(document.amount_cents)} · {date(document.issued_at)}
                {document.corrects_number ? ` · ${correctionNote(document.kind, document.corrects_number)}` : ''}
                {document.einvoice ? (
                  <>
                    {' · '}
                    {/* The visible name, then the number: several documents' links stay apart for a screen reader. */}
                    <a href={adminDocumentXmlPath(document.id)} download aria-label={`${einvoiceLabel(document.einvoice)}, ${number}`}>
                      {einvoiceLabel(document.einvoice)}
                    </a>
                  </>
                ) : null}
                <EFacturaOfDocument report={reports.find((report) => report.document_id === document.id)} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={local.muted}>{t`The invoice is issued when the order ships.`}</p>
      )}
    </section>
  );
}

/** A Romanian document's report to ANAF: its state, then what ANAF said. */
function EFacturaOfDocument({ report }: { report: EFacturaReport | undefined }) {
  if (!report) return null;
  return (
    <div className={local.efactura}>
      <EFacturaBadge report={report} /> <EFacturaDetails report={report} />
    </div>
  );
}

/** Withdrawals declared for the order, each with the last day its money must be back. */
function WithdrawalsCard({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  return (
    <section className={`${styles.card} ${local.card}`} aria-labelledby="order-withdrawals">
      <h2 id="order-withdrawals">{t`Withdrawal`}</h2>
      <ul className={local.list}>
        {order.withdrawals.map((withdrawal) => {
          const received = dateTime(withdrawal.received_at);
          const due = date(`${withdrawal.refund_due_on}T12:00:00Z`);
          return (
            <li key={withdrawal.id}>
              <p className={styles.flag}>{t`Withdrawal declared on ${received}: refund at the latest on ${due}.`}</p>
              <p>{withdrawal.items}</p>
              {withdrawal.message ? <p className={local.note}>{withdrawal.message}</p> : null}
              <p className={local.links}>
                <Link to={`/withdrawals/${withdrawal.id}`}>{withdrawal.processed_at ? t`Declaration (processed)` : t`Declaration (to process)`}</Link>
                {order.actions.refund ? (
                  <Link to={`?refund_from=${withdrawal.id}#step-refund`} preventScrollReset>
                    {t`Refund by lines from this declaration`}
                  </Link>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Timeline({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const describe = useTimelineText(order);
  return (
    <ol className={local.timeline}>
      {order.timeline.map((entry) => (
        <li key={`${entry.type}-${entry.id}`} className={entry.type === 'mail' ? local.timelineMail : undefined}>
          <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          <p>{describe(entry)}</p>
          {entry.type === 'event' && entry.actor_email ? <p className={local.muted}>{t`by ${entry.actor_email}`}</p> : null}
          {entry.type === 'mail' ? (
            <p>
              <Link to={`/mails/${entry.id}`}>{t`Open the mail (text, send again)`}</Link>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function useTimelineText(order: OrderAdminDetail): (entry: TimelineEntry) => string {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const paymentLabel = usePaymentLabel();
  const amount = (cents: unknown) => (typeof cents === 'number' ? money(cents, order.currency) : '');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (entry) => {
    if (entry.type === 'mail') {
      const subject = entry.subject;
      const to = entry.to;
      const state = entry.sent_at ? t`sent` : entry.last_error ? t`failed: ${entry.last_error}` : t`waiting to be sent`;
      return t`Mail “${subject}” to ${to} (${state})`;
    }
    if (entry.type === 'withdrawal') {
      const items = entry.items;
      return t`Withdrawal declared by the customer: ${items}`;
    }
    const detail = entry.detail ?? {};
    const to = entry.to_status ? statusLabel(entry.to_status as OrderStatus) : '';
    switch (entry.kind) {
      case 'payment_received': {
        const received = amount(detail.amount_cents);
        const day = typeof detail.received_on === 'string' ? date(detail.received_on) : '';
        if (detail.state === 'partially_paid') {
          const open = amount(detail.open_cents);
          return t`Payment of ${received} received on ${day} — ${open} still open`;
        }
        if (detail.state === 'overpaid') {
          const excess = amount(detail.excess_cents);
          return t`Payment of ${received} received on ${day} — ${excess} more than the total`;
        }
        return detail.amount_mismatch === true ? t`Payment of ${received} received on ${day} — differs from the total` : t`Payment of ${received} received on ${day}`;
      }
      case 'payment_reversed': {
        const reversed = amount(typeof detail.amount_cents === 'number' ? Math.abs(detail.amount_cents) : detail.amount_cents);
        const reason = text(detail.reason);
        return t`Payment of ${reversed} reversed: ${reason}`;
      }
      case 'payment_paid_back': {
        const sent = amount(typeof detail.amount_cents === 'number' ? -detail.amount_cents : detail.amount_cents);
        return t`${sent} of the overpayment sent back to the payer`;
      }
      case 'payment_flag': {
        const paid = typeof detail.amount_cents === 'number' ? `${money(detail.amount_cents, text(detail.currency) || order.currency)}` : '';
        const provider = paymentLabel(text(detail.provider));
        return detail.reason === 'paid_after_close'
          ? t`${provider} reports a payment of ${paid} after the order was closed: refund it to the payer`
          : t`${provider} reports a payment of ${paid}, which is not the order's total: the order stays unpaid, refund it to the payer`;
      }
      case 'payment_flag_settled': {
        const paid = typeof detail.amount_cents === 'number' ? money(detail.amount_cents, text(detail.currency) || order.currency) : '';
        return detail.method === 'provider' ? t`Flagged payment of ${paid} refunded to the payer through the payment provider` : t`Flagged payment of ${paid} recorded as refunded by hand`;
      }
      case 'shipment': {
        const number = text(detail.tracking_number);
        if (typeof detail.unpaid_reason === 'string') {
          const open = amount(detail.open_cents);
          const reason = detail.unpaid_reason;
          return t`Shipped, tracking number ${number}, with ${open} unpaid: ${reason}`;
        }
        return t`Shipped, tracking number ${number}`;
      }
      case 'refund': {
        const refunded = amount(detail.amount_cents);
        return detail.method === 'provider' ? t`Refunded ${refunded} through the payment provider` : t`Refund of ${refunded} recorded`;
      }
      case 'delivery_address': {
        const from = text(detail.from);
        const changed = text(detail.to);
        const why = text(detail.reason);
        return why ? t`Delivery address changed from ${from} to ${changed} (${why})` : t`Delivery address changed from ${from} to ${changed}`;
      }
      case 'note': {
        const note = text(detail.text);
        return t`Internal note: ${note}`;
      }
      case 'tags': {
        const list = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : '—');
        const from = list(detail.from);
        const changed = list(detail.to);
        return t`Tags changed from ${from} to ${changed}`;
      }
      case 'invoice': {
        if (detail.document === 'correction') {
          const cancelled = text(detail.cancelled);
          const creditNote = text(detail.credit_note);
          const invoice = text(detail.invoice);
          const reason = text(detail.reason);
          return t`Invoice ${cancelled} corrected (${reason}): credit note ${creditNote} cancels it, invoice ${invoice} replaces it`;
        }
        const number = text(detail.number);
        return detail.document === 'credit_note' ? t`Credit note ${number} issued` : t`Invoice ${number} issued`;
      }
      default:
        switch (detail.reason) {
          case 'placed':
            return t`Order placed`;
          case 'provider':
            return t`${to} (payment provider)`;
          case 'shopper':
            return t`${to} by the customer`;
          case 'abandoned':
            return t`${to}: the payment page was left unpaid`;
          case 'expired':
            return t`${to}: not paid in time`;
          case 'superseded':
            return t`${to}: replaced by a new checkout`;
          default:
            return detail.note ? `${to}: ${text(detail.note)}` : to;
        }
    }
  };
}

/** Staff's tags on the order (issue 36): saved as a set; the change lands on the timeline. */
function OrderTags({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const done = useStepDone();
  return (
    <TagsForm
      key={order.tags.join(',')}
      idPrefix="order"
      tags={order.tags}
      listPath="/orders"
      onSave={async (tags) => {
        await adminCall(adminCalls.orders.setTags, { params: { id: order.id }, body: { tags } });
        await done(t`Tags saved.`);
      }}
    />
  );
}
