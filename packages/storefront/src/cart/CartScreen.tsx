// The cart page (spec sections 2, 4, 5 and 9): lines with quantity controls, undeliverable warning,
// coupon, delivery cost for the shop's country, totals in the shopper's price mode, and the way on
// to the checkout.
import { useLingui } from '@lingui/react/macro';
import { hasUndeliverable } from '@shop/cart-core';
import type { Cart, ExpressCode, FulfilmentCenter } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { Form, Link, useNavigation } from 'react-router';
import type { CartActionResult, LineVariant } from './cart-result.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { useRefusalText } from './coupon-refusal.ts';
import { CartTotals, type DeliveryCost } from './CartTotals.tsx';
import { MinimumOrderNotice, useMinimumOrder } from './MinimumOrderNotice.tsx';
import { useCartToast } from './use-cart-toast.tsx';
import styles from './cart.module.css';

/** A code that saves less than the cart's coupon: taken only when the shopper says so. */
function KeepBetterCoupon({ refusal }: { refusal: NonNullable<CartActionResult['couponRefusal']> }) {
  const { t } = useLingui();
  const code = refusal.code;
  return (
    <Form method="post" action="/cart" className={styles.couponLine}>
      <input type="hidden" name="coupon" value={code} />
      <input type="hidden" name="replace" value="1" />
      <button type="submit" name="intent" value="coupon" className={styles.linkButton}>
        {t`Use ${code} anyway`}
      </button>
    </Form>
  );
}

export function CartScreen({
  cart,
  delivery,
  centres = {},
  variants = {},
  result,
  paymentCanceled = false,
  expressFailed = false,
  express = [],
}: {
  cart: Cart | null;
  delivery: DeliveryCost;
  /** The fulfilment centres holding each line's sale element, by cart line. */
  centres?: Record<number, FulfilmentCenter[]>;
  /** The variants of each line's product, by cart line ("update item"). */
  variants?: Record<number, LineVariant[]>;
  result: CartActionResult | undefined;
  /** Back from a payment the shopper cancelled at the provider. */
  paymentCanceled?: boolean;
  /** Back from an express checkout the wallet did not approve, or that ran out. */
  expressFailed?: boolean;
  /** The wallets with an express checkout for this cart (PayPal, Amazon Pay). */
  express?: ExpressCode[];
}) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const navigation = useNavigation();
  useCartToast(result);
  // Below the minimum order value a wallet would only lead to a refused order: the notice says what is missing.
  const belowMinimum = useMinimumOrder(cart).missing > 0;
  const canceledNotice = paymentCanceled ? (
    <p role="status" className={styles.warningBox}>
      {t`The payment was cancelled and the order was not placed. Your cart is still here.`}
    </p>
  ) : expressFailed ? (
    <p role="alert" className={styles.warningBox}>
      {t`The express payment could not be started or was not approved. Nothing was ordered; please try again or go to the checkout.`}
    </p>
  ) : null;
  if (!cart || cart.lines.length === 0) {
    return (
      <section className={styles.page}>
        <h1>{t`Your cart`}</h1>
        {canceledNotice}
        <p>{t`Your cart is empty.`}</p>
        <Link to="/">{t`Continue shopping`}</Link>
      </section>
    );
  }
  const undeliverable = hasUndeliverable(cart.lines);
  const wallets = express.map((code) => (code === 'paypal' ? 'PayPal' : 'Amazon')).join(' / ');
  return (
    <section className={styles.page}>
      <h1>{t`Your cart`}</h1>
      {canceledNotice}
      {undeliverable ? (
        <p role="alert" className={styles.warningBox}>
          {t`Your cart contains items that cannot be delivered to your country. Please remove them before you order.`}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div>
          <ul className={styles.lines} aria-label={t`Products in the cart`}>
            {cart.lines.map((line) => (
              <CartLineRow key={line.cart_item_id} line={line} basis={cart.price_basis} centres={centres[line.cart_item_id] ?? []} variants={variants[line.cart_item_id] ?? []} />
            ))}
          </ul>
          <Form method="post" action="/cart">
            <button type="submit" name="intent" value="clear" className={styles.linkButton}>
              {t`Empty the cart`}
            </button>
          </Form>
        </div>
        <aside className={styles.summary} aria-label={t`Order summary`}>
          <Form method="post" action="/cart" className={styles.couponForm}>
            <label htmlFor="coupon">{t`Coupon code`}</label>
            <div className={styles.couponRow}>
              <input
                id="coupon"
                name="coupon"
                defaultValue={cart.coupon_code ?? ''}
                autoComplete="off"
                aria-invalid={result?.couponError ? true : undefined}
                aria-describedby={result?.couponError ? 'coupon-error' : undefined}
              />
              <Button type="submit" name="intent" value="coupon" variant="secondary" disabled={navigation.state === 'submitting'}>
                {t`Apply`}
              </Button>
            </div>
            {result?.couponError ? (
              <span id="coupon-error" role="alert" className={styles.error}>
                {refusalText(result)}
              </span>
            ) : result?.couponApplied ? (
              <span role="status" className={styles.couponApplied}>
                {result.couponApplied.replaced
                  ? t`Coupon ${result.couponApplied.code} applied. It replaces ${result.couponApplied.replaced}: one coupon per order.`
                  : t`Coupon ${result.couponApplied.code} applied.`}
              </span>
            ) : null}
          </Form>
          {result?.couponRefusal?.reason === 'worse_than_current' ? <KeepBetterCoupon refusal={result.couponRefusal} /> : null}
          {cart.coupon_code ? (
            <Form method="post" action="/cart" className={styles.couponLine}>
              {/* Said once: right after applying, the status above says it already. */}
              {result?.couponApplied ? null : <span>{t`Coupon ${cart.coupon_code} is applied.`}</span>}
              <button type="submit" name="intent" value="coupon-remove" className={styles.linkButton}>
                {t`Remove coupon ${cart.coupon_code}`}
              </button>
            </Form>
          ) : result?.couponRemoved ? (
            <p role="status" className={styles.couponApplied}>
              {t`The coupon was removed.`}
            </p>
          ) : null}
          <CartTotals cart={cart} delivery={delivery} />
          <MinimumOrderNotice cart={cart} />
          <Link to="/checkout" className={styles.checkoutLink}>
            {t`Go to checkout`}
          </Link>
          {express.length > 0 && !undeliverable && !belowMinimum ? (
            <div className={styles.express}>
              <p className={styles.expressLead}>{t`Or pay directly: address and payment come from your ${wallets} account.`}</p>
              {express.map((code) => (
                // A whole document: the wallet's page is on another site.
                <Form key={code} method="post" action={`/express/${code}`} reloadDocument>
                  <Button type="submit" variant="secondary" className={styles.expressButton}>
                    {code === 'paypal' ? t`Express checkout with PayPal` : t`Express checkout with Amazon Pay`}
                  </Button>
                </Form>
              ))}
            </div>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
