// Search indexes (issue 5): products and content, per language. SQLite: FTS5 tables; PostgreSQL:
// tsvector columns with GIN indexes plus a pg_trgm index for parts of compound words.
//
// The index follows the catalog through triggers: any write to a product, its texts, variants,
// stock, categories or the names it is found by (brand, category, colour), and to content, appends
// the item to `search_dirty`, whatever code path wrote it. The search module rebuilds those items
// within a fraction of a second and deletes exactly the entries it read, so a change made while an
// item is being rebuilt is never lost. Appending (never updating a shared row) keeps the triggers
// from taking locks that concurrent orders could deadlock on. Existing rows are appended here, so a
// database that already holds a catalog gets a full index once.
import { sql } from 'kysely';
import type { AnyDb, DialectName } from './column-kinds.ts';

type Source = {
  table: string;
  kind: 'product' | 'content';
  /** Columns whose change matters (SQLite only: PostgreSQL cannot combine them with transition tables). */
  columns: string[];
  /** SELECT of the marked ids as `item_id`, from the changed row(s) called `row`. */
  ids: string;
};

const SOURCES: readonly Source[] = [
  { table: 'product', kind: 'product', columns: ['ref', 'brand_id', 'default_category_id', 'visible', 'sales_count'], ids: 'select row.id as item_id' },
  { table: 'product_i18n', kind: 'product', columns: ['title', 'chapo', 'description'], ids: 'select row.product_id as item_id' },
  {
    table: 'product_sale_element',
    kind: 'product',
    columns: ['product_id', 'ref', 'ean', 'is_default', 'color_av_id'],
    ids: 'select row.product_id as item_id',
  },
  {
    table: 'pse_stock',
    kind: 'product',
    columns: ['quantity'],
    ids: 'select pse.product_id as item_id from product_sale_element pse where pse.id = row.pse_id',
  },
  { table: 'product_category', kind: 'product', columns: ['product_id', 'category_id'], ids: 'select row.product_id as item_id' },
  { table: 'brand_i18n', kind: 'product', columns: ['title'], ids: 'select p.id as item_id from product p where p.brand_id = row.brand_id' },
  {
    table: 'category_i18n',
    kind: 'product',
    columns: ['title'],
    ids: 'select pc.product_id as item_id from product_category pc where pc.category_id = row.category_id',
  },
  {
    table: 'attribute_av_i18n',
    kind: 'product',
    columns: ['title'],
    ids: 'select distinct pse.product_id as item_id from product_sale_element pse where pse.color_av_id = row.attribute_av_id',
  },
  { table: 'content', kind: 'content', columns: ['visible', 'position'], ids: 'select row.id as item_id' },
  { table: 'content_i18n', kind: 'content', columns: ['title', 'chapo', 'description'], ids: 'select row.content_id as item_id' },
];

const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);

export function searchMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') await upPostgres(db);
      else await upSqlite(db);
    },
  };
}

async function upSqlite(db: AnyDb) {
  await run(db, 'create table search_dirty (id integer primary key, kind text not null, item_id integer not null)');
  await run(
    db,
    'create table search_term (id integer primary key, lang text not null, vocabulary text not null, term text not null, unique (lang, vocabulary, term))',
  );
  // FTS rowids carry the language and the static rank (see sqlite-store.ts); languages get a slot.
  await run(db, 'create table search_language (lang text primary key, slot integer not null unique)');
  await run(
    db,
    'create table search_product_doc (product_id integer not null, lang text not null, fts_rowid integer not null, primary key (product_id, lang))',
  );
  // Contentless: the index keeps terms and rowids only; texts stay in the catalog tables.
  await run(
    db,
    `create virtual table search_product_fts using fts5(title, facts, body, codes, meta, content='', contentless_delete=1, detail='column', tokenize='unicode61 remove_diacritics 0')`,
  );
  await run(
    db,
    'create table search_content_doc (doc_id integer primary key, content_id integer not null, locale text not null, position integer not null, title text not null, text text not null)',
  );
  await run(db, 'create unique index search_content_doc_idx on search_content_doc (content_id, locale)');
  await run(
    db,
    `create virtual table search_content_fts using fts5(title, body, content='', contentless_delete=1, detail='column', tokenize='unicode61 remove_diacritics 0')`,
  );

  for (const source of SOURCES) {
    for (const [event, row, columns] of [
      ['insert', 'new', ''],
      ['update', 'new', ` of ${source.columns.join(', ')}`],
      ['delete', 'old', ''],
    ] as const) {
      const ids = source.ids.replace(/\brow\./g, `${row}.`);
      await run(
        db,
        `create trigger search_mark_${source.table}_${event} after ${event}${columns} on ${source.table} begin
          insert into search_dirty (kind, item_id) select '${source.kind}', ids.item_id from (${ids}) as ids;
        end`,
      );
    }
  }
  await run(db, "insert into search_dirty (kind, item_id) select 'product', id from product");
  await run(db, "insert into search_dirty (kind, item_id) select 'content', id from content");
}

async function upPostgres(db: AnyDb) {
  const trigramSchema = await ensureTrigramExtension(db);
  await run(db, 'create table search_dirty (id bigint generated always as identity primary key, kind text not null, item_id integer not null)');
  await run(
    db,
    'create table search_term (id bigint generated always as identity primary key, lang text not null, vocabulary text not null, term text not null, unique (lang, vocabulary, term))',
  );
  // A tsvector per field the tiers ask for, and `every` with all of them (descriptions included).
  // Lexemes are 'lang:term', title_text 'lang|terms'. GIN indexes without a pending list: the
  // indexer writes in batches anyway, and a pending list would be scanned by every search.
  await run(
    db,
    `create table search_product (
      product_id integer not null,
      lang text not null,
      out_of_stock smallint not null,
      popularity integer not null,
      facet_category_id integer not null,
      category_ids integer[] not null,
      title_text text not null,
      title tsvector not null,
      facts tsvector not null,
      codes tsvector not null,
      every tsvector not null,
      primary key (product_id, lang)
    )`,
  );
  for (const column of ['title', 'facts', 'codes', 'every', 'category_ids']) {
    await run(db, `create index search_product_${column}_idx on search_product using gin (${column}) with (fastupdate = off)`);
  }
  if (trigramSchema) {
    await run(
      db,
      `create index search_product_title_trgm_idx on search_product using gin (title_text ${quoteIdent(trigramSchema)}.gin_trgm_ops) with (fastupdate = off)`,
    );
  }
  await run(
    db,
    `create table search_content (
      content_id integer not null,
      locale text not null,
      position integer not null,
      title text not null,
      text text not null,
      title_text text not null,
      title_terms tsvector not null,
      every tsvector not null,
      primary key (content_id, locale)
    )`,
  );

  for (const source of SOURCES) {
    const ids = source.ids.replace(/\brow\./g, 'changed_rows.').replace(/ from (\w+) (\w+) where/, ' from changed_rows, $1 $2 where');
    const select = ids.includes(' from ') ? ids : `${ids} from changed_rows`;
    await run(
      db,
      `create function search_mark_${source.table}() returns trigger language plpgsql as $$
      begin
        insert into search_dirty (kind, item_id)
          select '${source.kind}', marked.item_id from (select distinct item_id from (${select}) as changed) as marked;
        return null;
      end $$`,
    );
    // One statement marks its rows in one go: a bulk import or the seed pays once per statement.
    for (const [event, table] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await run(
        db,
        `create trigger search_mark_${source.table}_${event} after ${event} on ${source.table}
          referencing ${table} table as changed_rows for each statement execute function search_mark_${source.table}()`,
      );
    }
  }
  await run(db, "insert into search_dirty (kind, item_id) select 'product', id from product");
  await run(db, "insert into search_dirty (kind, item_id) select 'content', id from content");
}

/**
 * pg_trgm lives once per database, in one schema. Use it where it is; otherwise create it in
 * `public` (a schema dropped later, like a test's, must not take it along). Serialized, because two
 * migrations starting together would both try to create it. Without the right to create it, the
 * search works the same, only the compound-word condition is not index-assisted.
 */
async function ensureTrigramExtension(db: AnyDb): Promise<string | null> {
  await run(db, 'select pg_advisory_xact_lock(7262011)');
  const existing = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  if (existing.rows[0]) return existing.rows[0].schema;
  await run(db, 'savepoint search_trgm');
  try {
    await run(db, 'create extension if not exists pg_trgm with schema public');
    await run(db, 'release savepoint search_trgm');
    return 'public';
  } catch {
    await run(db, 'rollback to savepoint search_trgm');
    return null;
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
