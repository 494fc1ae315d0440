import type { ReactNode } from 'react';
import { MethodMark, markFont } from './MethodMark.tsx';
import styles from './footer.module.css';

export type PaymentMethod = 'paypal' | 'visa' | 'mastercard' | 'klarna' | 'sofort' | 'amazon' | 'prepayment' | 'cod';

/** Accessible names used when `methodLabels` does not name a method (brand names stay as they are). */
export const defaultPaymentLabels: Record<PaymentMethod, string> = {
  paypal: 'PayPal',
  visa: 'Visa',
  mastercard: 'Mastercard',
  klarna: 'Klarna',
  sofort: 'Sofort',
  amazon: 'Amazon Pay',
  prepayment: 'Prepayment',
  cod: 'Cash on delivery',
};

/* Simple marks drawn for this shop: brand names set in a plain typeface and brand-like colours. */
const drawings: Record<PaymentMethod, ReactNode> = {
  paypal: (
    <text x="32" y="25" textAnchor="middle" fontFamily={markFont} fontSize="14" fontWeight="700" fontStyle="italic">
      <tspan fill="#1c3a70">Pay</tspan>
      <tspan fill="#1f8fd8">Pal</tspan>
    </text>
  ),
  visa: (
    <text
      x="32"
      y="27"
      textAnchor="middle"
      fontFamily={markFont}
      fontSize="17"
      fontWeight="900"
      fontStyle="italic"
      fill="#1a1f71"
      letterSpacing="1"
    >
      VISA
    </text>
  ),
  mastercard: (
    <>
      <circle cx="26" cy="17" r="9" fill="#e2372c" />
      <circle cx="38" cy="17" r="9" fill="#f4a01c" fillOpacity="0.9" />
      <text x="32" y="35" textAnchor="middle" fontFamily={markFont} fontSize="7" fill="#1d232b">
        mastercard
      </text>
    </>
  ),
  klarna: (
    <>
      <rect x="4" y="8" width="56" height="24" rx="6" fill="#ffb3c7" />
      <text x="32" y="25" textAnchor="middle" fontFamily={markFont} fontSize="13" fontWeight="700" fill="#17120f">
        Klarna.
      </text>
    </>
  ),
  sofort: (
    <>
      <rect x="4" y="10" width="56" height="20" rx="3" fill="#ef809f" />
      <text x="32" y="24.5" textAnchor="middle" fontFamily={markFont} fontSize="11" fontWeight="700" fill="#fff">
        SOFORT
      </text>
    </>
  ),
  amazon: (
    <>
      <text x="32" y="21" textAnchor="middle" fontFamily={markFont} fontSize="12" fontWeight="700" fill="#232f3e">
        amazon
      </text>
      <path d="M19 25q13 6 26 0" fill="none" stroke="#ff9900" strokeWidth="2" strokeLinecap="round" />
      <path d="M42 23.5l3.3 1.3-1.6 3" fill="none" stroke="#ff9900" strokeWidth="1.6" strokeLinecap="round" />
      <text x="32" y="35" textAnchor="middle" fontFamily={markFont} fontSize="6.5" fill="#232f3e">
        pay
      </text>
    </>
  ),
  // A bank building: prepayment by bank transfer.
  prepayment: (
    <g fill="none" stroke="#1d232b" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M20 16l12-7 12 7z" fill="#d5dbe3" />
      <path d="M23 19v9M29 19v9M35 19v9M41 19v9" />
      <path d="M19 31h26" />
    </g>
  ),
  // A banknote handed over: cash on delivery.
  cod: (
    <g fill="none" stroke="#1e7d34" strokeWidth="1.8">
      <rect x="15" y="11" width="34" height="18" rx="2" fill="#e5f3e8" />
      <circle cx="32" cy="20" r="4.5" />
      <path d="M19 15v0M45 25v0" strokeLinecap="round" strokeWidth="3" />
    </g>
  ),
};

export type PaymentMethodsProps = {
  /** Accessible name of the list, e.g. "Payment methods". */
  label: string;
  methods: PaymentMethod[];
  /** Accessible names per method (translate prepayment and cod). */
  methodLabels?: Partial<Record<PaymentMethod, string>>;
};

/** The payment marks in the footer. */
export function PaymentMethods({ label, methods, methodLabels }: PaymentMethodsProps) {
  return (
    <ul className={styles.marks} aria-label={label}>
      {methods.map((method) => (
        <li key={method}>
          <MethodMark name={method} label={methodLabels?.[method] ?? defaultPaymentLabels[method]}>
            {drawings[method]}
          </MethodMark>
        </li>
      ))}
    </ul>
  );
}
