// Cart toasts (spec section 9): 'Hinzufügen zum Einkaufswagen fehlgeschlagen' on any failed add
// or removal, a success toast for an added product and 'Aus dem Einkaufswagen entfernt' for a
// removed line. Shown once per answer; the answer also settles the header's cart badge.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { cartBadgeAnswered } from './cart-badge.ts';
import type { CartActionResult } from './cart-result.ts';

export function useCartToast(result: CartActionResult | undefined): void {
  const { t } = useLingui();
  useEffect(() => {
    if (!result) return;
    cartBadgeAnswered(result.count);
    const removal = result.intent === 'delete' || result.intent === 'remove-one';
    if (!result.ok) {
      if (result.intent === 'add' || removal) toast.error(t`Adding to the cart failed`);
      else if (result.intent !== 'coupon') toast.error(t`Unknown error`);
      return;
    }
    if (result.intent === 'add') toast.success(t`The product was added to the cart.`);
    else if (result.intent === 'delete') toast.success(t`Removed from the cart`);
    // The message depends on the answer object only: each answer is toasted once.
  }, [result]);
}
