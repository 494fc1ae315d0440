// Product features (material, dimensions...): one value per product, feature and language.
import type { Db } from '../../db/connect.ts';

/** A product's feature values in `lang` with the features' titles there, in the features' order; inactive features are left out. */
export async function productFeatures(db: Db, productId: number, lang: string) {
  return db
    .selectFrom('feature_product as fp')
    .innerJoin('feature', 'feature.id', 'fp.feature_id')
    .leftJoin('feature_i18n as fi', (join) => join.onRef('fi.feature_id', '=', 'fp.feature_id').on('fi.lang', '=', lang))
    .select(['fp.feature_id', 'fi.title', 'feature.code', 'feature.position', 'fp.value'])
    .where('fp.product_id', '=', productId)
    .where('fp.lang', '=', lang)
    .where('feature.visible', '=', 1)
    .orderBy('feature.position')
    .orderBy('feature.id')
    .execute();
}
