// One cart line with its quantity controls: remove one step, set a quantity, add one step, remove
// the line. Each control is its own small form, so it works before JavaScript has loaded too.
import { useLingui } from '@lingui/react/macro';
import type { CartLine, FulfilmentCenter } from '@shop/contract';
import { shownLine, type PriceBasis } from '@shop/pricing-vat';
import type { ReactNode } from 'react';
import { Link, useFetcher, type FetcherWithComponents } from 'react-router';
import { money } from '../catalog/price.ts';
import type { CartActionResult, LineVariant } from './cart-result.ts';
import { useCartToast } from './use-cart-toast.tsx';
import styles from './cart.module.css';

/** One line, its prices on the cart's basis: gross for consumers, net for company customers (decision 014). */
export function CartLineRow({
  line,
  basis,
  compact = false,
  centres = [],
  variants = [],
}: {
  line: CartLine;
  basis: PriceBasis;
  compact?: boolean;
  centres?: readonly FulfilmentCenter[];
  /** The product's variants: more than one, and the line can take another ("update item"). */
  variants?: readonly LineVariant[];
}) {
  const { t } = useLingui();
  const shown = shownLine({ unitNet: line.unit_price_cents, unitGross: line.unit_price_taxed_cents, quantity: line.quantity, lineNet: line.line_total_cents, lineGross: line.line_total_taxed_cents }, basis);
  const unit = money(shown.unit);
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
  const extras = centres.length > 1 || variants.length > 1;
  return (
    <li className={compact ? `${styles.line} ${styles.compactLine}` : extras ? `${styles.line} ${styles.withCentre}` : styles.line} aria-busy={busy || undefined}>
      {line.image_url ? <img src={`${line.image_url}?w=160`} width={80} height={80} alt="" loading="lazy" className={styles.lineImage} /> : <span className={styles.lineImage} />}
      <div className={styles.lineText}>
        <Link to={line.url}>{line.title}</Link>
        <span className={styles.muted}>{t`Item number ${line.ref}`}</span>
        {line.undeliverable ? <span className={styles.warning}>{t`This product cannot be delivered to your country.`}</span> : null}
        {compact ? <span>{t`${line.quantity} × ${unit}`}</span> : <span>{unit}</span>}
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
      <strong className={styles.lineTotal}>{money(shown.total)}</strong>
      {!compact && extras ? (
        <div className={styles.lineExtras}>
          {variants.length > 1 ? <VariantChoice line={line} variants={variants} hidden={hidden} busy={busy} fetcher={fetcher} /> : null}
          {centres.length > 1 ? <FulfilmentChoice line={line} centres={centres} hidden={hidden} busy={busy} fetcher={fetcher} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The spec's cart action "change fulfilment centre": the centres that hold the line's sale element,
 * each with its stock; one that cannot ship the line's quantity is not offered. A form of its own,
 * so it works before JavaScript has loaded.
 */
function FulfilmentChoice({
  line,
  centres,
  hidden,
  busy,
  fetcher,
}: {
  line: CartLine;
  centres: readonly FulfilmentCenter[];
  hidden: ReactNode;
  busy: boolean;
  fetcher: FetcherWithComponents<CartActionResult>;
}) {
  const { t } = useLingui();
  const id = `centre-${line.cart_item_id}`;
  const title = line.title;
  return (
    <fetcher.Form method="post" action="/cart" className={styles.centreForm}>
      {hidden}
      <input type="hidden" name="pse" value={line.product_sale_elements_id} />
      <label htmlFor={id}>
        {t`Ships from`}
        <span className={styles.visuallyHidden}> ({title})</span>
      </label>
      <select id={id} name="centre" defaultValue={line.fulfilment_center_id ?? ''} key={line.fulfilment_center_id ?? 'shop'}>
        {line.fulfilment_center_id === null ? <option value="">{t`Chosen by the shop`}</option> : null}
        {centres.map((centre) => {
          const name = centre.city ? `${centre.name} (${centre.city})` : centre.name;
          const stock = centre.stock;
          return (
            <option key={centre.id} value={centre.id} disabled={stock < line.quantity}>
              {t`${name}: ${stock} in stock`}
            </option>
          );
        })}
      </select>
      <button type="submit" name="intent" value="fulfilment" disabled={busy} className={styles.linkButton}>
        {t`Change`}
      </button>
    </fetcher.Form>
  );
}

/**
 * The spec's cart action "update item": the line takes another colour or size of its product, with
 * its quantity; a variant without that stock is not offered. A form of its own (works without
 * JavaScript); the back office checks again.
 */
function VariantChoice({
  line,
  variants,
  hidden,
  busy,
  fetcher,
}: {
  line: CartLine;
  variants: readonly LineVariant[];
  hidden: ReactNode;
  busy: boolean;
  fetcher: FetcherWithComponents<CartActionResult>;
}) {
  const { t } = useLingui();
  const id = `variant-${line.cart_item_id}`;
  const title = line.title;
  return (
    <fetcher.Form method="post" action="/cart" className={styles.centreForm}>
      {hidden}
      <label htmlFor={id}>
        {t`Variant`}
        <span className={styles.visuallyHidden}> ({title})</span>
      </label>
      <select id={id} name="pse" defaultValue={line.product_sale_elements_id} key={line.product_sale_elements_id}>
        {variants.map((variant) => (
          <option key={variant.pseId} value={variant.pseId} disabled={variant.pseId !== line.product_sale_elements_id && variant.stock < line.quantity}>
            {variant.label === '' ? String(variant.pseId) : variant.label}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="item" disabled={busy} className={styles.linkButton}>
        {t`Change`}
        <span className={styles.visuallyHidden}> ({title})</span>
      </button>
    </fetcher.Form>
  );
}
