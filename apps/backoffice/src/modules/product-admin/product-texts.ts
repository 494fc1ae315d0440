// A product's texts as the editor and the import write them (security round three): the description
// is HTML, cleaned on the way in with the content pages' allow-list (no scripts, event handlers,
// frames or javascript: links), so every reader of the API and the exports gets clean HTML, not
// only the storefront, which cleans once more when it renders.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cleanRichText } from '../shop/index.ts';
import { writeTexts } from './product-admin-repository.ts';

export type ProductText = { lang: string; title: string; chapo: string; description: string; meta_title: string; meta_description: string };

export async function replaceTexts(trx: Transaction<Database>, productId: number, texts: ProductText[]): Promise<void> {
  await writeTexts(
    trx,
    productId,
    texts.map((text) => ({ ...text, description: cleanRichText(text.description) })),
  );
}
