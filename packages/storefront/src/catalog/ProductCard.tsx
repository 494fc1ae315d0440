import { useLingui } from '@lingui/react/macro';
import { ShopLink } from '../frame/ShopLink.tsx';
import { PriceView } from './PriceView.tsx';
import type { CardProduct } from './product-card-data.ts';
import type { Shopper } from './price.ts';
import styles from './catalog.module.css';

export type PriceContext = { shopper: Shopper; zeroVatCategories: string; taxTitle: string; priceOnRequest: number[] };

/**
 * `eager`: above the fold, so not lazy. `priority`: the page's largest picture (its LCP element),
 * fetched before other images.
 */
export function ProductCard({ product, prices, eager = false, priority = false }: { product: CardProduct; prices: PriceContext; eager?: boolean; priority?: boolean }) {
  const { t } = useLingui();
  return (
    <li className={styles.card}>
      <ShopLink to={product.URL} className={styles.cardLink}>
        {product.IMAGE ? (
          <img
            src={`${product.IMAGE}?w=320`}
            srcSet={`${product.IMAGE}?w=320 320w, ${product.IMAGE}?w=480 480w, ${product.IMAGE}?w=640 640w`}
            sizes="(min-width: 992px) 25vw, 50vw"
            width={320}
            height={320}
            alt=""
            loading={eager || priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : null}
        <span className={styles.cardBrand}>{product.brand_name}</span>
        <span className={styles.cardTitle}>{product.TITLE}</span>
      </ShopLink>
      <PriceView product={product} prices={prices} compact indications />
      {product.stock === 0 ? <span className={styles.soldOut}>{t`Currently sold out`}</span> : null}
    </li>
  );
}
