// The header's cart dropdown (spec sections 3, 4 and 9): opens on the cart icon, closes on an
// outside click or Escape, and shows loading until the cart with its delivery cost has arrived.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { cartBadge } from '@shop/pricing-vat';
import { CountBadge, Dropdown, Icon } from '@shop/ui-kit';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { loader as cartLoader } from '../routes/cart.tsx';
import { useCartBadgeCount } from './cart-badge.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import styles from './cart.module.css';

export function CartDropdown({ count: renderedCount }: { count: number }) {
  const { t } = useLingui();
  const count = useCartBadgeCount(renderedCount);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof cartLoader>();
  const badge = cartBadge(count);

  const loaded = fetcher.state === 'idle' ? fetcher.data : undefined;
  const cart = loaded?.cart ?? null;
  return (
    <Dropdown
      align="end"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Fetched on every opening: the delivery cost depends on what is in the cart now.
        if (next) void fetcher.load('/cart');
      }}
      triggerLabel={t`Cart`}
      trigger={
        <>
          <Icon name="cart" />
          {count > 0 ? <CountBadge text={badge.text} small={badge.smallFont} label={t(countMessages.itemsInCart(count))} /> : null}
        </>
      }
    >
      {/* A link inside the panel navigates: the panel closes. */}
      <div className={styles.dropdown} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
        {!loaded ? (
          <p role="status">{t`Loading…`}</p>
        ) : !cart || cart.lines.length === 0 ? (
          <p>{t`Your cart is empty.`}</p>
        ) : (
          <>
            <ul className={styles.lines} aria-label={t`Products in the cart`}>
              {cart.lines.map((line) => (
                <CartLineRow key={line.cart_item_id} line={line} basis={cart.price_basis} compact />
              ))}
            </ul>
            <CartTotals cart={cart} delivery={loaded.delivery} />
            <Link to="/checkout" className={styles.checkoutLink}>
              {t`Go to checkout`}
            </Link>
          </>
        )}
        <Link to="/cart">{t`View cart`}</Link>
      </div>
    </Dropdown>
  );
}
