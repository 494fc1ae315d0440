// Reads of the product documents the media routes serve (the product_document rows are written by
// the product-admin module, as product_image is).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findProductDocument(db: Kysely<Database>, productId: number, documentId: number) {
  return db.selectFrom('product_document').select(['file_name', 'pdf']).where('id', '=', documentId).where('product_id', '=', productId).executeTakeFirst();
}
