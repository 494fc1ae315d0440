import type { ReactNode } from 'react';
import { MethodMark, markFont } from './MethodMark.tsx';
import styles from './footer.module.css';

export type DeliveryMethod = 'dhl' | 'dpd' | 'freight' | 'pickup';

/** Accessible names used when `methodLabels` does not name a method. */
export const defaultDeliveryLabels: Record<DeliveryMethod, string> = {
  dhl: 'DHL',
  dpd: 'DPD',
  freight: 'Freight forwarding',
  pickup: 'Pickup',
};

const drawings: Record<DeliveryMethod, ReactNode> = {
  dhl: (
    <>
      <rect x="4" y="8" width="56" height="24" rx="3" fill="#ffcc00" />
      <text
        x="32"
        y="26"
        textAnchor="middle"
        fontFamily={markFont}
        fontSize="15"
        fontWeight="900"
        fontStyle="italic"
        fill="#d40511"
      >
        DHL
      </text>
    </>
  ),
  dpd: (
    <>
      <path d="M12 13l6-3 6 3v7l-6 3-6-3z" fill="#dc0032" />
      <path d="M12 13l6 3 6-3M18 16v7" fill="none" stroke="#fff" strokeWidth="1" />
      <text x="40" y="25" textAnchor="middle" fontFamily={markFont} fontSize="15" fontWeight="700" fill="#dc0032">
        dpd
      </text>
    </>
  ),
  // A lorry: bulky goods by freight forwarder.
  freight: (
    <g fill="none" stroke="#1d232b" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M10 12h26v15H10z" fill="#d5dbe3" />
      <path d="M36 17h9l6 5v5H36z" />
      <circle cx="18" cy="29" r="3" fill="#fff" />
      <circle cx="44" cy="29" r="3" fill="#fff" />
    </g>
  ),
  // A shop front with an awning: collect in store.
  pickup: (
    <g fill="none" stroke="#1d232b" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M18 18v13h28V18" />
      <path d="M16 10h32l2 6c0 2-2 3-4 3s-4-1-4-3c0 2-2 3-4 3s-4-1-4-3c0 2-2 3-4 3s-4-1-4-3c0 2-2 3-4 3s-4-1-4-3z" fill="#ffe08a" />
      <path d="M28 31v-7h8v7" />
    </g>
  ),
};

export type DeliveryMethodsProps = {
  /** Accessible name of the list, e.g. "Shipping partners". */
  label: string;
  methods: DeliveryMethod[];
  /** Accessible names per method (translate freight and pickup). */
  methodLabels?: Partial<Record<DeliveryMethod, string>>;
};

/** The delivery marks in the footer. */
export function DeliveryMethods({ label, methods, methodLabels }: DeliveryMethodsProps) {
  return (
    <ul className={styles.marks} aria-label={label}>
      {methods.map((method) => (
        <li key={method}>
          <MethodMark name={method} label={methodLabels?.[method] ?? defaultDeliveryLabels[method]}>
            {drawings[method]}
          </MethodMark>
        </li>
      ))}
    </ul>
  );
}
