// Live search is called from the shopper's browser: the back office lets the shops' own pages call
// it under every name they are served under, and no other site.
import { describe, expect, it } from 'vitest';
import { allowedStorefrontOrigins, loadConfig } from './config.ts';

describe('origins allowed to call the back office from a browser', () => {
  it('answers the demo shops under localhost, 127.0.0.1 and [::1]', () => {
    const origins = loadConfig({ DATA_DIR: '/tmp/forms-config-test', SHOP_MODE: 'demo' }).storefrontOrigins;
    for (const origin of ['http://localhost:3001', 'http://127.0.0.1:3001', 'http://[::1]:3003', 'http://127.0.0.1:3002']) {
      expect(origins).toContain(origin);
    }
    expect(origins).not.toContain('http://127.0.0.1:4000');
    expect(origins).not.toContain('http://localhost');
  });

  it('adds the shops of STOREFRONT_URLS (their real domains), and nothing else', () => {
    const origins = allowedStorefrontOrigins(['https://www.shop.example'], ['https://www.shop.example.ro/', 'https://shop.example.at:8443/path']);
    expect(origins.sort()).toEqual(['https://shop.example.at:8443', 'https://www.shop.example', 'https://www.shop.example.ro']);
  });

  it('refuses to start with an origin written without its scheme, naming it', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/forms-config-test', SHOP_MODE: 'demo', STOREFRONT_ORIGINS: 'https://www.shop.example,www.shop.example.ro' })).toThrow(
      /STOREFRONT_ORIGINS.*"www\.shop\.example\.ro" is not an address with its scheme/s,
    );
  });

  it('takes a configured domain as it is (no twin names for a public host)', () => {
    expect(allowedStorefrontOrigins(['http://shop.local:3001'], [])).toEqual(['http://shop.local:3001']);
  });
});
