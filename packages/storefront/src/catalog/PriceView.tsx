import { useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/contract';
import { priceIndications, shownPrice } from './price.ts';
import type { PriceContext } from './ProductCard.tsx';
import { TaxNote } from './TaxNote.tsx';
import styles from './catalog.module.css';

/** The price block: price, crossed-out list price or discount badge, and the tax and shipping note. */
export function PriceView({ product, prices, compact = false, indications = false }: { product: Product; prices: PriceContext; compact?: boolean; indications?: boolean }) {
  const { t } = useLingui();
  if (prices.priceOnRequest.includes(product.ID)) {
    return <p className={styles.onRequest}>{t`Price on request`}</p>;
  }
  const shown = shownPrice(product, prices.shopper, prices.zeroVatCategories, prices.taxTitle);
  if (shown.hidden) return null;
  return (
    <div className={compact ? `${styles.price} ${styles.priceCompact}` : styles.price}>
      <span className={styles.priceNow}>{shown.price}</span>
      {shown.discountPercent !== null ? (
        <>
          <s className={styles.priceWas} aria-label={t`Previous price ${shown.listPrice}`}>
            {shown.listPrice}
          </s>
          <span className={styles.discount}>−{shown.discountPercent}%</span>
        </>
      ) : (
        <span className={styles.priceList}>{t`RRP ${shown.listPrice}`}</span>
      )}
      <TaxNote className={styles.taxLabel} taxLabel={shown.taxLabel} includesVat={shown.includesVat} />
      {indications ? <PriceIndications product={product} price={shown} /> : null}
    </div>
  );
}

function PriceIndications({ product, price }: { product: Product; price: Parameters<typeof priceIndications>[1] }) {
  const { t } = useLingui();
  const { unitPrice, lowestBefore } = priceIndications(product, price);
  return (
    <>
      {unitPrice ? <span className={styles.unitPrice}>{t`${unitPrice} per m²`}</span> : null}
      {lowestBefore ? <span className={styles.unitPrice}>{t`Lowest price of the last 30 days: ${lowestBefore}`}</span> : null}
    </>
  );
}
