import { ApiError } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { applyFieldErrors } from './field-errors.ts';

describe('field errors from the back office', () => {
  it('puts each refused field’s message at that field and focuses the first', () => {
    const set: [string, string | undefined, boolean | undefined][] = [];
    const error = new ApiError(400, {
      error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: [{ path: 'amount_cents', message: 'Too high.' }, { path: 'reason', message: 'Required.' }] },
    });
    const shown = applyFieldErrors(error, (name, value, options) => set.push([name, value.message, options?.shouldFocus]));
    expect(shown).toBe(true);
    expect(set).toEqual([
      ['amount_cents', 'Too high.', true],
      ['reason', 'Required.', false],
    ]);
  });

  it('leaves other errors to the page', () => {
    expect(applyFieldErrors(new ApiError(409, { error: { code: 'order_state_conflict', message: 'x' } }), () => undefined)).toBe(false);
    expect(applyFieldErrors(new Error('network'), () => undefined)).toBe(false);
  });
});
