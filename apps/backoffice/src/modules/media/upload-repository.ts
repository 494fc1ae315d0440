// Reads of what the admin uploaded and the media routes serve: uploaded product photos, product
// documents and banner images (product_image and product_document are written by the
// product-admin module, banner_image by config-admin).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findProductDocument(db: Kysely<Database>, productId: number, documentId: number) {
  return db.selectFrom('product_document').select(['file_name', 'pdf']).where('id', '=', documentId).where('product_id', '=', productId).executeTakeFirst();
}

export async function findUploadedWebp(db: Kysely<Database>, table: 'product_image' | 'banner_image', id: number): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom(table).select('webp').where('id', '=', id).executeTakeFirst();
  return row?.webp;
}
