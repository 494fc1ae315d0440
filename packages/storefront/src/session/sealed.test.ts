import { describe, expect, it } from 'vitest';
import { seal, sealKey, unseal } from './sealed.server.ts';

const key = sealKey('a-session-secret-of-at-least-32-characters');

describe('sealed session cookie', () => {
  it('opens what it sealed', () => {
    const data = { token: 'eyJhbGciOi.customer-token', customer: { id: 7 } };
    expect(unseal(seal(data, key, '__shop_de'), key, '__shop_de')).toEqual(data);
  });

  it('does not show the token, not even base64-decoded', () => {
    const sealed = seal({ token: 'customer-token-123' }, key, '__shop_de');
    expect(sealed).not.toContain('customer-token-123');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('customer-token');
    // A fresh IV each time: two seals of the same session differ.
    expect(seal({ token: 'x' }, key, '__shop_de')).not.toBe(seal({ token: 'x' }, key, '__shop_de'));
  });

  it('refuses a changed cookie, another key, another shop and plain JSON', () => {
    const sealed = seal({ customer: { isAdmin: false } }, key, '__shop_de');
    const flipped = Buffer.from(sealed.slice(3), 'base64url');
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    expect(unseal(`v1.${flipped.toString('base64url')}`, key, '__shop_de')).toBeNull();
    expect(unseal(sealed, sealKey('another-secret-of-at-least-32-characters!'), '__shop_de')).toBeNull();
    expect(unseal(sealed, key, '__shop_at')).toBeNull();
    expect(unseal(Buffer.from(JSON.stringify({ customer: { isAdmin: true } })).toString('base64'), key, '__shop_de')).toBeNull();
    expect(unseal('v1.', key, '__shop_de')).toBeNull();
    expect(unseal(undefined, key, '__shop_de')).toBeNull();
  });
});
