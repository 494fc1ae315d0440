// Home (spec section 2): banners and home-page products from the locale config, top categories.
import { useLingui } from '@lingui/react/macro';
import { calls, parseCommaIds } from '@shop/contract';
import { preload } from 'react-dom';
import { data, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ShopLink } from '../frame/ShopLink.tsx';
import { ProductCard } from '../catalog/ProductCard.tsx';
import { toCard } from '../catalog/product-card-data.ts';
import { usePriceContext } from '../catalog/use-prices.ts';
import country from '../country/current-country.ts';
import type { FrameData } from '../frame/frame-data.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { homeSeo } from '../seo/page-seo.server.ts';
import styles from './home.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const backend = await backendOf(request);
  const config = await backend.cachedHelper(calls.helper.localeConfig, { query: { locale: country.locale } });
  const ids = parseCommaIds(config.data.homepage_products).slice(0, 12);
  const products =
    ids.length > 0
      ? (await backend.backOffice(calls.backoffice.productsByIds, { query: { ids: ids.join(','), country_id: country.id } })).items.map(toCard)
      : [];
  return data({ products, seo: homeSeo(config.data) }, { headers: await pageCacheHeaders(request) });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export const headers = catalogPageHeaders;

export default function Home() {
  const { t } = useLingui();
  const { products } = useLoaderData<typeof loader>();
  const frame = useRouteLoaderData('root') as FrameData;
  const prices = usePriceContext();
  const storeName = country.brand.storeName;
  const [banner] = frame.shop.banners;
  if (banner) preloadBanner(banner);
  return (
    <>
      <h1 className={styles.title}>
        {t`Welcome to ${storeName}`}
      </h1>
      {banner ? (
        <a href={banner.link ?? '#main'} className={styles.banner}>
          <picture>
            {/* Narrow screens get the banner's own image for them, when it has one. */}
            {banner.mobileImageUrl ? <source media={NARROW} srcSet={banner.mobileImageUrl} width={768} height={256} /> : null}
            <img
              src={`${banner.imageUrl}?w=1200`}
              srcSet={bannerSrcSet(banner.imageUrl)}
              sizes={BANNER_SIZES}
              width={1200}
              height={400}
              alt={banner.alt}
              fetchPriority="high"
            />
          </picture>
        </a>
      ) : null}
      <section aria-labelledby="top-categories">
        <h2 id="top-categories">{t`Top categories`}</h2>
        <ul className={styles.categories}>
          {frame.menu.map((category) => (
            <li key={category.id}>
              <ShopLink to={category.href}>{category.title}</ShopLink>
            </li>
          ))}
        </ul>
      </section>
      {products.length > 0 ? (
        <section aria-labelledby="home-products">
          <h2 id="home-products">{t`Our recommendations`}</h2>
          <ul className={styles.products}>
            {products.map((product, position) => (
              // Without a banner the first products are the top of the page.
              <ProductCard key={product.ID} product={product} prices={prices} eager={!banner && position < 4} priority={!banner && position === 0} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';

const BANNER_SIZES = '(min-width: 1200px) 1200px, 100vw';
const NARROW = '(max-width: 767px)';

function bannerSrcSet(imageUrl: string): string {
  return `${imageUrl}?w=600 600w, ${imageUrl}?w=1200 1200w`;
}

/**
 * The banner is the page's largest picture: its request goes into the document's head (React puts
 * preloads there), so it starts with the first bytes instead of after the stylesheet and scripts.
 * React preloads a high-priority <img> by itself, but not one inside <picture>: the source the
 * browser picks depends on the screen, so each gets its own preload with the same media query.
 */
function preloadBanner(banner: FrameData['shop']['banners'][number]): void {
  const wide = { as: 'image', fetchPriority: 'high', imageSrcSet: bannerSrcSet(banner.imageUrl), imageSizes: BANNER_SIZES } as const;
  if (!banner.mobileImageUrl) {
    preload(`${banner.imageUrl}?w=1200`, wide);
    return;
  }
  preload(banner.mobileImageUrl, { as: 'image', fetchPriority: 'high', media: NARROW });
  preload(`${banner.imageUrl}?w=1200`, { ...wide, media: '(min-width: 768px)' });
}
