// The account-security migration on a database that already has data: newsletter unsubscribe
// links already mailed keep working (their tokens are hashed in place), and sent mails whose links
// may still work lose their stored body. SQLite here; the suites run the same migration on
// PostgreSQL from empty.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { allMigrations } from '../db/migrations/index.ts';

describe('account-security migration on existing data', () => {
  let handle: DatabaseHandle | undefined;
  let dir = '';
  afterEach(async () => {
    await handle?.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes existing unsubscribe tokens in place and empties sent reset mails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'migration-test-'));
    handle = connectDatabase({ databaseUrl: undefined, dataDir: dir });
    const { db } = handle;
    const before = new Migrator({ db, provider: { getMigrations: async () => allMigrations('sqlite') } });
    const partial = await before.migrateTo('2026-11-21-08-withdrawals');
    expect(partial.error).toBeUndefined();

    const at = new Date().toISOString();
    const token = randomBytes(32).toString('base64url');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before the migration
    const old = db as any;
    await old.insertInto('country').values({ id: 13, iso_alpha2: 'AT', locale: 'de_AT', currency_code: 'EUR', is_default: 1 }).execute();
    await old
      .insertInto('newsletter_subscription')
      .values({ email: 'old@example.org', locale: 'de_AT', country_id: 13, status: 'subscribed', unsubscribe_token: token, created_at: at, updated_at: at })
      .execute();
    const mail = (kind: string, sent: boolean) => ({
      kind,
      to_address: 'old@example.org',
      subject: kind,
      text_body: `link ?token=${token}`,
      html_body: `<a href="?token=${token}">x</a>`,
      created_at: at,
      sent_at: sent ? at : null,
    });
    await old.insertInto('mail_outbox').values([mail('password_reset', true), mail('newsletter_confirmation', true), mail('order_confirmation', true), mail('password_reset', false)]).execute();

    await migrateToLatest(handle);

    const row = await db.selectFrom('newsletter_subscription').selectAll().executeTakeFirstOrThrow();
    expect(row.unsubscribe_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const bodies = await db.selectFrom('mail_outbox').select(['kind', 'sent_at', 'text_body', 'html_body']).orderBy('id').execute();
    expect(bodies.map((body) => body.text_body.includes(token))).toEqual([false, false, true, true]);
    expect(bodies[0]?.html_body).toBeNull();
  });
});
