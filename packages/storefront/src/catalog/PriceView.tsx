import { useLingui } from '@lingui/react/macro';
import { shownPrice, unitPriceOf, type PricedProduct, type ShownPrice } from './price.ts';
import type { PriceContext } from './ProductCard.tsx';
import { TaxNote } from './TaxNote.tsx';
import styles from './catalog.module.css';

/** The price block: price, a reduction against the 30-day lowest price or the manufacturer's RRP, and the tax and shipping note. */
export function PriceView({ product, prices, compact = false, indications = false }: { product: PricedProduct; prices: PriceContext; compact?: boolean; indications?: boolean }) {
  const { t } = useLingui();
  if (prices.priceOnRequest.includes(product.ID)) {
    return <p className={styles.onRequest}>{t`Price on request`}</p>;
  }
  const shown = shownPrice(product, prices.shopper, prices.zeroVatCategories, prices.taxTitle);
  if (shown.hidden) return null;
  const comparison = shown.comparison;
  return (
    <div className={compact ? `${styles.price} ${styles.priceCompact}` : styles.price}>
      <span className={styles.priceNow}>{shown.price}</span>
      {comparison?.kind === 'lowest30Days' ? (
        <>
          <span className={styles.discount}>−{comparison.percentOff}%</span>
          {/* PAngV section 11: a reduction is stated against the lowest price of the 30 days before, and labelled so. */}
          <span className={styles.priceWasLine}>
            {t`Lowest price of the last 30 days:`} <s className={styles.priceWas}>{comparison.amount}</s>
          </span>
        </>
      ) : comparison?.kind === 'manufacturerRrp' ? (
        <span className={styles.priceList}>{t`Manufacturer's RRP ${comparison.amount}`}</span>
      ) : null}
      <TaxNote className={styles.taxLabel} taxLabel={shown.taxLabel} vat={shown.vat} />
      {indications ? <UnitPrice product={product} price={shown} /> : null}
    </div>
  );
}

function UnitPrice({ product, price }: { product: PricedProduct; price: ShownPrice }) {
  const { t } = useLingui();
  const unitPrice = unitPriceOf(product, price);
  return unitPrice ? <span className={styles.unitPrice}>{t`${unitPrice} per m²`}</span> : null;
}
