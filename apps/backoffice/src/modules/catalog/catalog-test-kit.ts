// Categories the listing suites page through: the seed's first top-level category (a subtree) and
// its first leaf (no subcategories).
import type { Db } from '../../db/connect.ts';

export async function firstTopCategory(db: Db): Promise<{ id: number }> {
  return db.selectFrom('category').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
}

export async function firstLeafCategory(db: Db): Promise<{ id: number }> {
  return db
    .selectFrom('category as c')
    .select('c.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('category as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))))
    .where('c.parent_id', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}
