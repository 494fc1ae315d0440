// Prices sale elements for a country and a buyer, exactly as an order will charge them: the
// promo price when on promotion, VAT at the rate in force in that country, 0 % for customers who
// exclude VAT and for company customers buying in a zero-VAT category (pricing-vat `priceMode`).
// The cart view and order placement both use this, so the cart shows what the order charges.
import { payingPrice, priceLine, priceMode } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { productImageUrl } from '../catalog/index.ts';
import type { ShopCountry } from '../shop/index.ts';

export type Buyer = { customerId: number; email: string; excludeVat: boolean; isCompany: boolean; isGuest: boolean };

export type LineRequest = { pseId: number; quantity: number; cartItemId?: number };

export type PricedLine = {
  cartItemId: number | undefined;
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
  /** Line totals: the shown unit price times the quantity, net taken out of it (pricing-vat `priceLine`). */
  lineNet: number;
  lineGross: number;
};

export async function loadBuyer(db: Db, customerId: number | null): Promise<Buyer | null> {
  if (customerId === null) return null;
  const row = await db
    .selectFrom('customer')
    .select(['id', 'email', 'exclude_vat', 'is_company', 'is_guest'])
    .where('id', '=', customerId)
    .executeTakeFirst();
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
  const rows = await db
    .selectFrom('product_sale_element as pse')
    .innerJoin('product', 'product.id', 'pse.product_id')
    .leftJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', country.id))
    .leftJoin('product_i18n as text', (join) => join.onRef('text.product_id', '=', 'product.id').on('text.lang', '=', country.lang))
    .select([
      'pse.id',
      'pse.product_id',
      'pse.ref',
      'pse.color_av_id',
      'pse.size_av_id',
      'pse.weight_grams',
      'pse.quantity_step',
      'product.ref as product_ref',
      'product.visible',
      'product.is_freight',
      'product.price_on_request',
      'price.price_cents',
      'price.promo_price_cents',
      'price.is_promo',
      'text.title',
    ])
    .where('pse.id', 'in', pseIds)
    .execute();
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const avIds = [...new Set(rows.flatMap((row) => [row.color_av_id, row.size_av_id]).filter((id): id is number => id !== null))];
  const [attributes, urls, undeliverable, categories, zeroVat] = await Promise.all([
    avIds.length === 0
      ? []
      : db.selectFrom('attribute_av_i18n').select(['attribute_av_id', 'title']).where('attribute_av_id', 'in', avIds).where('lang', '=', country.lang).execute(),
    db
      .selectFrom('rewriting_url')
      .select(['view', 'view_id', 'url'])
      .where((eb) => eb.or([eb.and([eb('view', '=', 'pse'), eb('view_id', 'in', pseIds)]), eb.and([eb('view', '=', 'product'), eb('view_id', 'in', productIds)])]))
      .where('view_locale', '=', country.locale)
      .where('redirected_to', 'is', null)
      .execute(),
    db.selectFrom('product_undeliverable').select('product_id').where('product_id', 'in', productIds).where('country_id', '=', country.id).execute(),
    // Zero-VAT categories only matter for companies (spec section 5).
    buyer?.isCompany ? db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', productIds).execute() : [],
    buyer?.isCompany ? db.selectFrom('zero_vat_category').select('category_id').where('country_id', '=', country.id).execute() : [],
  ]);
  const attributeTitle = new Map(attributes.map((row) => [row.attribute_av_id, row.title]));
  const urlOf = new Map(urls.map((row) => [`${row.view}:${row.view_id}`, `/${row.url}`]));
  const undeliverableIds = new Set(undeliverable.map((row) => row.product_id));
  const zeroVatIds = zeroVat.map((row) => row.category_id);
  const byId = new Map(rows.map((row) => [row.id, row]));

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
    const price = priceLine(unitNet, line.quantity, mode.rate);
    return [
      {
        cartItemId: line.cartItemId,
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
