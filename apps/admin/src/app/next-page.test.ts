import { describe, expect, it } from 'vitest';
import { nextPageAfterSignIn } from './next-page.ts';

describe('the page after signing in', () => {
  it('returns to the admin page that was asked for', () => {
    expect(nextPageAfterSignIn('/orders?status=paid')).toBe('/orders?status=paid');
    expect(nextPageAfterSignIn('/customers/7')).toBe('/customers/7');
  });

  it('never leaves the admin: other sites and tricks go to the dashboard', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(nextPageAfterSignIn(next)).toBe('/');
    }
  });
});
