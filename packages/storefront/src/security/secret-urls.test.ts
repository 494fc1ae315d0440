import { describe, expect, it } from 'vitest';
import { urlCarriesSecret } from './secret-urls.ts';

const at = (path: string) => urlCarriesSecret(new URL(path, 'https://shop.example'));

describe('addresses that carry a secret', () => {
  it('knows the password reset, the guest invoice and the guest order outcome', () => {
    expect(at('/forgot-password?token=abc')).toBe(true);
    expect(at('/guest/invoice/DE-1001/0123abcd')).toBe(true);
    expect(at('/guest/invoice/DE-1001/0123abcd.data')).toBe(true);
    expect(at('/order-placed?order=DE-1001&hash=0123abcd')).toBe(true);
    expect(at('/account/email-confirm?token=abc')).toBe(true);
  });

  it('leaves the other pages alone', () => {
    expect(at('/forgot-password')).toBe(false);
    expect(at('/forgot-password?sent=1')).toBe(false);
    expect(at('/order-placed')).toBe(false);
    expect(at('/account/email-confirm')).toBe(false);
    expect(at('/')).toBe(false);
    expect(at('/product/12')).toBe(false);
  });
});
