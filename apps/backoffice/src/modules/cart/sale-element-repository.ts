// What the cart reads about sale elements to price them for a country: price, texts, URLs,
// delivery limits and the categories that decide zero VAT for companies (cart-pricing.ts).
import type { Db } from '../../db/connect.ts';

/** A sale element with its product's visibility and its price in the country (null: no price there). */
export async function findSaleElementWithPrice(db: Db, pseId: number, countryId: number) {
  return db
    .selectFrom('product_sale_element as pse')
    .innerJoin('product', 'product.id', 'pse.product_id')
    .leftJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', countryId))
    .select(['pse.id', 'pse.product_id', 'pse.quantity_step', 'product.visible', 'product.price_on_request', 'price.price_cents'])
    .where('pse.id', '=', pseId)
    .executeTakeFirst();
}

/** Sale elements with what a priced line needs: product flags, price in the country, title in its language. */
export async function saleElementsToPrice(db: Db, pseIds: readonly number[], country: { id: number; lang: string }) {
  return db
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
}

export async function attributeValueTitles(db: Db, avIds: readonly number[], lang: string) {
  return db.selectFrom('attribute_av_i18n').select(['attribute_av_id', 'title']).where('attribute_av_id', 'in', avIds).where('lang', '=', lang).execute();
}

/** The current (not redirected) URLs of the sale elements and products in a locale. */
export async function currentSaleElementUrls(db: Db, ids: { pseIds: readonly number[]; productIds: readonly number[] }, locale: string) {
  return db
    .selectFrom('rewriting_url')
    .select(['view', 'view_id', 'url'])
    .where((eb) => eb.or([eb.and([eb('view', '=', 'pse'), eb('view_id', 'in', ids.pseIds)]), eb.and([eb('view', '=', 'product'), eb('view_id', 'in', ids.productIds)])]))
    .where('view_locale', '=', locale)
    .where('redirected_to', 'is', null)
    .execute();
}

export async function undeliverableProducts(db: Db, productIds: readonly number[], countryId: number) {
  return db.selectFrom('product_undeliverable').select('product_id').where('product_id', 'in', productIds).where('country_id', '=', countryId).execute();
}

export async function categoriesOfProducts(db: Db, productIds: readonly number[]) {
  return db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', productIds).execute();
}

export async function zeroVatCategories(db: Db, countryId: number) {
  return db.selectFrom('zero_vat_category').select('category_id').where('country_id', '=', countryId).execute();
}
