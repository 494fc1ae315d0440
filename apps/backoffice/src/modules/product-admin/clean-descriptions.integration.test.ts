// Descriptions stored before they were cleaned on the way in (issue 38): the clean-up writes each
// dirty one cleaned, leaves clean ones as they are, and a second run
// changes nothing. On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { cleanStoredDescriptions } from './index.ts';

const DIRTY = '<p>Gut</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Link</a>';

describe.each(databaseKinds)('cleaning stored descriptions on %s', (kind) => {
  let shop: TestBackOffice;
  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 6 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('cleans what the allow-list would change, once, and leaves the rest', async () => {
    const db = shop.backOffice.deps.db;
    const rows = await db.selectFrom('product_i18n').select(['product_id', 'lang', 'description']).orderBy('product_id').orderBy('lang').execute();
    const [dirty, untouched] = rows;
    if (!dirty || !untouched) throw new Error('two texts needed');
    await db.updateTable('product_i18n').set({ description: DIRTY }).where('product_id', '=', dirty.product_id).where('lang', '=', dirty.lang).execute();

    const first = await cleanStoredDescriptions(db);
    expect(first).toEqual({ read: rows.length, cleaned: 1 });
    const after = await db.selectFrom('product_i18n').select('description').where('product_id', '=', dirty.product_id).where('lang', '=', dirty.lang).executeTakeFirstOrThrow();
    expect(after.description).toBe('<p>Gut</p><img src="x" /><a>Link</a>');
    const other = await db.selectFrom('product_i18n').select('description').where('product_id', '=', untouched.product_id).where('lang', '=', untouched.lang).executeTakeFirstOrThrow();
    expect(other.description).toBe(untouched.description);
    expect(await cleanStoredDescriptions(db)).toEqual({ read: rows.length, cleaned: 0 });
  });
});
