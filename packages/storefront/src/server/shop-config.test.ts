import { describe, expect, it, vi } from 'vitest';
import { clockFrom, readShopConfig } from './shop-config.server.ts';

vi.mock('virtual:shop-country', () => ({
  default: { isoAlpha2: 'DE', language: 'de', locale: 'de_DE', origin: 'https://shop.example', flags: { chatWidget: true } },
}));

const base = { API_URL: 'http://bo:4000', FAST_API_URL: 'http://bo:4001', SHOP_TOKEN: 'shop-token-from-the-back-office' };
const secret = 'a-session-secret-of-at-least-32-characters';

describe('storefront configuration', () => {
  it('names every missing setting', () => {
    expect(() => readShopConfig({ SHOP_MODE: 'demo' })).toThrow('missing configuration: apiUrl, fastApi, token');
  });

  it('in production mode, stops without an explicit session secret', () => {
    expect(() => readShopConfig({ ...base, NODE_ENV: 'production' })).toThrow('missing configuration: sessionSecret');
    expect(() => readShopConfig({ NODE_ENV: 'production' })).toThrow('missing configuration: apiUrl, fastApi, token, sessionSecret');
  });

  it('in production mode, derives no secret from another and takes no short or reused one', () => {
    expect(() => readShopConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => readShopConfig({ ...base, NODE_ENV: 'production', SHOP_TOKEN: secret, SESSION_SECRET: secret })).toThrow('must not be the shop token');
    const config = readShopConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret });
    expect(config.mode).toBe('production');
    expect(config.sessionSecret).toBe(secret);
  });

  it('lets the demo derive the session secret', () => {
    const config = readShopConfig({ ...base, NODE_ENV: 'production', SHOP_MODE: 'demo' });
    expect(config.mode).toBe('demo');
    expect(config.sessionSecret).not.toBe('');
  });

  it('reads the optional settings, and refuses malformed ones by name', () => {
    const config = readShopConfig({ ...base, SHOP_MODE: 'demo', CHAT_WIDGET_URL: 'https://chat.example/w.js', TRUSTED_PROXY_HOPS: '2' });
    expect(config.chatWidgetUrl).toBe('https://chat.example/w.js');
    expect(config.trustedProxyHops).toBe(2);
    expect(config.sentryDsn).toBeNull();
    // The back office's address for a card session, which sends the payer on to the provider's page.
    expect(config.cardCheckoutUrl).toBe('http://bo:4000/api/payments/card-checkout/{sessionId}');
    expect(() => readShopConfig({ ...base, SHOP_MODE: 'demo', CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow('CHAT_WIDGET_URL');
    expect(() => readShopConfig({ ...base, SHOP_MODE: 'demo', TRUSTED_PROXY_HOPS: 'many' })).toThrow('TRUSTED_PROXY_HOPS');
  });

  it('runs on the wall clock unless the demo sets SHOP_CLOCK, which production mode refuses', () => {
    const before = Date.now();
    const wall = readShopConfig({ ...base, SHOP_MODE: 'demo' }).now().getTime();
    expect(wall).toBeGreaterThanOrEqual(before);
    const demo = readShopConfig({ ...base, SHOP_MODE: 'demo', SHOP_CLOCK: '2026-12-06T09:00:00Z' }).now();
    expect(demo.toISOString().slice(0, 10)).toBe('2026-12-06');
    expect(() => readShopConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret, SHOP_CLOCK: '2026-12-06T09:00:00Z' })).toThrow('SHOP_CLOCK');
    expect(() => readShopConfig({ ...base, SHOP_MODE: 'demo', SHOP_CLOCK: 'next Tuesday' })).toThrow('SHOP_CLOCK');
  });

  it('lets a set clock run on from its start at the wall clock’s pace', () => {
    let wall = 1_000_000;
    const clock = clockFrom('2026-11-20T10:00:00Z', () => wall);
    expect(clock().toISOString()).toBe('2026-11-20T10:00:00.000Z');
    wall += 90_000;
    expect(clock().toISOString()).toBe('2026-11-20T10:01:30.000Z');
  });
});
