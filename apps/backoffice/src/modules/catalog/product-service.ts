// Turns product rows into the contract's product shape for one country: prices in cents with the
// VAT rate in force there, the rewritten URL of that country's locale, stock summed over centres.
import type { Product } from '@shop/contract';
import { countryPrices, grossFromNet, lowestPriceBefore, reductionStart } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { productImageUrl, uploadedImageUrl } from './image-url.ts';
import type { ShopCountry } from '../shop/index.ts';
import { loadProductRows, type ProductRows } from './product-repository.ts';

/** `now`: the moment prices are read for (price changes saved for later are not history yet); default: the clock. */
export type ProductContext = { db: Db; country: ShopCountry; publicUrl: string; now?: Date };

/** Products in the order of `ids`; unknown or hidden ids are left out. */
export async function productsByIds(context: ProductContext, ids: number[]): Promise<Product[]> {
  const { db, country } = context;
  const rows = await loadProductRows(db, ids, { countryId: country.id, lang: country.lang, locale: country.locale, asOf: (context.now ?? new Date()).toISOString() });
  if (!rows) return [];
  const byId = indexRows(rows);
  return ids.flatMap((id) => {
    const product = byId.product.get(id);
    if (!product || product.visible !== 1) return [];
    return [toProduct(context, id, product, byId)];
  });
}

function groupBy<T>(list: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of list) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

function indexRows(rows: ProductRows) {
  const group = <T extends { product_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of list) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  return {
    product: new Map(rows.products.map((row) => [row.id, row])),
    text: new Map(rows.texts.map((row) => [row.product_id, row])),
    defaultPse: new Map(rows.defaults.map((row) => [row.product_id, row])),
    colors: group(rows.colors),
    categories: group(rows.categories),
    keywords: group(rows.keywords),
    productUrl: new Map(rows.urls.filter((u) => u.view === 'product').map((u) => [u.view_id, u.url])),
    pseUrl: new Map(rows.urls.filter((u) => u.view === 'pse').map((u) => [u.view_id, u.url])),
    undeliverable: new Set(rows.undeliverable.map((row) => row.product_id)),
    priceHistory: groupBy(rows.priceHistory, (row) => row.pse_id),
    uploadedImages: group(rows.uploadedImages),
  };
}

type Indexed = ReturnType<typeof indexRows>;

function toProduct(context: ProductContext, id: number, product: ProductRows['products'][number], rows: Indexed): Product {
  const { country, publicUrl } = context;
  const text = rows.text.get(id);
  const pse = rows.defaultPse.get(id);
  if (!pse) throw new Error(`Product ${id} has no default sale element`);
  const prices = countryPrices({ price: pse.price_cents, promoPrice: pse.promo_price_cents, isPromo: pse.is_promo }, country.vatRate);
  const colorIds = (rows.colors.get(id) ?? []).map((row) => row.color_av_id);
  const imageColors = [pse.color_av_id, ...colorIds.filter((c) => c !== pse.color_av_id)];
  const uploaded = (rows.uploadedImages.get(id) ?? []).map((image) => uploadedImageUrl(publicUrl, image.id));
  const images = [...uploaded, ...imageColors.map((colorAvId) => productImageUrl(publicUrl, id, colorAvId ?? null))];
  return {
    ID: id,
    REF: product.ref,
    TITLE: text?.title ?? product.ref,
    CHAPO: text?.chapo ?? '',
    DESCRIPTION: text?.description ?? '',
    POSTSCRIPTUM: '',
    URL: `/${rows.productUrl.get(id) ?? `product/${id}`}`,
    PRODUCT_SALE_ELEMENT: pse.id,
    PSE_URL: rows.pseUrl.has(pse.id) ? `/${rows.pseUrl.get(pse.id)}` : null,
    IMAGE: images[0] ?? null,
    images,
    brand_id: product.brand_id,
    brand_name: product.brand_title ?? null,
    category: (rows.categories.get(id) ?? []).map((row) => row.category_id),
    DEFAULT_CATEGORY: product.default_category_id,
    PRICE: prices.net,
    TAXED_PRICE: prices.taxed,
    PROMO_PRICE: prices.payingNet,
    BEST_TAXED_PRICE: prices.taxedPaying,
    IS_PROMO: prices.onPromo,
    listen_price: pse.list_price_cents == null ? null : grossFromNet(pse.list_price_cents, country.vatRate),
    tax_rate: country.vatRate,
    stock: Number(pse.stock ?? 0),
    tag: (rows.keywords.get(id) ?? []).map((row) => row.title),
    is_freight: product.is_freight === 1,
    undeliverable: rows.undeliverable.has(id),
    unit: pse.unit,
    unit_content_milli: pse.unit_content_milli,
    lowest_price_30_days: prices.onPromo ? lowestBefore(rows.priceHistory.get(pse.id) ?? [], prices.payingNet, country.vatRate) : null,
    meta_title: text?.meta_title ?? '',
    meta_description: text?.meta_description ?? '',
  };
}

/** The lowest gross price of the 30 days before the reduction to `promoNet` began, from the history. */
export function lowestBefore(history: { price_cents: number; valid_from: string }[], promoNet: number, vatRate: number): number | null {
  const changes = history.map((row) => ({ price: row.price_cents, validFrom: new Date(row.valid_from) }));
  const reducedAt = reductionStart(changes, promoNet);
  const lowestNet = reducedAt ? lowestPriceBefore(changes, reducedAt) : null;
  return lowestNet === null ? null : grossFromNet(lowestNet, vatRate);
}
