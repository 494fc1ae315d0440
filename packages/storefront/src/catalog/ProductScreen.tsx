// The product page (spec section 2). Variant choice, delivery times, reviews, add to cart and
// the rest of the page arrive with issue 7; this shows what every product has.
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/contract';
import { stockDisplay } from '@shop/pricing-vat';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import { PriceView } from './PriceView.tsx';
import { usePriceContext } from './use-prices.ts';
import styles from './catalog.module.css';

export function ProductScreen({ product }: { product: Product }) {
  const { t } = useLingui();
  const prices = usePriceContext();
  const stock = stockDisplay(product.stock);
  return (
    <article className={styles.product}>
      <div className={styles.gallery}>
        {product.IMAGE ? (
          <img
            src={`${product.IMAGE}?w=640`}
            srcSet={`${product.IMAGE}?w=480 480w, ${product.IMAGE}?w=640 640w, ${product.IMAGE}?w=960 960w`}
            sizes="(min-width: 992px) 50vw, 100vw"
            width={640}
            height={640}
            alt={product.TITLE}
            fetchPriority="high"
          />
        ) : null}
      </div>
      <div className={styles.facts}>
        {product.brand_name ? <span className={styles.cardBrand}>{product.brand_name}</span> : null}
        <h1>{product.TITLE}</h1>
        <p>{t`Item number ${product.REF}`}</p>
        <PriceView product={product} prices={prices} />
        <p>
          {stock.kind === 'outOfStock'
            ? t`Currently sold out`
            : stock.kind === 'count'
              ? t`Only ${stock.count} left in stock`
              : t`In stock`}
        </p>
        <AddToCartForm productId={product.ID} saleElementId={product.PRODUCT_SALE_ELEMENT} step={1} maxQuantity={product.stock} />
        {product.undeliverable ? <p>{t`This product cannot be delivered to your country.`}</p> : null}
        {product.is_freight ? <p>{t`Delivered by freight forwarder; we need a phone number for the delivery appointment.`}</p> : null}
        {product.CHAPO ? <p>{product.CHAPO}</p> : null}
        <div dangerouslySetInnerHTML={{ __html: product.DESCRIPTION }} />
      </div>
    </article>
  );
}
