// The words of the order pages: statuses, payment methods, countries, why a payment was flagged, in
// the admin's language.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus, PaymentCode } from '@shop/contract';
import type { PaymentFlagReason } from '@shop/contract/admin';

/**
 * An order's status in words. A cash-on-delivery order waiting for its money is ready to ship: the
 * carrier collects it on delivery.
 */
export function useStatusLabel(): (status: OrderStatus, paymentKind?: 'online' | 'prepayment' | 'cash_on_delivery') => string {
  const { t } = useLingui();
  const readyToShip = t`Ready to ship (cash on delivery)`;
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
  return (status, paymentKind) => (status === 'not_paid' && paymentKind === 'cash_on_delivery' ? readyToShip : labels[status]);
}

/** A payment method by its code; a code the admin does not know (a flag's provider) as it is. */
export function usePaymentLabel(): (code: string) => string {
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
  return (code) => labels[code as PaymentCode] ?? code;
}

/** Why money a provider took could not make its order paid. */
export function useFlagReasonLabel(): (reason: PaymentFlagReason) => string {
  const { t } = useLingui();
  const labels: Record<PaymentFlagReason, string> = {
    amount_mismatch: t`Another amount than the order total`,
    paid_after_close: t`Paid after the order was closed`,
  };
  return (reason) => labels[reason];
}

export function useCountryLabel(): (country: 'DE' | 'AT' | 'RO') => string {
  const { t } = useLingui();
  const labels = { DE: t`Germany`, AT: t`Austria`, RO: t`Romania` };
  return (country) => labels[country];
}
