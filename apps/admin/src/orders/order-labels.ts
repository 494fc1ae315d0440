// The words of the order pages: statuses, payment methods, countries, in the admin's language.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus, PaymentCode } from '@shop/contract';

export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  const labels: Record<OrderStatus, string> = {
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

export function usePaymentLabel(): (code: PaymentCode) => string {
  const { t } = useLingui();
  const labels: Record<PaymentCode, string> = {
    paypal: 'PayPal',
    globalpayments: t`Card (Global Payments)`,
    sofort: 'Sofort',
    stripe: t`Card (Stripe)`,
    ramburs: t`Cash on delivery`,
    vorkasse: t`Prepayment`,
    klarna: 'Klarna',
    amazon: 'Amazon Pay',
  };
  return (code) => labels[code];
}

export function useCountryLabel(): (country: 'DE' | 'AT' | 'RO') => string {
  const { t } = useLingui();
  const labels = { DE: t`Germany`, AT: t`Austria`, RO: t`Romania` };
  return (country) => labels[country];
}
