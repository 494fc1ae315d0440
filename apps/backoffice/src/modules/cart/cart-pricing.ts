// Prices sale elements for a country and a buyer, exactly as an order will charge them: the
// promo price when on promotion, VAT at the rate in force in that country, 0 % for customers who
// exclude VAT and for company customers buying in a zero-VAT category (pricing-vat `priceMode`).
// The cart view and order placement both use this, so the cart shows what the order charges.
// Company and VAT-exempt buyers are priced on the net basis (decision 014).
import { payingPrice, priceBasis, priceLine, priceMode } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { productImageUrl } from '../catalog/index.ts';
import type { ShopCountry } from '../shop/index.ts';
import { findBuyerFlags } from './buyer-repository.ts';
import {
  attributeValueTitles,
  categoriesOfProducts,
  currentSaleElementUrls,
  saleElementsToPrice,
  undeliverableProducts,
  zeroVatCategories,
} from './sale-element-repository.ts';

export type Buyer = { customerId: number; email: string; excludeVat: boolean; isCompany: boolean; isGuest: boolean };

export type LineRequest = { pseId: number; quantity: number; cartItemId?: number; fulfilmentCenterId?: number | null };

export type PricedLine = {
  cartItemId: number | undefined;
  /** The fulfilment centre the shopper chose for the line (null: the shop chooses). */
  fulfilmentCenterId: number | null;
  pseId: number;
  productId: number;
  ref: string;
  title: string;
  url: string;
  imageUrl: string;
  quantity: number;
  quantityStep: number;
  weightGrams: number;
  /** False when the product is hidden, has no price in this country, or its price is on request. */
  purchasable: boolean;
  isPromo: boolean;
  isFreight: boolean;
  undeliverable: boolean;
  /** VAT rate in percent (19, 20, 21, or 0). */
  taxRate: number;
  unitNet: number;
  unitGross: number;
  /** Line totals: the shown unit price (gross, or net on the net basis) times the quantity (pricing-vat `priceLine`). */
  lineNet: number;
  lineGross: number;
};

export async function loadBuyer(db: Db, customerId: number | null): Promise<Buyer | null> {
  if (customerId === null) return null;
  const row = await findBuyerFlags(db, customerId);
  return row
    ? { customerId: row.id, email: row.email, excludeVat: row.exclude_vat === 1, isCompany: row.is_company === 1, isGuest: row.is_guest === 1 }
    : null;
}

export async function priceLines(
  db: Db,
  input: { country: ShopCountry; buyer: Buyer | null; lines: readonly LineRequest[]; publicUrl: string },
): Promise<PricedLine[]> {
  const { country, buyer } = input;
  const pseIds = [...new Set(input.lines.map((line) => line.pseId))];
  if (pseIds.length === 0) return [];
  const rows = await saleElementsToPrice(db, pseIds, country);
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const avIds = [...new Set(rows.flatMap((row) => [row.color_av_id, row.size_av_id]).filter((id): id is number => id !== null))];
  const [attributes, urls, undeliverable, categories, zeroVat] = await Promise.all([
    avIds.length === 0 ? [] : attributeValueTitles(db, avIds, country.lang),
    currentSaleElementUrls(db, { pseIds, productIds }, country.locale),
    undeliverableProducts(db, productIds, country.id),
    // Zero-VAT categories only matter for companies (spec section 5).
    buyer?.isCompany ? categoriesOfProducts(db, productIds) : [],
    buyer?.isCompany ? zeroVatCategories(db, country.id) : [],
  ]);
  const attributeTitle = new Map(attributes.map((row) => [row.attribute_av_id, row.title]));
  const urlOf = new Map(urls.map((row) => [`${row.view}:${row.view_id}`, `/${row.url}`]));
  const undeliverableIds = new Set(undeliverable.map((row) => row.product_id));
  const zeroVatIds = zeroVat.map((row) => row.category_id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const basis = priceBasis(buyer);

  return input.lines.flatMap((line): PricedLine[] => {
    const row = byId.get(line.pseId);
    if (!row) return [];
    const mode = priceMode({
      excludeVat: buyer?.excludeVat ?? false,
      isCompany: buyer?.isCompany ?? false,
      productCategoryIds: categories.filter((c) => c.product_id === row.product_id).map((c) => c.category_id),
      zeroVatCategoryIds: zeroVatIds,
      taxTitle: country.taxTitle,
    });
    const paying = payingPrice({ price: row.price_cents, promoPrice: row.promo_price_cents, isPromo: row.is_promo });
    const onPromo = paying.onPromo;
    const unitNet = paying.net ?? 0;
    const variant = [row.color_av_id, row.size_av_id]
      .map((id) => (id === null ? undefined : attributeTitle.get(id)))
      .filter((title): title is string => title !== undefined);
    const productTitle = row.title ?? row.product_ref;
    const price = priceLine(unitNet, line.quantity, mode.rate, basis);
    return [
      {
        cartItemId: line.cartItemId,
        fulfilmentCenterId: line.fulfilmentCenterId ?? null,
        pseId: row.id,
        productId: row.product_id,
        ref: row.ref,
        title: variant.length > 0 ? `${productTitle} – ${variant.join(', ')}` : productTitle,
        url: urlOf.get(`pse:${row.id}`) ?? urlOf.get(`product:${row.product_id}`) ?? `/product/${row.product_id}`,
        imageUrl: productImageUrl(input.publicUrl, row.product_id, row.color_av_id),
        quantity: line.quantity,
        quantityStep: row.quantity_step,
        weightGrams: row.weight_grams,
        purchasable: row.visible === 1 && row.price_on_request === 0 && row.price_cents !== null,
        isPromo: onPromo,
        isFreight: row.is_freight === 1,
        undeliverable: undeliverableIds.has(row.product_id),
        taxRate: mode.rate,
        unitNet,
        unitGross: price.unitGross,
        lineNet: price.lineNet,
        lineGross: price.lineGross,
      },
    ];
  });
}
