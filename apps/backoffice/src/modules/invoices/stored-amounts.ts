// An order's stored amounts as pricing-vat reads them (invoiceTotals): the order page, the mail,
// the admin's order detail and the invoice all state the VAT per rate from this one reading.
import { invoiceTotals, type InvoiceTotals } from '@shop/pricing-vat';
import type { Selectable } from 'kysely';
import type { OrderLineTable, ShopOrderTable } from '../../db/schema.ts';

type StoredOrder = Pick<
  Selectable<ShopOrderTable>,
  | 'discount_cents'
  | 'discount_taxed_cents'
  | 'postage_cents'
  | 'postage_taxed_cents'
  | 'payment_fee_cents'
  | 'payment_fee_taxed_cents'
  | 'total_cents'
  | 'total_taxed_cents'
  | 'price_basis'
>;
type StoredLine = Pick<Selectable<OrderLineTable>, 'line_cents' | 'line_taxed_cents' | 'tax_rate_basis_points'>;

/** The VAT per rate and the totals of an order, as charged; `serviceRate` is the country's rate when it was placed. */
export function orderVatTotals(order: StoredOrder, lines: readonly StoredLine[], serviceRate: number): InvoiceTotals {
  return invoiceTotals({
    basis: order.price_basis,
    lines: lines.map((line) => ({ lineGross: line.line_taxed_cents, lineNet: line.line_cents, rate: line.tax_rate_basis_points / 100 })),
    discount: { gross: order.discount_taxed_cents, net: order.discount_cents },
    delivery: { gross: order.postage_taxed_cents, net: order.postage_cents },
    fee: { gross: order.payment_fee_taxed_cents, net: order.payment_fee_cents },
    total: { gross: order.total_taxed_cents, net: order.total_cents },
    serviceRate,
  });
}
