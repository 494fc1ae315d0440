// Associated keywords: the badges a product can carry (new, bestseller, sale...), in groups.
import type { Db } from '../../db/connect.ts';

/** The keywords (badges) of a group with their titles in `lang`, in the group's order. */
export async function keywordsOfGroup(db: Db, groupCode: string, lang: string) {
  return db
    .selectFrom('associated_keyword as ak')
    .innerJoin('associated_keyword_i18n as ki', (join) => join.onRef('ki.keyword_id', '=', 'ak.id').on('ki.lang', '=', lang))
    .select(['ak.id', 'ki.title', 'ak.color'])
    .where('ak.group_code', '=', groupCode)
    .orderBy('ak.position')
    .execute();
}
