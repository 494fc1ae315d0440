// Minimum order value (locale config config_min_price, decision 017): below it the cart and the
// checkout say how much is missing, and the checkout's order button stays off.
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@shop/contract';
import { missingForMinimumOrder } from '@shop/pricing-vat';
import { useRouteLoaderData } from 'react-router';
import { money } from '../catalog/price.ts';
import type { FrameData } from '../frame/frame-data.ts';
import styles from './cart.module.css';

export const MINIMUM_ORDER_NOTICE_ID = 'minimum-order-notice';

/** The country's minimum order value and the cents still missing to it (0 when reached or none is set). */
export function useMinimumOrder(cart: Cart | null): { minimum: number; missing: number } {
  const minimum = (useRouteLoaderData('root') as FrameData | undefined)?.shop.minimumOrderCents ?? 0;
  return { minimum, missing: cart ? missingForMinimumOrder(cart.total_taxed_cents, minimum) : 0 };
}

export function MinimumOrderNotice({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const { minimum, missing } = useMinimumOrder(cart);
  if (missing === 0) return null;
  const minimumText = money(minimum);
  const missingText = money(missing);
  return (
    <p id={MINIMUM_ORDER_NOTICE_ID} role="status" className={styles.minimumNotice}>
      {t`The minimum order value is ${minimumText}. Please add ${missingText} more to order.`}
    </p>
  );
}
