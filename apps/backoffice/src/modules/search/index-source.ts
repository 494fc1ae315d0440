// What the index is built from: the catalog and content rows of a batch of products or pages, read
// in a few batched queries, and turned into index documents (one per language or locale).
import type { Db } from '../../db/connect.ts';
import { htmlToText } from './html-text.ts';
import { popularityOf, type ContentDocument, type ProductDocument } from './search-store.ts';
import {
  listBrandNames,
  listCategoryNames,
  listColorNames,
  listProductCategoryLinks,
  listProductsByIds,
  listProductTexts,
  listProductVariants,
  listVisibleContentTexts,
  sumVariantStock,
} from './source-repository.ts';
import { compactCode, indexTermsOf, termsOf, unique } from './text-normalization.ts';

export async function productDocuments(db: Db, ids: readonly number[]): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [products, texts, variants, links] = await Promise.all([
    listProductsByIds(db, idList),
    listProductTexts(db, idList),
    listProductVariants(db, idList),
    listProductCategoryLinks(db, idList),
  ]);
  const defaultVariantIds = variants.filter((variant) => variant.is_default === 1).map((variant) => variant.id);
  const brandIds = unique(products.map((product) => product.brand_id).filter((id): id is number => id !== null));
  const categoryIds = unique(links.map((link) => link.category_id));
  const colorIds = unique(variants.map((variant) => variant.color_av_id).filter((id): id is number => id !== null));
  const [stock, brandNames, categoryNames, colorNames] = await Promise.all([
    defaultVariantIds.length === 0 ? [] : sumVariantStock(db, defaultVariantIds),
    brandIds.length === 0 ? [] : listBrandNames(db, brandIds),
    categoryIds.length === 0 ? [] : listCategoryNames(db, categoryIds),
    colorIds.length === 0 ? [] : listColorNames(db, colorIds),
  ]);

  const stockOf = new Map(stock.map((row) => [row.pse_id, Number(row.quantity)]));
  const name = (rows: readonly { id: number; lang: string; title: string }[]) => {
    const map = new Map<string, string>();
    for (const row of rows) map.set(`${row.id}:${row.lang}`, row.title);
    return (id: number, lang: string) => map.get(`${id}:${lang}`) ?? '';
  };
  const brandName = name(brandNames);
  const categoryName = name(categoryNames);
  const colorName = name(colorNames);
  const byProduct = <T extends { product_id: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const textsOf = byProduct(texts);
  const variantsOf = byProduct(variants);
  const linksOf = byProduct(links);

  const documents: ProductDocument[] = [];
  for (const product of products) {
    if (product.visible !== 1) continue;
    const ownVariants = variantsOf.get(product.id) ?? [];
    const defaultVariant = ownVariants.find((variant) => variant.is_default === 1) ?? ownVariants[0];
    const ownCategories = unique([product.default_category_id, ...(linksOf.get(product.id) ?? []).map((link) => link.category_id)]);
    const colors = unique(ownVariants.map((variant) => variant.color_av_id).filter((id): id is number => id !== null));
    // References as typed: whole (wb000123), by their parts (wb, 000123), variants and EANs.
    const codes = unique([
      compactCode(product.ref),
      ...termsOf(product.ref),
      ...ownVariants.flatMap((variant) => [compactCode(variant.ref), termsOf(variant.ean).join('')]),
    ]).filter((code) => code.length > 0);
    for (const text of textsOf.get(product.id) ?? []) {
      const lang = text.lang;
      const names = [
        product.brand_id === null ? '' : brandName(product.brand_id, lang),
        ...ownCategories.map((id) => categoryName(id, lang)),
        ...colors.map((id) => colorName(id, lang)),
      ];
      documents.push({
        productId: product.id,
        lang,
        title: indexTermsOf(text.title),
        facts: indexTermsOf(names.join(' ')),
        body: indexTermsOf(htmlToText(`${text.chapo} ${text.description}`)),
        codes,
        categoryIds: ownCategories,
        facetCategoryId: product.default_category_id,
        inStock: defaultVariant !== undefined && (stockOf.get(defaultVariant.id) ?? 0) > 0,
        popularity: popularityOf(product.sales_count),
      });
    }
  }
  return documents;
}

export async function contentDocuments(db: Db, ids: readonly number[]): Promise<ContentDocument[]> {
  if (ids.length === 0) return [];
  const rows = await listVisibleContentTexts(db, [...ids]);
  return rows.map((row) => {
    const text = htmlToText(`${row.chapo} ${row.description}`);
    return {
      contentId: row.id,
      locale: row.locale,
      lang: row.locale.slice(0, 2),
      position: row.position,
      title: row.title,
      text,
      titleTerms: indexTermsOf(row.title),
      bodyTerms: indexTermsOf(text),
    };
  });
}
