// Words and formats the order screens share: the status in the shop's language and dates in the
// shop's locale.
import { useLingui } from '@lingui/react/macro';
import { htmlLang } from '@shop/i18n';
import type { OrderSummary } from '@shop/contract';
import country from '../country/current-country.ts';

export function useOrderStatusLabel(): (status: OrderSummary['status']) => string {
  const { t } = useLingui();
  const labels: Record<OrderSummary['status'], string> = {
    not_paid: t`Awaiting payment`,
    paid: t`Paid`,
    processing: t`In progress`,
    sent: t`Shipped`,
    canceled: t`Cancelled`,
    refunded: t`Refunded`,
    payment_error: t`Payment failed`,
  };
  return (status) => labels[status];
}

// The shop's own locale: Austria writes "Jänner" (de-AT), Germany "Januar".
const dateLocale = country.language === 'en' ? 'en-GB' : htmlLang(country.locale);
const timeZone = country.isoAlpha2 === 'RO' ? 'Europe/Bucharest' : country.isoAlpha2 === 'DE' ? 'Europe/Berlin' : 'Europe/Vienna';

/** An ISO moment as a date in the shop's time zone (the same text on server and client). */
export function orderDate(iso: string): string {
  return new Intl.DateTimeFormat(dateLocale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}
