import type { DeliveryMethod } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { chooseDeliveryMethod } from './delivery-choice.ts';

const method = (id: number, position: number): DeliveryMethod => ({ id, code: `m${id}`, title: `Method ${id}`, description: null, position, is_local_pickup: false });

describe('chooseDeliveryMethod', () => {
  it('takes 77 when nothing is stored and 77 is active', () => {
    expect(chooseDeliveryMethod([method(12, 1), method(77, 5)], undefined)?.id).toBe(77);
  });

  it('keeps the stored method while it is active', () => {
    expect(chooseDeliveryMethod([method(12, 1), method(77, 5)], 12)?.id).toBe(12);
  });

  it('falls back to the active method with the lowest position', () => {
    expect(chooseDeliveryMethod([method(30, 4), method(31, 2), method(32, 3)], 77)?.id).toBe(31);
  });

  it('has nothing to choose without active methods', () => {
    expect(chooseDeliveryMethod([], undefined)).toBeNull();
  });
});
