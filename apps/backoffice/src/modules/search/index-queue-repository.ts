// The indexer's own tables (search-store.ts, SearchTables): `search_dirty`, the marks triggers
// append for changed products and pages, and `search_term`, the words every process has indexed.
import type { SearchDb } from './search-store.ts';
import type { Vocabulary } from './term-dictionary.ts';

/** The oldest marks first. */
export function listDirtyMarks(db: SearchDb, limit: number) {
  return db.selectFrom('search_dirty').select(['id', 'kind', 'item_id']).orderBy('id').limit(limit).execute();
}

/**
 * Every mark of these items, wherever it is in the queue: a seed or an import marks a product once
 * per table it writes, far apart, and a round that rebuilt it should take all of them.
 */
export function listMarksOfItems(db: SearchDb, kind: 'product' | 'content', itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('search_dirty').select(['id', 'kind', 'item_id']).where('kind', '=', kind).where('item_id', 'in', [...itemIds]).execute();
}

export async function deleteDirtyMarks(db: SearchDb, ids: number[]): Promise<void> {
  await db.deleteFrom('search_dirty').where('id', 'in', ids).execute();
}

/** Indexed words with an id above `afterId`, in id order. */
export function listTermsAfter(db: SearchDb, afterId: number) {
  return db.selectFrom('search_term').select(['id', 'lang', 'vocabulary', 'term']).where('id', '>', afterId).orderBy('id').execute();
}

/** Adds words; one already stored (by this or another process) is left as it is. */
export async function insertTerms(db: SearchDb, terms: { lang: string; vocabulary: Vocabulary; term: string }[]): Promise<void> {
  await db
    .insertInto('search_term')
    .values(terms)
    .onConflict((conflict) => conflict.columns(['lang', 'vocabulary', 'term']).doNothing())
    .execute();
}
