import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { dayIn, loadShopCountry } from './index.ts';

describe.each(databaseKinds)('the tax rule of the shop day on %s', (kind) => {
  let shop: TestBackOffice;
  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 5 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('charges Romania 21 % from the first minutes of 1 August 2025 in Bucharest, while UTC still has 31 July', async () => {
    const justAfterMidnight = new Date('2025-07-31T21:30:00.000Z');
    expect(dayIn('Europe/Bucharest', justAfterMidnight)).toBe('2025-08-01');
    const ro = await loadShopCountry(shop.backOffice.deps.db, 146, justAfterMidnight);
    expect([ro.taxTitle, ro.vatRate]).toEqual(['21% TVA', 21]);
  });

  it('charges Romania 19 % until the last evening of 31 July 2025 in Bucharest', async () => {
    const ro = await loadShopCountry(shop.backOffice.deps.db, 146, new Date('2025-07-31T20:59:00.000Z'));
    expect(ro.vatRate).toBe(19);
  });
});
