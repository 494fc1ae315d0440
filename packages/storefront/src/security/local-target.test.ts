import { describe, expect, it } from 'vitest';
import { localTarget, localTargetOf } from './local-target.ts';

const shop = 'https://shop.example';

describe('redirect targets stay on the shop', () => {
  it('keeps paths of the shop, with query and fragment', () => {
    expect(localTarget('/checkout', shop)).toBe('/checkout');
    expect(localTarget('/product/12?variant=3#reviews', shop)).toBe('/product/12?variant=3#reviews');
    expect(localTarget('https://shop.example/account', shop)).toBe('/account');
    expect(localTarget('/search/bad%20armatur', shop)).toBe('/search/bad%20armatur');
  });

  it.each([
    ['protocol-relative host', '//evil.example'],
    ['protocol-relative host with path', '//evil.example/login-register'],
    ['backslash after slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash and slash', '\\/evil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return', '/\r\n/evil.example'],
    ['leading space', ' //evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['other port of the shop host', 'https://shop.example:8443/'],
    ['http version of the shop', 'http://shop.example/'],
    ['userinfo trick', 'https://shop.example@evil.example/'],
    ['subdomain look-alike', 'https://shop.example.evil.example/'],
    ['javascript scheme', 'javascript:alert(document.cookie)'],
    ['javascript scheme, mixed case and spaces', ' JaVaScRiPt:alert(1)'],
    ['javascript scheme with tab', 'java\tscript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['path normalising to //', '/.//evil.example'],
    ['dot segments normalising to //', '/a/..//evil.example'],
    ['encoded dot segments normalising to //', '/a/%2e%2e//evil.example'],
    ['triple slash', '///evil.example'],
  ])('sends %s (%j) home', (_name, raw) => {
    expect(localTarget(raw, shop)).toBe('/');
  });

  it('keeps percent-encoded slashes encoded: they stay a path of the shop', () => {
    // The browser asks the shop for /%2F%2Fevil.example; it does not decode it into a host.
    expect(localTarget('/%2F%2Fevil.example', shop)).toBe('/%2F%2Fevil.example');
    expect(localTarget('/%5Cevil.example', shop)).toBe('/%5Cevil.example');
  });

  it('reads the parameter once decoded, as the browser sent it', () => {
    const at = (query: string) => localTargetOf(new Request(`https://shop.example/login-register?${query}`));
    expect(at('then=%2F%2Fevil.example')).toBe('/');
    expect(at('then=%2F%5Cevil.example')).toBe('/');
    expect(at('then=%2F%09%2Fevil.example')).toBe('/');
    expect(at('then=javascript%3Aalert(1)')).toBe('/');
    // Encoded twice: once decoded it is not a path of the shop.
    expect(at('then=%252F%252Fevil.example')).toBe('/');
    expect(at('then=%2Fcheckout')).toBe('/checkout');
    expect(localTargetOf(new Request('https://shop.example/login-register'), 'then', '/account')).toBe('/account');
    expect(localTargetOf(new Request('https://shop.example/login-register?then='), 'then', '/account')).toBe('/');
  });
});
