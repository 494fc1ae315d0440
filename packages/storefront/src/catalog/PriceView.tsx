import { useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/contract';
import { shownPrice } from './price.ts';
import type { PriceContext } from './ProductCard.tsx';
import styles from './catalog.module.css';

/** The price block: price, crossed-out list price or discount badge, and the tax label. */
export function PriceView({ product, prices, compact = false }: { product: Product; prices: PriceContext; compact?: boolean }) {
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
      <span className={styles.taxLabel}>{shown.includesVat ? t`incl. ${shown.taxLabel}` : t`net, 0% VAT`}</span>
    </div>
  );
}
