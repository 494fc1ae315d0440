import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

describe('latestOnly', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const search = latestOnly((_term: string) => new Promise<string>((resolve) => resolvers.push(resolve)));
    const first = search('wasc');
    const second = search('waschb');
    resolvers[1]?.('newer');
    resolvers[0]?.('older');
    expect(await second).toEqual({ stale: false, value: 'newer' });
    expect(await first).toEqual({ stale: true });
  });
});
