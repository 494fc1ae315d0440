import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './cross-site.ts';

const own = ['https://shop.example'];
const post = (headers: Record<string, string>, url = 'https://shop.example/cart') => new Request(url, { method: 'POST', headers });

describe('cross-site writes', () => {
  it('refuses a post another site makes the browser send', () => {
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }), own)).toBe(true);
    // Another subdomain of the same site is still another origin.
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' }), own)).toBe(true);
    // Sec-Fetch-Site wins over a forged-looking Origin.
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' }), own)).toBe(true);
  });

  it('refuses by Origin when the browser sends no Sec-Fetch-Site', () => {
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }), own)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'null' }), own)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'http://shop.example' }), own)).toBe(true);
    expect(isCrossSiteWrite(new Request('https://shop.example/logout', { method: 'DELETE', headers: { origin: 'https://evil.example' } }), own)).toBe(true);
  });

  it('lets the shop post to itself', () => {
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'same-origin', origin: 'https://shop.example' }), own)).toBe(false);
    expect(isCrossSiteWrite(post({ origin: 'https://shop.example' }), own)).toBe(false);
    // Behind a proxy the server may see another address than the public origin.
    expect(isCrossSiteWrite(post({ origin: 'https://shop.example' }, 'http://10.0.0.5:3001/cart'), own)).toBe(false);
    expect(isCrossSiteWrite(post({ origin: 'http://127.0.0.1:3001' }, 'http://127.0.0.1:3001/cart'), own)).toBe(false);
    // Typed into the address bar or a bookmark.
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'none' }), own)).toBe(false);
    // No browser: no session of a victim to abuse.
    expect(isCrossSiteWrite(post({}), own)).toBe(false);
  });

  it('does not look at reads', () => {
    expect(isCrossSiteWrite(new Request('https://shop.example/', { headers: { 'sec-fetch-site': 'cross-site' } }), own)).toBe(false);
  });
});
