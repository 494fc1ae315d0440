// The payment-flags migration on a database that already has flagged payments: each flag on an
// order's timeline becomes an open payment flag with the order's provider session, so staff can
// settle the money that came in before the admin offered it. SQLite here; the suites run the same
// migration on PostgreSQL from empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { allMigrations } from './migrations/index.ts';

describe('payment-flags migration on existing data', () => {
  let handle: DatabaseHandle | undefined;
  let dir = '';
  afterEach(async () => {
    await handle?.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the flags of the timeline into open payment flags with their session', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'migration-test-'));
    handle = connectDatabase({ databaseUrl: undefined, dataDir: dir });
    const { db } = handle;
    const partial = await new Migrator({ db, provider: { getMigrations: async () => allMigrations('sqlite') } }).migrateTo('2026-11-23-03-order-admin');
    expect(partial.error).toBeUndefined();

    // Only the rows the migration reads: the order itself does not matter to it.
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    const at = '2026-11-20T10:00:00.000Z';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before the migration
    const old = db as any;
    await old
      .insertInto('order_payment')
      .values({ order_id: 7, provider: 'stripe', status: 'canceled', provider_session_id: 'cs_late', amount_cents: 4_990, currency_code: 'EUR', created_at: at, updated_at: at })
      .execute();
    const flag = (orderId: number, detail: Record<string, unknown>) => ({ order_id: orderId, kind: 'payment_flag', detail_json: JSON.stringify(detail), created_at: at });
    await old
      .insertInto('order_event')
      .values([
        flag(7, { reason: 'paid_after_close', provider: 'stripe', event_id: 'evt_1', amount_cents: 4_990, currency: 'EUR' }),
        flag(8, { reason: 'amount_mismatch', provider: 'paypal', amount_cents: 1_000, currency: 'EUR' }),
        { order_id: 7, kind: 'status', detail_json: JSON.stringify({ reason: 'abandoned' }), created_at: at },
      ])
      .execute();

    await migrateToLatest(handle);

    const flags = await db.selectFrom('payment_flag').selectAll().orderBy('id').execute();
    expect(flags).toEqual([
      expect.objectContaining({ order_id: 7, provider: 'stripe', provider_session_id: 'cs_late', reason: 'paid_after_close', amount_cents: 4_990, currency_code: 'EUR', status: 'open', created_at: at }),
      expect.objectContaining({ order_id: 8, provider: 'paypal', provider_session_id: null, reason: 'amount_mismatch', amount_cents: 1_000, status: 'open', settled_at: null }),
    ]);
  });
});
