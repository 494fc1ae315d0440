import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLineChange, MAX_LINE_QUANTITY } from './line-change.ts';

describe('applyLineChange', () => {
  it('merges an add into the line of the same sale element, in whole packs', () => {
    expect(applyLineChange({ kind: 'add', current: null, quantity: 2, step: 1 })).toEqual({ kind: 'set', quantity: 2 });
    expect(applyLineChange({ kind: 'add', current: 2, quantity: 1, step: 1 })).toEqual({ kind: 'set', quantity: 3 });
    // Boxes of 3: 3 in the cart, 1 more asked for -> 6.
    expect(applyLineChange({ kind: 'add', current: 3, quantity: 1, step: 3 })).toEqual({ kind: 'set', quantity: 6 });
  });

  it('refuses an add of nothing', () => {
    expect(applyLineChange({ kind: 'add', current: 2, quantity: 0, step: 1 })).toEqual({ kind: 'invalid', reason: 'quantity' });
  });

  it('sets an absolute quantity rounded up to the step; 0 or less removes the line', () => {
    expect(applyLineChange({ kind: 'update', quantity: 4, step: 3 })).toEqual({ kind: 'set', quantity: 6 });
    expect(applyLineChange({ kind: 'update', quantity: 2.2, step: 1 })).toEqual({ kind: 'set', quantity: 3 });
    expect(applyLineChange({ kind: 'update', quantity: 0, step: 1 })).toEqual({ kind: 'delete' });
    expect(applyLineChange({ kind: 'update', quantity: -5, step: 1 })).toEqual({ kind: 'delete' });
    expect(applyLineChange({ kind: 'update', quantity: Number.NaN, step: 1 })).toEqual({ kind: 'invalid', reason: 'quantity' });
  });

  it('takes one step more or less; the last step removes the line', () => {
    expect(applyLineChange({ kind: 'increase', current: 3, step: 3 })).toEqual({ kind: 'set', quantity: 6 });
    expect(applyLineChange({ kind: 'remove-one', current: 6, step: 3 })).toEqual({ kind: 'set', quantity: 3 });
    expect(applyLineChange({ kind: 'remove-one', current: 3, step: 3 })).toEqual({ kind: 'delete' });
    expect(applyLineChange({ kind: 'remove-one', current: 1, step: 1 })).toEqual({ kind: 'delete' });
  });

  it(`never lets a line hold more than ${MAX_LINE_QUANTITY}`, () => {
    expect(applyLineChange({ kind: 'add', current: 9998, quantity: 2, step: 1 })).toEqual({ kind: 'invalid', reason: 'too_many' });
    expect(applyLineChange({ kind: 'update', quantity: 9999, step: 1 })).toEqual({ kind: 'set', quantity: 9999 });
  });

  it('always leaves a positive whole number of packs, or no line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('add', 'update', 'increase', 'remove-one'),
        fc.integer({ min: -20, max: 400 }),
        (step, packs, kind, asked) => {
          const current = packs * step;
          const change =
            kind === 'add' ? { kind, current: current || null, quantity: asked, step } : kind === 'update' ? { kind, quantity: asked, step } : { kind, current: Math.max(step, current), step };
          const outcome = applyLineChange(change);
          if (outcome.kind === 'set') {
            expect(outcome.quantity).toBeGreaterThan(0);
            expect(outcome.quantity % step).toBe(0);
            expect(outcome.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          }
        },
      ),
    );
  });
});
