// Background jobs run once across processes (issue 18): the lease of a job goes to exactly one
// of many contenders, stays with it while it renews, and passes on when it stops renewing or lets go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { createJobLeases } from './job-leases.ts';

describe.each(databaseKinds)('job leases on %s', (kind) => {
  let shop: TestBackOffice;
  let clock = new Date('2026-11-23T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 3 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('20 processes asking at once: exactly one runs the job, and it keeps it while it renews', async () => {
    const contenders = Array.from({ length: 20 }, (_, index) => createJobLeases(shop.backOffice.deps.db, now, { holder: `process-${index}` }));
    const answers = await Promise.all(contenders.map((leases) => leases.holds('test-job', 30_000)));
    const holders = (mine: boolean[]) => contenders.filter((_, index) => mine[index]).map((leases) => leases.holder);
    const first = holders(answers);
    expect(first).toHaveLength(1);

    clock = new Date(clock.getTime() + 20_000);
    const again = await Promise.all(contenders.map((leases) => leases.holds('test-job', 30_000)));
    expect(holders(again)).toEqual(first);
  });

  it('a holder that stops renewing hands the job over once its lease has run out', async () => {
    const first = createJobLeases(shop.backOffice.deps.db, now, { holder: 'first' });
    const second = createJobLeases(shop.backOffice.deps.db, now, { holder: 'second' });
    expect(await first.holds('handover', 10_000)).toBe(true);
    clock = new Date(clock.getTime() + 9_000);
    expect(await second.holds('handover', 10_000)).toBe(false);
    clock = new Date(clock.getTime() + 1_001);
    expect(await second.holds('handover', 10_000)).toBe(true);
    // The old holder learns it on its next turn in the database.
    clock = new Date(clock.getTime() + 6_000);
    expect(await first.holds('handover', 10_000)).toBe(false);
  });

  it('a stopping process lets go at once, so another takes the job without waiting', async () => {
    const first = createJobLeases(shop.backOffice.deps.db, now, { holder: 'stopping' });
    const second = createJobLeases(shop.backOffice.deps.db, now, { holder: 'next' });
    expect(await first.holds('release', 60_000)).toBe(true);
    expect(await second.holds('release', 60_000)).toBe(false);
    await first.releaseAll();
    expect(await second.holds('release', 60_000)).toBe(true);
  });

  it('the back office itself holds its jobs under its own name', async () => {
    // The search indexer asks on its first timer turn, 200 ms after the start.
    const holders = () => shop.backOffice.deps.db.selectFrom('job_lease').select(['name', 'holder']).where('name', '=', 'search-indexer').execute();
    await expect.poll(holders, { timeout: 15_000 }).toEqual([{ name: 'search-indexer', holder: shop.backOffice.deps.leases.holder }]);
  });
});
