// /health and /ready, draining and the request timeout (issue 18): what a load balancer sees.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';

describe.each(databaseKinds)('health and readiness on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 3, env: { REQUEST_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers /health and /ready on both faces while the database answers and is migrated', async () => {
    for (const base of [shop.apiUrl, shop.helperUrl]) {
      expect(await call(`${base}/health`)).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await call(`${base}/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
    }
  });

  it('keeps an idle connection longer than its clients do (they close it first, never sending on a closing socket)', async () => {
    for (const base of [shop.apiUrl, shop.helperUrl]) {
      const answer = await call(`${base}/health`);
      // undici and nginx's upstream keep an idle connection 4 s; the server says 65.
      expect(answer.headers.get('keep-alive')).toBe('timeout=65');
    }
  });

  it('is not ready while a migration this build knows has not run, and names it', async () => {
    const db = shop.backOffice.deps.db.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
    const row = await db.selectFrom('kysely_migration').selectAll().where('name', '=', '2026-11-23-30-job-leases').executeTakeFirstOrThrow();
    await db.deleteFrom('kysely_migration').where('name', '=', row.name).execute();
    try {
      const answer = await call(`${shop.apiUrl}/ready`);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ error: { code: 'service_unavailable' }, reason: 'migrations not applied: 2026-11-23-30-job-leases' });
    } finally {
      await db.insertInto('kysely_migration').values(row).execute();
    }
    expect((await call(`${shop.apiUrl}/ready`)).status).toBe(200);
  });

  it('a request whose body never completes is answered 408 and closed after the request timeout', async () => {
    const { port } = new URL(shop.apiUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('POST /api/cart HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"a":');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('draining: /ready and new requests answer 503 in the shared error shape, /health stays alive', async () => {
    shop.backOffice.drain();
    const ready = await call(`${shop.apiUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) }, reason: 'shutting down' });
    const page = await call(`${shop.apiUrl}/api/products/1?country_id=1`, { headers: shop.guest });
    expect(page.status).toBe(503);
    expect(page.body).toMatchObject({ error: { code: 'service_unavailable' } });
    expect(page.headers.get('retry-after')).toBe('1');
    expect((await call(`${shop.helperUrl}/health`)).status).toBe(200);
  });
});
