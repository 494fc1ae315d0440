// Words and formats the order screens share: the status in the shop's language and dates in the
// shop's locale.
import { dateLocale } from '@shop/contract/country-facts';
import { useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '@shop/contract';
import country from '../country/current-country.ts';
import { dateFormat } from '../country/date-format.ts';

export function useOrderStatusLabel(): (status: OrderSummary['status']) => string {
  const { t } = useLingui();
  const labels: Record<OrderSummary['status'], string> = {
    not_paid: t`Awaiting payment`,
    paid: t`Paid`,
    processing: t`In progress`,
    sent: t`Shipped`,
    delivered: t`Delivered`,
    canceled: t`Cancelled`,
    refunded: t`Refunded`,
    payment_error: t`Payment failed`,
  };
  return (status) => labels[status];
}

const locale = dateLocale(country, country.language);

/** An ISO moment as a date in the shop's time zone (the same text on server and client). */
export function orderDate(iso: string): string {
  return dateFormat(locale, { timeZone: country.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}
