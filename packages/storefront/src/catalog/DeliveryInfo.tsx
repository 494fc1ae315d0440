// Delivery time of the chosen variant (spec section 9) and, for freight items, the freight fee.
import { dateLocale } from '@shop/contract/country-facts';
import { useLingui } from '@lingui/react/macro';
import type { DeliveryDelay } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Cutoffs, DeliveryPromise } from './delivery-promise.ts';
import { money } from './price.ts';
import styles from './catalog.module.css';
import { dateFormat } from '../country/date-format.ts';

const locale = dateLocale(country, country.language);

/** YYYY-MM-DD as "Dienstag, 24. November"; the date is a calendar date, so read in UTC. */
function dayName(isoDate: string): string {
  return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function DeliveryInfo({
  delay,
  promise,
  cutoffs,
  inStock,
  freightFee,
}: {
  delay: DeliveryDelay;
  promise: DeliveryPromise;
  cutoffs: Cutoffs;
  inStock: boolean;
  freightFee: number | null;
}) {
  const { t } = useLingui();
  const date = dayName(promise.shipsOn);
  const time = promise.orderBefore ?? '';
  // Items in stock leave the warehouse the working day after the order (configured cut-offs, spec: 13:00, Fridays 15:00).
  const { weekday, friday } = cutoffs;
  const shipsSoon = inStock && (delay === 'next_day' || delay === 'workdays_1_2');
  const shipping = promise.orderBefore ? t`Order today before ${time} and we ship on ${date}.` : t`Order now and we ship on ${date}.`;
  let text: string;
  switch (delay) {
    case 'next_day':
      text = inStock ? shipping : t`Delivery time on request`;
      break;
    case 'workdays_1_2':
      text = t`Delivery time: 1-2 workdays`;
      break;
    case 'weeks_2_3':
      text = t`Delivery time: 2-3 weeks`;
      break;
    case 'workdays_7_9':
      text = t`Delivery time: 7-9 working days`;
      break;
    default:
      text = t`Delivery time on request`;
  }
  return (
    <div className={styles.delivery}>
      <p>{text}</p>
      {shipsSoon && delay !== 'next_day' ? <p>{shipping}</p> : null}
      {/* The rule as the date above applies it: a weekend or holiday order counts from the next working day (issue 37). */}
      {shipsSoon ? <p className={styles.deliveryRule}>{t`Ordered on a working day before ${weekday} (Fridays ${friday}), shipped the next working day.`}</p> : null}
      {freightFee !== null ? (
        <p>
          {t`Delivered by freight forwarder; we need a phone number for the delivery appointment.`} {t`Freight fee: ${money(freightFee)}`}
        </p>
      ) : null}
    </div>
  );
}
