import { describe, expect, it } from 'vitest';
import { roundUpToStep, stepOf } from './quantity-step.ts';

describe('quantity steps', () => {
  it('rounds a request up to the next multiple of the step', () => {
    expect(roundUpToStep(1, 3)).toBe(3);
    expect(roundUpToStep(4, 3)).toBe(6);
    expect(roundUpToStep(6, 3)).toBe(6);
    expect(roundUpToStep(7, 1)).toBe(7);
  });

  it('treats a missing or broken step as 1', () => {
    expect(stepOf(null)).toBe(1);
    expect(stepOf(0)).toBe(1);
    expect(stepOf(2.5)).toBe(1);
    expect(stepOf(8)).toBe(8);
  });
});
