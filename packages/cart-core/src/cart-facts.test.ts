import { describe, expect, it } from 'vitest';
import { couponState, hasUndeliverable, pieceCount } from './cart-facts.ts';

describe('cart facts', () => {
  it('counts pieces, not lines, for the badge', () => {
    expect(pieceCount([{ quantity: 3 }, { quantity: 6 }])).toBe(9);
    expect(pieceCount([])).toBe(0);
  });

  it('tells when a line cannot be delivered', () => {
    expect(hasUndeliverable([{ undeliverable: false }, { undeliverable: true }])).toBe(true);
    expect(hasUndeliverable([{ undeliverable: false }])).toBe(false);
  });

  it('reads the coupon of a cart', () => {
    expect(couponState({ coupon_code: null, discount_cents: 0 })).toEqual({ kind: 'none' });
    expect(couponState({ coupon_code: 'WELCOME10', discount_cents: 3380 })).toEqual({ kind: 'applied', code: 'WELCOME10', discountCents: 3380 });
  });
});
