// The product page (spec section 2, issue 7): gallery, price with the German price indications,
// colour and size, stock and delivery time, add to cart, badges, description, features,
// documents (PDF, attached in the admin), manufacturer and safety information (GPSR), accessories, recommendations and reviews.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { stockDisplay } from '@shop/pricing-vat';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import type { Crumb } from '../seo/json-ld.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DeliveryInfo } from './DeliveryInfo.tsx';
import { PriceView } from './PriceView.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import type { ProductPage } from './product-page.server.ts';
import { ProductReviews } from './ProductReviews.tsx';
import { ProductSafety } from './ProductSafety.tsx';
import { showsTeaser } from './teaser.ts';
import { usePriceContext } from './use-prices.ts';
import { VariantPicker } from './VariantPicker.tsx';
import styles from './catalog.module.css';

export function ProductScreen({ page, breadcrumbs }: { page: ProductPage; breadcrumbs?: Crumb[] | undefined }) {
  const { t, i18n } = useLingui();
  const prices = usePriceContext();
  const { product, choice, variations } = page;
  const average = page.reviews.average === null ? null : i18n.number(page.reviews.average, { maximumFractionDigits: 1 });
  const reviewCount = page.reviews.items.length;
  const chosenColor = variations.find((variation) => variation.color === choice.color);
  const chosenSize = chosenColor?.size.find((size) => size.name === choice.size);
  const stockCount = chosenSize ? chosenSize.stock : product.stock;
  const stock = stockDisplay(stockCount);
  const images = [...new Set([chosenColor?.image_url, ...product.images].filter((image): image is string => Boolean(image)))];
  return (
    <>
      <Breadcrumbs trail={breadcrumbs} />
      <article className={styles.product}>
        <ProductGallery images={images} title={product.TITLE} />
        <div className={styles.facts}>
          {product.brand_name ? <span className={styles.cardBrand}>{product.brand_name}</span> : null}
          <h1>{product.TITLE}</h1>
          {page.badges.length > 0 ? (
            <ul className={styles.badges} aria-label={t`Highlights`}>
              {page.badges.map((badge) => (
                <li key={badge.title} style={{ borderColor: badge.color }}>
                  <span className={styles.badgeDot} style={{ background: badge.color }} aria-hidden="true" />
                  {badge.title}
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.reference}>{t`Item number ${product.REF}`}</p>
          {average !== null ? (
            <a href="#reviews" className={styles.ratingLink}>
              {t(countMessages.ratingWithReviews(average, reviewCount))}
            </a>
          ) : null}
          <PriceView product={product} prices={prices} indications />
          <VariantPicker variations={variations} choice={choice} />
          <p className={stock.kind === 'outOfStock' ? styles.soldOut : styles.inStock}>
            {choice.pseId === null && choice.color !== null && !chosenSize
              ? t`Please choose a size.`
              : stock.kind === 'outOfStock'
                ? t`Currently sold out`
                : stock.kind === 'count'
                  ? t`Only ${stock.count} left in stock`
                  : t`In stock`}
          </p>
          <DeliveryInfo delay={page.delay} promise={page.promise} cutoffs={page.cutoffs} inStock={stockCount > 0} freightFee={page.freightFee} />
          {product.undeliverable ? <p>{t`This product cannot be delivered to your country.`}</p> : null}
          <AddToCartForm
            productId={product.ID}
            saleElementId={choice.pseId}
            step={page.step}
            maxQuantity={stockCount}
            disabled={product.undeliverable || prices.priceOnRequest.includes(product.ID)}
          />
          {showsTeaser(product.CHAPO, product.DESCRIPTION) ? <p>{product.CHAPO}</p> : null}
        </div>
      </article>
      <section aria-labelledby="description-title" className={styles.section}>
        <h2 id="description-title">{t`Description`}</h2>
        {/* Sanitised by loadProduct (content/safe-html.server.ts). */}
        <div dangerouslySetInnerHTML={{ __html: product.DESCRIPTION }} />
      </section>
      {page.features.length > 0 ? (
        <section aria-labelledby="features-title" className={styles.section}>
          <h2 id="features-title">{t`Features`}</h2>
          <table className={styles.features}>
            <tbody>
              {page.features.map((feature) => (
                <tr key={feature.title}>
                  <th scope="row">{feature.title}</th>
                  <td>{feature.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.documents && product.documents.length > 0 ? (
        <section aria-labelledby="documents-title" className={styles.section}>
          <h2 id="documents-title">{t`Documents`}</h2>
          <ul className={styles.documents}>
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} type="application/pdf" target="_blank" rel="noopener">
                  {document.title} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.safety ? <ProductSafety safety={product.safety} /> : null}
      {page.accessories.length > 0 ? (
        <section aria-labelledby="accessories-title" className={styles.section}>
          <h2 id="accessories-title">{t`Matching accessories`}</h2>
          <ul className={styles.grid}>
            {page.accessories.map((accessory) => (
              <ProductCard key={accessory.ID} product={accessory} prices={prices} />
            ))}
          </ul>
        </section>
      ) : null}
      {page.recommendations.length > 0 ? (
        <section aria-labelledby="recommendations-title" className={styles.section}>
          <h2 id="recommendations-title">{t`Customers also bought`}</h2>
          <ul className={styles.grid}>
            {page.recommendations.map((recommended) => (
              <ProductCard key={recommended.ID} product={recommended} prices={prices} />
            ))}
          </ul>
        </section>
      ) : null}
      <ProductReviews reviews={page.reviews} access={page.reviewAccess} pseId={choice.pseId} />
    </>
  );
}
