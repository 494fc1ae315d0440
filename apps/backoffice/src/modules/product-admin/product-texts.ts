// A product's texts as the editor and the import write them (security round three): the description
// is HTML, cleaned on the way in with the content pages' allow-list (no scripts, event handlers,
// frames or javascript: links), so every reader of the API and the exports gets clean HTML, not
// only the storefront, which cleans once more when it renders.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { cleanRichText } from '../shop/index.ts';
import { descriptionsAfter, replaceDescriptionIfUnchanged, writeTexts } from './product-admin-repository.ts';

export type ProductText = { lang: string; title: string; chapo: string; description: string; meta_title: string; meta_description: string };

export async function replaceTexts(trx: Transaction<Database>, productId: number, texts: ProductText[]): Promise<void> {
  await writeTexts(
    trx,
    productId,
    texts.map((text) => ({ ...text, description: cleanRichText(text.description) })),
  );
}

const CLEAN_BATCH = 500;

/**
 * Cleans the descriptions stored before they were cleaned on the way in (issue 38): each one that
 * the allow-list would change is written cleaned, only while it is still what was read, so an edit
 * saved meanwhile stays. Safe to run again: a second run changes nothing. Answers how many were read
 * and how many changed. `pnpm --filter @shop/backoffice descriptions:clean` runs it.
 */
export async function cleanStoredDescriptions(db: Db): Promise<{ read: number; cleaned: number }> {
  let read = 0;
  let cleaned = 0;
  let after = { productId: 0, lang: '' };
  for (;;) {
    const rows = await descriptionsAfter(db, after, CLEAN_BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      read += 1;
      const clean = cleanRichText(row.description);
      if (clean !== row.description && (await replaceDescriptionIfUnchanged(db, row, clean))) cleaned += 1;
    }
    const last = rows[rows.length - 1];
    if (!last) break;
    after = { productId: last.product_id, lang: last.lang };
  }
  return { read, cleaned };
}
