// The audit log in words (issue 36): who did what to which object as a sentence in the admin's
// language, and what changed as "field: before → after" lines instead of raw JSON. An action
// without its own sentence still reads as one, naming the action's code.
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@shop/contract/admin';
import { useCountryName } from '../customers/labels.ts';
import { money } from '../components/format.ts';

const CURRENCY_OF_COUNTRY: Record<number, string> = { 5: 'EUR', 13: 'EUR', 146: 'RON' };

/** "Anna Admin booked a payment on order 2026-000001." */
export function useAuditSentence() {
  const { t } = useLingui();
  const objectKinds: Record<string, string> = {
    order: t`order`,
    customer: t`customer`,
    product: t`product`,
    coupon: t`coupon`,
    category: t`category`,
    brand: t`brand`,
    feature: t`feature`,
    folder: t`folder`,
    content: t`page`,
    review: t`review`,
  };
  return (entry: AuditEntry): string => {
    const who = entry.actor_name ?? entry.actor_email;
    const what = entry.entity_label ?? `${objectKinds[entry.entity] ?? entry.entity} ${entry.entity_id}`;
    switch (entry.action) {
      case 'order.mark_paid':
        return t`${who} booked a payment on order ${what}.`;
      case 'order.payment_reversed':
        return t`${who} reversed a payment booked on order ${what}.`;
      case 'order.payment_paid_back':
        return t`${who} recorded an overpayment paid back on order ${what}.`;
      case 'order.ship':
        return t`${who} shipped order ${what}.`;
      case 'order.deliver':
        return t`${who} marked order ${what} delivered.`;
      case 'order.cancel':
        return t`${who} cancelled order ${what}.`;
      case 'order.refund':
        return t`${who} refunded money on order ${what}.`;
      case 'order.invoice_corrected':
        return t`${who} corrected the invoice of order ${what}.`;
      case 'order.note':
        return t`${who} wrote an internal note on order ${what}.`;
      case 'order.tags':
        return t`${who} changed the tags of order ${what}.`;
      case 'order.delivery_address':
        return t`${who} changed the delivery address of order ${what}.`;
      case 'customer.role':
        return t`${who} changed the role of ${what}.`;
      case 'customer.block':
        return t`${who} blocked ${what}.`;
      case 'customer.unblock':
        return t`${who} unblocked ${what}.`;
      case 'customer.company':
        return t`${who} changed the company data of ${what}.`;
      case 'customer.password_reset':
        return t`${who} sent a password-reset mail to ${what}.`;
      case 'customer.tags':
        return t`${who} changed the tags of ${what}.`;
      case 'customer.note':
        return t`${who} wrote an internal note on ${what}.`;
      case 'product.update':
        return t`${who} changed the texts, categories or brand of ${what}.`;
      case 'product.variant':
        return t`${who} changed a variant of ${what} (stock or details).`;
      case 'product.prices':
        return t`${who} changed the prices of ${what}.`;
      case 'product.price_cancel':
        return t`${who} cancelled a price planned for ${what}.`;
      case 'product.images':
      case 'product.image_upload':
        return t`${who} changed the photos of ${what}.`;
      case 'product.documents':
      case 'product.document_upload':
        return t`${who} changed the documents of ${what}.`;
      case 'product.features':
        return t`${who} changed the features of ${what}.`;
      case 'product.safety':
        return t`${who} changed the safety information of ${what}.`;
      case 'product.accessories':
        return t`${who} changed the accessories of ${what}.`;
      case 'coupon.create':
        return t`${who} created coupon ${what}.`;
      case 'coupon.update':
        return t`${who} changed coupon ${what}.`;
      case 'stock.reorder_point':
        return t`${who} changed the shop's reorder point.`;
      case 'staff.two_factor.enrol':
        return t`${who} set up two-factor sign-in for ${what}.`;
      case 'staff.two_factor.reset':
        return t`${who} reset the two-factor sign-in of ${what}.`;
      case 'staff.two_factor.disable':
        return t`${who} switched off two-factor sign-in for ${what}.`;
      case 'staff.two_factor.recovery_codes':
        return t`${who} made new recovery codes for ${what}.`;
      case 'staff.sign_in.second_factor':
        return t`${who} signed in with a code from the authenticator app.`;
      case 'staff.sign_in.recovery_code':
        return t`${who} signed in with a recovery code.`;
      default: {
        const action = entry.action;
        return t`${who} made the change “${action}” on ${what}.`;
      }
    }
  };
}

type Flat = Record<string, unknown>;

/** What changed, a line per field: "Net price in Germany: 30,24 € → 29,00 €", "role: staff → admin". */
export function useAuditChanges() {
  const { t } = useLingui();
  const countryName = useCountryName();
  const shown = (key: string, value: unknown, currency: string): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'number' && key.endsWith('_cents')) return money(value, currency);
    if (typeof value === 'boolean') return value ? t`yes` : t`no`;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ') || '—';
    return JSON.stringify(value);
  };
  const fieldLines = (before: Flat, after: Flat, currency: string, prefix = ''): string[] =>
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${prefix}${key}: ${shown(key, before[key], currency)} → ${shown(key, after[key], currency)}`);
  const isFlat = (value: unknown): value is Flat => typeof value === 'object' && value !== null && !Array.isArray(value);

  return (entry: AuditEntry): string[] => {
    const { before, after } = entry;
    // Price changes: one line per variant and country, in that country's currency.
    if (entry.action === 'product.prices' && Array.isArray(before) && Array.isArray(after)) {
      return after.flatMap((next, index) => {
        const previous: unknown = before[index];
        if (!isFlat(next)) return [];
        const countryId = Number(next.country_id);
        const currency = CURRENCY_OF_COUNTRY[countryId] ?? 'EUR';
        const country = countryName(countryId);
        const variant = String(next.pse_id ?? '');
        const from = isFlat(previous) ? previous : {};
        return fieldLines(
          Object.fromEntries(Object.entries(from).filter(([key]) => key !== 'pse_id' && key !== 'country_id')),
          Object.fromEntries(Object.entries(next).filter(([key]) => key !== 'pse_id' && key !== 'country_id')),
          currency,
          `${t`variant ${variant}, ${country}`} · `,
        );
      });
    }
    if (isFlat(before) || isFlat(after)) return fieldLines(isFlat(before) ? before : {}, isFlat(after) ? after : {}, 'EUR');
    return [];
  };
}
