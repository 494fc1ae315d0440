// One cart line with its quantity controls: remove one step, set a quantity, add one step, remove
// the line. Each control is its own small form, so it works before JavaScript has loaded too.
import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '@shop/contract';
import { Link, useFetcher } from 'react-router';
import { money } from '../catalog/price.ts';
import type { CartActionResult } from './cart-result.ts';
import { useCartToast } from './use-cart-toast.tsx';
import styles from './cart.module.css';

export function CartLineRow({ line, compact = false }: { line: CartLine; compact?: boolean }) {
  const { t } = useLingui();
  const fetcher = useFetcher<CartActionResult>();
  useCartToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const step = line.quantity_step;
  const hidden = (
    <>
      <input type="hidden" name="line" value={line.cart_item_id} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="current" value={line.quantity} />
    </>
  );
  return (
    <li className={compact ? `${styles.line} ${styles.compactLine}` : styles.line} aria-busy={busy || undefined}>
      {line.image_url ? <img src={`${line.image_url}?w=160`} width={80} height={80} alt="" loading="lazy" className={styles.lineImage} /> : <span className={styles.lineImage} />}
      <div className={styles.lineText}>
        <Link to={line.url}>{line.title}</Link>
        <span className={styles.muted}>{t`Item number ${line.ref}`}</span>
        {line.undeliverable ? <span className={styles.warning}>{t`This product cannot be delivered to your country.`}</span> : null}
        {compact ? <span>{t`${line.quantity} × ${money(line.unit_price_taxed_cents)}`}</span> : <span>{money(line.unit_price_taxed_cents)}</span>}
      </div>
      {compact ? null : (
        <div className={styles.lineControls}>
          <fetcher.Form method="post" action="/cart" className={styles.stepper}>
            {hidden}
            {/* First submit button: Enter in the quantity field sets the typed quantity. */}
            <button type="submit" name="intent" value="update" className={styles.visuallyHidden} tabIndex={-1}>
              {t`Update quantity`}
            </button>
            <button type="submit" name="intent" value="remove-one" disabled={busy} aria-label={t`One less of ${line.title}`}>
              −
            </button>
            <label className={styles.visuallyHidden} htmlFor={`qty-${line.cart_item_id}`}>
              {t`Quantity of ${line.title}`}
            </label>
            <input
              key={line.quantity}
              id={`qty-${line.cart_item_id}`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={step}
              step={step}
              defaultValue={line.quantity}
              className={styles.quantityInput}
              onBlur={(event) => {
                const quantity = event.currentTarget.value;
                if (Number(quantity) !== line.quantity) {
                  void fetcher.submit({ intent: 'update', line: line.cart_item_id, step, current: line.quantity, quantity }, { method: 'post', action: '/cart' });
                }
              }}
            />
            <button type="submit" name="intent" value="increase" disabled={busy} aria-label={t`One more of ${line.title}`}>
              +
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart">
            {hidden}
            <button type="submit" name="intent" value="delete" disabled={busy} className={styles.linkButton}>
              {t`Remove`}
            </button>
          </fetcher.Form>
        </div>
      )}
      <strong className={styles.lineTotal}>{money(line.line_total_taxed_cents)}</strong>
    </li>
  );
}
