// Brands, and how many visible products each has: in all, per category or in a category subtree.
// Plain functions over a database or a transaction (STYLE.md, point 8).
import type { Db } from '../../db/connect.ts';

/** Visible brands with their texts in `lang` and current URL in `locale`; only `ids` when given. */
export async function listBrands(db: Db, locale: string, lang: string, ids: number[] | undefined) {
  if (ids !== undefined && ids.length === 0) return [];
  let select = db
    .selectFrom('brand')
    .leftJoin('brand_i18n as bi', (join) => join.onRef('bi.brand_id', '=', 'brand.id').on('bi.lang', '=', lang))
    .leftJoin('rewriting_url as ru', (join) =>
      join.onRef('ru.view_id', '=', 'brand.id').on('ru.view', '=', 'brand').on('ru.view_locale', '=', locale).on('ru.redirected_to', 'is', null),
    )
    .select(['brand.id', 'bi.title', 'bi.description', 'ru.url'])
    .where('brand.visible', '=', 1)
    .orderBy('brand.position')
    .orderBy('bi.title');
  if (ids !== undefined) select = select.where('brand.id', 'in', ids);
  return select.execute();
}

/** Brands of the visible products in any of `categoryIds`. */
export async function brandIdsInCategories(db: Db, categoryIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('product')
    .innerJoin('product_category', 'product_category.product_id', 'product.id')
    .select('product.brand_id')
    .distinct()
    .where('product.visible', '=', 1)
    .where('product_category.category_id', 'in', [0, ...categoryIds])
    .execute();
  return rows.flatMap((row) => (row.brand_id === null ? [] : [row.brand_id]));
}

export async function countBrandProducts(db: Db, brandId: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('brand_id', '=', brandId)
    .where('visible', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Visible products of a brand in any of `categoryIds`, each counted once. */
export async function countBrandProductsInCategories(db: Db, brandId: number, categoryIds: number[]): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.count<number>('product.id').distinct().as('count'))
    .innerJoin('product_category', 'product_category.product_id', 'product.id')
    .where('product.visible', '=', 1)
    .where('product.brand_id', '=', brandId)
    .where('product_category.category_id', 'in', [0, ...categoryIds])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Visible products per brand and category, of one brand when `brandId` is given. */
export async function countProductsPerBrandAndCategory(db: Db, brandId: number | undefined) {
  let select = db
    .selectFrom('product')
    .innerJoin('product_category', 'product_category.product_id', 'product.id')
    .select((eb) => ['product.brand_id', 'product_category.category_id', eb.fn.countAll<number>().as('count')])
    .where('product.visible', '=', 1)
    .where('product.brand_id', 'is not', null)
    .groupBy(['product.brand_id', 'product_category.category_id'])
    .orderBy('product.brand_id')
    .orderBy('product_category.category_id');
  if (brandId !== undefined) select = select.where('product.brand_id', '=', brandId);
  return select.execute();
}
