// Home-page banners uploaded in the admin (issue 16): each image cropped to the banner's 3:1 and
// kept as WebP with the country whose banner it is; the locale config's `banners` names it by its
// address (/images/banner-uploads/{id}.webp), served in the widths the storefront asks for.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';
import { idColumn } from './column-kinds.ts';

export function bannerImagesMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('banner_image'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('webp', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
