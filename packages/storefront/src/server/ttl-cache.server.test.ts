import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.server.ts';

describe('the helper cache', () => {
  it('answers from the cache within the time, and asks again after it', async () => {
    let clock = 1;
    let loads = 0;
    const cache = createTtlCache(1000, () => clock);
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('menu', load)).toBe(1);
    clock = 1001;
    expect(await cache.get('menu', load)).toBe(1);
    clock = 1002;
    expect(await cache.get('menu', load)).toBe(2);
  });

  it('keeps nothing when the time is 0, and lets an expired answer go', async () => {
    let clock = 1;
    const none = createTtlCache(0, () => clock);
    await none.get('menu', () => Promise.resolve('a'));
    expect(none.size).toBe(0);
    const cache = createTtlCache(1000, () => clock);
    await cache.get('product 1', () => Promise.resolve('a'));
    expect(cache.size).toBe(1);
    clock = 5000;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(cache.size).toBe(0);
  });

  it('does not remember a failed answer', async () => {
    const cache = createTtlCache(1000, () => 1);
    await expect(cache.get('menu', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('menu', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps only the most recently used keys when full', async () => {
    const cache = createTtlCache(60_000, () => 1, 2);
    const asked: string[] = [];
    const load = (key: string) => () => (asked.push(key), Promise.resolve(key));
    await cache.get('product 1', load('product 1'));
    await cache.get('product 2', load('product 2'));
    await cache.get('product 1', load('product 1'));
    await cache.get('product 3', load('product 3'));
    await cache.get('product 1', load('product 1'));
    await cache.get('product 2', load('product 2'));
    expect(asked).toEqual(['product 1', 'product 2', 'product 3', 'product 2']);
  });
});
