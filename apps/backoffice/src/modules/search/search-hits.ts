// Turns matched product ids into the search hits of spec section 3, priced for one country. The
// index only finds and orders; prices, stock, URLs and badges are read live for the few hits of a
// page, through the same product service the catalog answers with, so they never disagree.
import type { SearchProductHit } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { productsByIds, type CategoryTree } from '../catalog/index.ts';
import type { ShopCountry } from '../shop/index.ts';
import { listDefaultVariantStockCentres, listKeywordBadges } from './hit-repository.ts';

export async function productHits(
  context: { db: Db; country: ShopCountry; publicUrl: string; tree: CategoryTree },
  ids: readonly number[],
): Promise<SearchProductHit[]> {
  const { db, country, tree } = context;
  if (ids.length === 0) return [];
  const productIds = [...ids];
  // All three at once: on PostgreSQL each is a round trip.
  const [products, keywords, stock] = await Promise.all([
    productsByIds({ db, country, publicUrl: context.publicUrl }, productIds),
    listKeywordBadges(db, productIds, country.lang),
    listDefaultVariantStockCentres(db, productIds),
  ]);

  return products.map((product) => {
    const badges: Record<string, string> = {};
    for (const keyword of keywords) if (keyword.product_id === product.ID) badges[keyword.title] = JSON.stringify({ color: keyword.color });
    const stocked = stock.filter((row) => row.pse_id === product.PRODUCT_SALE_ELEMENT);
    // Shipped from the shop's own country by default; otherwise from the first centre that has it.
    const shipsFrom = stocked.some((row) => row.country_id === country.id) ? null : (stocked[0]?.name ?? null);
    // On promotion, the price before it is the list price the discount badge compares with.
    const listPrice = product.listen_price ?? (product.IS_PROMO && product.TAXED_PRICE > product.BEST_TAXED_PRICE ? product.TAXED_PRICE : null);
    return {
      id: product.ID,
      ref: product.REF,
      url: product.URL,
      stock: Math.max(0, product.stock),
      title: product.TITLE,
      price: product.BEST_TAXED_PRICE,
      // PROMO_PRICE is the net price paid (the regular one when not on promotion: countryPrices).
      price_without_vat: product.PROMO_PRICE,
      listen_price: listPrice,
      image_url: product.IMAGE,
      categories: categoryTitles(tree, product.DEFAULT_CATEGORY, product.category),
      associated_keyword: badges,
      pse_id: product.PRODUCT_SALE_ELEMENT,
      fulfilment_center: shipsFrom,
    };
  });
}

/** The default category's path from the top, then any other category the product is in. */
function categoryTitles(tree: CategoryTree, defaultCategoryId: number, categoryIds: readonly number[]): string[] {
  const path: number[] = [];
  for (let node = tree.byId.get(defaultCategoryId); node; node = node.parentId === null ? undefined : tree.byId.get(node.parentId)) {
    path.unshift(node.id);
    if (path.length > 20) break;
  }
  const ids = [...path, ...categoryIds.filter((id) => !path.includes(id))];
  return ids.map((id) => tree.byId.get(id)?.title ?? '').filter((title) => title.length > 0);
}
