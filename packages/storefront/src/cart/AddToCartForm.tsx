// Quantity and the add button of the product page (spec sections 4 and 9). Posts to the /cart
// action: with JavaScript through a fetcher (toast, badge update, the shopper stays on the page);
// without it as a plain form that lands on the cart page.
import { useLingui } from '@lingui/react/macro';
import { roundToStep } from '@shop/cart-core';
import { Button } from '@shop/ui-kit';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from './cart-result.ts';
import { cartBadgeAdding } from './cart-badge.ts';
import { useCartToast } from './use-cart-toast.tsx';
import styles from './cart.module.css';

export type AddToCartFormProps = {
  productId: number;
  /** The chosen variant; null while none (or none buyable) is chosen. */
  saleElementId: number | null;
  /** Quantities go in multiples of this (tiles by the box). */
  step: number;
  /** The stock of the chosen variant, when known. */
  maxQuantity?: number;
  disabled?: boolean;
};

export function AddToCartForm({ productId, saleElementId, step, maxQuantity, disabled = false }: AddToCartFormProps) {
  const { t } = useLingui();
  const fetcher = useFetcher<CartActionResult>();
  const quantityId = useId();
  const safeStep = Math.max(1, Math.floor(step));
  const [quantity, setQuantity] = useState(String(safeStep));
  useCartToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const blocked = disabled || saleElementId === null || maxQuantity === 0;
  // Whole packs only: a typed 4 in boxes of 3 becomes 6 when the field is left, and the shopper is
  // told (issue 37), not left to notice a different number.
  const [rounded, setRounded] = useState<{ from: string; to: number } | null>(null);
  const adjust = () => {
    const to = Math.max(safeStep, roundToStep(Number(quantity), safeStep));
    setRounded(quantity.trim() !== '' && Number(quantity) !== to ? { from: quantity.trim(), to } : null);
    setQuantity(String(to));
    return to;
  };
  const roundedFrom = rounded?.from ?? '';
  const roundedTo = rounded?.to ?? 0;

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className={styles.addForm}
      onSubmit={(event) => {
        // One add at a time; the button stays focusable meanwhile (a disabled button would drop the keyboard's focus).
        if (busy) {
          event.preventDefault();
          return;
        }
        cartBadgeAdding(adjust());
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="pse" value={saleElementId ?? ''} />
      <label htmlFor={quantityId} className={styles.quantityLabel}>
        {safeStep > 1 ? t`Quantity (in steps of ${safeStep})` : t`Quantity`}
      </label>
      <input
        id={quantityId}
        className={styles.quantityInput}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={safeStep}
        step={safeStep}
        max={maxQuantity && maxQuantity > 0 ? maxQuantity : undefined}
        value={quantity}
        onChange={(event) => {
          setQuantity(event.target.value);
          setRounded(null);
        }}
        onBlur={adjust}
        aria-describedby={`${quantityId}-rounded`}
      />
      <Button type="submit" disabled={blocked} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {t`Add to cart`}
      </Button>
      <span id={`${quantityId}-rounded`} role="status" className={styles.roundedNote}>
        {rounded ? t`${roundedFrom} is no whole number of packs of ${safeStep}: the quantity is now ${roundedTo}.` : ''}
      </span>
    </fetcher.Form>
  );
}
