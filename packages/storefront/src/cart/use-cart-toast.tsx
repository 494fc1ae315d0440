// Cart toasts (spec section 9): 'Hinzufügen zum Einkaufswagen fehlgeschlagen' on any failed add
// or removal, a success toast for an added product and 'Aus dem Einkaufswagen entfernt' for a
// removed line. The added toast links to the cart ('Zum Einkaufswagen'). Shown once per answer; the answer also settles the header's cart badge.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { withToast } from '../frame/toasts.tsx';
import { cartBadgeAnswered } from './cart-badge.ts';
import type { CartActionResult } from './cart-result.ts';
import styles from './cart.module.css';

export function useCartToast(result: CartActionResult | undefined): void {
  const { t } = useLingui();
  useEffect(() => {
    if (!result) return;
    cartBadgeAnswered(result.count);
    const removal = result.intent === 'delete' || result.intent === 'remove-one';
    if (!result.ok) {
      if (result.intent === 'add' || removal) withToast((toast) => toast.error(t`Adding to the cart failed`));
      else if (result.intent === 'fulfilment') withToast((toast) => toast.error(t`This fulfilment centre cannot ship this quantity.`));
      else if (result.intent === 'item') withToast((toast) => toast.error(t`This variant is not available in this quantity.`));
      else if (result.intent !== 'coupon') withToast((toast) => toast.error(t`Unknown error`));
      return;
    }
    if (result.intent === 'add') {
      const added = t`The product was added to the cart.`;
      const toCart = t`Go to the cart`;
      withToast((toast) =>
        toast.success((shown) => (
          <span className={styles.toast}>
            <span>{added}</span>
            <Link to="/cart" onClick={() => toast.dismiss(shown.id)}>
              {toCart}
            </Link>
          </span>
        )),
      );
    } else if (result.intent === 'delete') withToast((toast) => toast.success(t`Removed from the cart`));
    else if (result.intent === 'fulfilment') withToast((toast) => toast.success(t`The item now ships from the chosen fulfilment centre.`));
    else if (result.intent === 'item') withToast((toast) => toast.success(t`The item was changed.`));
    // The message depends on the answer object only: each answer is toasted once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not again when the catalog object changes
  }, [result]);
}
