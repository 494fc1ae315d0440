import { describe, expect, it } from 'vitest';
import { roundToStep, stepOf } from './quantity-step.ts';

describe('roundToStep', () => {
  it('rounds a request up to the next whole pack', () => {
    expect(roundToStep(1, 3)).toBe(3);
    expect(roundToStep(4, 3)).toBe(6);
    expect(roundToStep(6, 3)).toBe(6);
    expect(roundToStep(2.5, 1)).toBe(3);
  });

  it('gives nothing for zero, negative or non-numeric requests', () => {
    expect(roundToStep(0, 3)).toBe(0);
    expect(roundToStep(-2, 3)).toBe(0);
    expect(roundToStep(Number.NaN, 1)).toBe(0);
    expect(roundToStep(Number.POSITIVE_INFINITY, 1)).toBe(0);
  });
});

describe('stepOf', () => {
  it('sells single pieces when the product has no usable multiplier', () => {
    expect(stepOf(undefined)).toBe(1);
    expect(stepOf(null)).toBe(1);
    expect(stepOf(0)).toBe(1);
    expect(stepOf(-3)).toBe(1);
    expect(stepOf(2.5)).toBe(1);
    expect(stepOf(4)).toBe(4);
  });
});
