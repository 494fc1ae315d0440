// `pnpm start:cluster` as a shop owner starts it: two back offices on PostgreSQL, the storefronts
// and nginx in front. Public pages come from nginx's cache, each shop its own; a shopper with a
// session is never served from it; the admin's files and both back offices answer through nginx.
// Needs PostgreSQL (TEST_DATABASE_URL, as CI provides) and Debian's nginx.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type ClusterPorts, type RunningCluster } from './cluster-kit.ts';
import { wrongLoginsFromTwoAddresses } from './from-address.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the cluster behind nginx', () => {
  const database = `cluster_e2e_${process.pid}`;
  let cluster: RunningCluster;
  const psql = (command: string) => spawnSync('psql', [serverUrl ?? '', '-qc', command], { encoding: 'utf8' });
  const origin = (name: keyof ClusterPorts) => cluster.origin(name);

  beforeAll(async () => {
    psql(`DROP DATABASE IF EXISTS ${database}`);
    expect(psql(`CREATE DATABASE ${database}`).status).toBe(0);
    cluster = await startCluster({ databaseUrl: (serverUrl ?? '').replace(/\/[^/]*$/, `/${database}`), env: { WEB_CONCURRENCY: '1', SEED_PRODUCTS: '60' }, timeoutMs: 240_000 });
  });

  afterAll(async () => {
    await cluster?.stop();
    psql(`DROP DATABASE IF EXISTS ${database}`);
  });

  it('serves each shop its own home page, the second time from the cache', async () => {
    const first = await fetch(`${origin('de')}/`);
    expect(first.status).toBe(200);
    const again = await fetch(`${origin('de')}/`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    const german = await again.text();
    const romanian = await fetch(`${origin('ro')}/`);
    expect(romanian.status).toBe(200);
    const romanianHtml = await romanian.text();
    expect(romanianHtml).toContain('lang="ro');
    expect(german).toContain('lang="de');
    expect((await (await fetch(`${origin('at')}/`)).text())).toContain('lang="de-AT');
  });

  it('never answers a shopper with a session from the cache', async () => {
    await fetch(`${origin('de')}/`);
    // The demo's cookie and production's (__Host-, sent only over https).
    for (const cookie of ['__shop_de=anything', '__Host-shop_de=anything', 'consent=1; __Host-shop_de=anything']) {
      const withSession = await fetch(`${origin('de')}/`, { headers: { cookie } });
      expect(withSession.headers.get('x-cache'), cookie).toBe('BYPASS');
    }
    // Another cookie is no session: the page may come from the cache.
    expect((await fetch(`${origin('de')}/`, { headers: { cookie: 'consent=1' } })).headers.get('x-cache')).not.toBe('BYPASS');
  });

  it('behind nginx, counts wrong sign-ins per shopper address (the one nginx saw): a spoofed X-Forwarded-For does not escape, another address is not held up', async () => {
    const seen = await wrongLoginsFromTwoAddresses(origin('de'), `limited-${process.pid}@example.org`);
    expect(seen).toEqual({ first10: Array.from({ length: 10 }, () => 401), eleventh: 429, spoofed: 429, otherAddress: 401 });
  });

  it('keeps the request id a storefront sends on to the back office', async () => {
    const answer = await fetch(`${origin('api')}/health`, { headers: { 'x-request-id': 'cluster-e2e-id-1' } });
    expect(answer.headers.get('x-request-id')).toBe('cluster-e2e-id-1');
  });

  it('serves the admin app and balances the back office over both processes', async () => {
    const admin = await fetch(`${origin('api')}/admin/`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');
    for (let n = 0; n < 6; n++) expect((await fetch(`${origin('api')}/ready`)).status).toBe(200);
    // nginx writes its JSON access log every second.
    const upstreams = new Set<number>();
    for (let attempt = 0; attempt < 20 && upstreams.size < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const nginxLog = readFileSync(path.join(cluster.nginxDir, 'access.log'), 'utf8');
      for (const match of nginxLog.matchAll(/"path":"\/ready".*?"upstream":"127\.0\.0\.1:(\d+)"/g)) upstreams.add(Number(match[1]));
    }
    expect(upstreams).toEqual(new Set([cluster.ports.bo1, cluster.ports.bo2]));
  });
});
