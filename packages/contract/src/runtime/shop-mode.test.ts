import { describe, expect, it } from 'vitest';
import { shopMode } from './shop-mode.ts';

describe('shopMode', () => {
  it('is production under NODE_ENV=production unless the demo is asked for', () => {
    expect(shopMode({ NODE_ENV: 'production' })).toBe('production');
    expect(shopMode({ NODE_ENV: 'production', SHOP_MODE: 'demo' })).toBe('demo');
  });

  it('is the demo in development, unless production is asked for', () => {
    expect(shopMode({})).toBe('demo');
    expect(shopMode({ NODE_ENV: 'development', SHOP_MODE: 'production' })).toBe('production');
  });
});
