// Live reads for the few hits of one page (search-hits.ts, search-engine.ts): badges, stock
// centres and content addresses, never stored in the index so they cannot go stale.
import type { Db } from '../../db/connect.ts';

/** The products' keyword badges in `lang`, in keyword order. */
export function listKeywordBadges(db: Db, productIds: number[], lang: string) {
  return db
    .selectFrom('product_associated_keyword as pak')
    .innerJoin('associated_keyword as keyword', 'keyword.id', 'pak.keyword_id')
    .innerJoin('associated_keyword_i18n as name', (join) => join.onRef('name.keyword_id', '=', 'pak.keyword_id').on('name.lang', '=', lang))
    .select(['pak.product_id', 'name.title', 'keyword.color'])
    .where('pak.product_id', 'in', productIds)
    .orderBy('keyword.position')
    .execute();
}

/** The fulfilment centres holding stock of the products' default variants, in centre order. */
export function listDefaultVariantStockCentres(db: Db, productIds: number[]) {
  return db
    .selectFrom('pse_stock')
    .innerJoin('product_sale_element as pse', 'pse.id', 'pse_stock.pse_id')
    .innerJoin('fulfilment_center as centre', 'centre.id', 'pse_stock.fulfilment_center_id')
    .select(['pse_stock.pse_id', 'centre.name', 'centre.country_id'])
    .where('pse.product_id', 'in', productIds)
    .where('pse.is_default', '=', 1)
    .where('pse_stock.quantity', '>', 0)
    .orderBy('centre.position')
    .orderBy('centre.id')
    .execute();
}

/** Current (not redirected) SEO addresses of content pages in one locale. */
export function listContentUrls(db: Db, contentIds: number[], locale: string) {
  return db
    .selectFrom('rewriting_url')
    .select(['view_id', 'url'])
    .where('view', '=', 'content')
    .where('view_id', 'in', contentIds)
    .where('view_locale', '=', locale)
    .where('redirected_to', 'is', null)
    .execute();
}
