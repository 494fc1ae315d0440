// Everything the product page shows besides the product itself (spec section 2, issue 7), read in
// parallel: variants with stock per size, delivery time, quantity step, badges, features,
// accessories, recommendations, reviews, and the shop's freight fee and cut-off times. A helper
// call that fails leaves its part of the page out instead of failing the page.
import { calls, type Comment, type DeliveryDelay, type Product, type Variation } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import type { SessionCustomer } from '../session/session.server.ts';
import { DEFAULT_CUTOFFS, deliveryPromise, type Cutoffs, type DeliveryPromise } from './delivery-promise.ts';
import { publicHolidays } from '@shop/contract/public-holidays';
import { toCard, type CardProduct } from './product-card-data.ts';
import { chooseVariant, type VariantChoice } from './variant-choice.ts';

const RECOMMENDATIONS = 8;
/** The seed's quantity-step attribute (the back office reads the step per sale element). */
const MULTIPLIER_ATTRIBUTE = 1;
const BADGE_GROUP = 'badge';

export type ReviewAccess = 'sign-in' | 'may-review' | 'not-bought';

export type ProductPage = {
  product: Product;
  variations: Variation[];
  choice: VariantChoice;
  delay: DeliveryDelay;
  promise: DeliveryPromise;
  /** The configured cut-off times, for the rule text. */
  cutoffs: Cutoffs;
  step: number;
  freightFee: number | null;
  badges: { title: string; color: string }[];
  features: { title: string; value: string }[];
  accessories: CardProduct[];
  recommendations: CardProduct[];
  reviews: { items: Comment[]; average: number | null };
  reviewAccess: ReviewAccess;
};

async function orElse<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.warn('product page part left out:', error instanceof Error ? error.message : error);
    return fallback;
  }
}

export async function loadProductPage(backend: Backend, product: Product, url: URL, customer: SessionCustomer | null, now = new Date()): Promise<ProductPage> {
  const locale = country.locale;
  const [variations, system, keywords, features, accessories, recommendations, reviews] = await Promise.all([
    orElse(backend.cachedHelper(calls.helper.productCombinations, { params: { product_id: product.ID, locale } }).then((a) => a.data), []),
    orElse(backend.cachedHelper(calls.helper.systemConfig, { query: {} }).then((a) => new Map(a.data.map((v) => [v.name, v.value]))), new Map<string, string | null>()),
    orElse(backend.cachedHelper(calls.helper.productAssociatedKeywords, { query: { group_code: BADGE_GROUP, locale } }).then((a) => a.data), []),
    orElse(
      backend.catalog(calls.backoffice.productFeatures, { params: { productId: product.ID, langCode: country.language } }).then((a) => a.data),
      [],
    ),
    orElse(backend.cachedHelper(calls.helper.accessoryProduct, { params: { id: product.ID }, query: { locale } }).then((a) => a.data), []),
    orElse(
      backend.cachedHelper(calls.helper.recommendationItem, { query: { product_id: product.ID, locale, limit: RECOMMENDATIONS } }).then((a) => a.data),
      [],
    ),
    orElse(
      // Kept as briefly as the product itself (CATALOG_CACHE_SECONDS, for guests only), not the
      // helper's 300 s: an approved review shows within seconds.
      backend.catalogHelper(calls.helper.comments, { params: { id: product.ID } }).then((a) => ({ items: a.data, average: a.average_rating })),
      { items: [], average: null },
    ),
  ]);
  const choice = chooseVariant(variations, product.PRODUCT_SALE_ELEMENT, url.searchParams);
  const pseId = choice.pseId ?? product.PRODUCT_SALE_ELEMENT;
  const [priced, delay, step, reviewAccess] = await Promise.all([
    pricedForVariant(backend, product, chosenPseId(variations, choice)),
    orElse(backend.cachedHelper(calls.helper.deliveryDelayPse, { params: { id: pseId } }).then((a) => a.data.delay), 'on_request' as DeliveryDelay),
    orElse(
      backend.cachedHelper(calls.helper.multiplier, { query: { locale, attribute_id: MULTIPLIER_ATTRIBUTE, pse_id: pseId } }).then((a) => a.data.multiplier),
      1,
    ),
    reviewAccessOf(backend, customer, pseId),
  ]);
  const iso = country.isoAlpha2.toLowerCase();
  const freight = Number(system.get(`freight_fee_cents_${iso}`));
  const configured = { weekday: system.get('next_day_cutoff') ?? DEFAULT_CUTOFFS.weekday, friday: system.get('next_day_cutoff_friday') ?? DEFAULT_CUTOFFS.friday };
  const holidays = publicHolidays(country.isoAlpha2, system.get(`delivery_holiday_state_${iso}`));
  // A malformed configured cut-off falls back to the spec's times, for the promise and its rule text alike.
  const cutoffs = orDefault(
    () => (deliveryPromise(now, country.timeZone, configured), configured),
    () => DEFAULT_CUTOFFS,
  );
  const colorOf = new Map(keywords.map((keyword) => [keyword.title, keyword.color]));
  return {
    product: priced,
    variations,
    choice,
    delay,
    promise: deliveryPromise(now, country.timeZone, cutoffs, holidays),
    cutoffs,
    step,
    freightFee: product.is_freight && Number.isSafeInteger(freight) && freight > 0 ? freight : null,
    badges: product.tag.map((title) => ({ title, color: colorOf.get(title) ?? '#4a5568' })),
    features: features.map((feature) => ({ title: feature.title, value: feature.values.map((value) => value.title).join(', ') })),
    accessories: accessories.map(toCard),
    recommendations: recommendations.map(toCard),
    reviews,
    reviewAccess,
  };
}

/** The chosen size's sale element, sold out or not: its price is shown either way. */
function chosenPseId(variations: Variation[], choice: VariantChoice): number | null {
  return variations.find((v) => v.color === choice.color)?.size.find((size) => size.name === choice.size)?.pse_id ?? null;
}

/**
 * Variants differ in price (a larger size, a gold finish) and in content (tiles of another size):
 * the page shows the chosen one's, as its sale element answers them for this country.
 */
async function pricedForVariant(backend: Backend, product: Product, pseId: number | null): Promise<Product> {
  if (pseId === null || pseId === product.PRODUCT_SALE_ELEMENT) return product;
  const variant = await orElse(backend.catalog(calls.backoffice.pse, { params: { pse: pseId }, query: { country_id: country.id } }).then((a) => a.data), null);
  if (!variant) return product;
  return {
    ...product,
    PRODUCT_SALE_ELEMENT: variant.id,
    REF: variant.ref,
    PRICE: variant.price,
    TAXED_PRICE: variant.taxed_price,
    PROMO_PRICE: variant.promo_price,
    BEST_TAXED_PRICE: variant.taxed_promo_price,
    IS_PROMO: variant.is_promo,
    listen_price: variant.listen_price,
    stock: variant.quantity,
    ...(variant.unit ? { unit: variant.unit } : {}),
    ...(variant.unit_content_milli ? { unit_content_milli: variant.unit_content_milli } : {}),
    lowest_price_30_days: variant.lowest_price_30_days ?? null,
  };
}

/** A badly configured cut-off falls back to the spec's 13:00 / 15:00. */
function orDefault<T>(configured: () => T, fallback: () => T): T {
  try {
    return configured();
  } catch {
    return fallback();
  }
}

/** Only a signed-in customer who may review (bought it, not reviewed yet) gets the form. */
async function reviewAccessOf(backend: Backend, customer: SessionCustomer | null, pseId: number): Promise<ReviewAccess> {
  if (!customer) return 'sign-in';
  const rights = await orElse(backend.helper(calls.helper.commentRights, { params: { pse: pseId, customer: customer.id } }), null);
  return rights?.data.can_comment ? 'may-review' : 'not-bought';
}
