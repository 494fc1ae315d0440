// Categories with their texts, and how many visible products each holds (the category tree's input).
import type { Db } from '../../db/connect.ts';

/** Visible products per category; products are linked to every ancestor of their category too. */
export async function countVisibleProductsPerCategory(db: Db) {
  return db
    .selectFrom('product_category')
    .innerJoin('product', 'product.id', 'product_category.product_id')
    .select((eb) => ['product_category.category_id', eb.fn.countAll<number>().as('product_count')])
    .where('product.visible', '=', 1)
    .groupBy('product_category.category_id')
    .execute();
}

/** Every category, hidden ones too, with its texts in `lang` (null where it has none), by position. */
export async function categoriesWithTexts(db: Db, lang: string) {
  return db
    .selectFrom('category')
    .leftJoin('category_i18n', (join) => join.onRef('category_i18n.category_id', '=', 'category.id').on('category_i18n.lang', '=', lang))
    .select([
      'category.id',
      'category.parent_id',
      'category.position',
      'category.visible',
      'category.icon',
      'category_i18n.title',
      'category_i18n.description',
    ])
    .orderBy('category.position')
    .orderBy('category.id')
    .execute();
}
