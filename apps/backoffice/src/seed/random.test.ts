import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, randomFor } from './random.ts';

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed, and differs for another', () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(randomFor('product', 7).int(1, 1000)).toBe(randomFor('product', 7).int(1, 1000));
    expect(hashSeed('product', 7)).not.toBe(hashSeed('product', 8));
  });

  it('stays within the asked ranges and spreads over them', () => {
    const rng = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = rng.int(1, 6);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
      const float = rng.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
    expect(seen.size).toBe(6);
  });

  it('samples distinct elements and weights choices', () => {
    const rng = createRandom(9);
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
    const counts = { heavy: 0, light: 0 };
    for (let i = 0; i < 1000; i += 1) counts[rng.weighted(['heavy', 'light'] as const, (k) => (k === 'heavy' ? 9 : 1))] += 1;
    expect(counts.heavy).toBeGreaterThan(800);
    expect(() => rng.pick([])).toThrow();
  });
});
