import { describe, expect, it } from 'vitest';
import { withdrawalRefundDueOn } from './withdrawal-deadline.ts';

describe('the refund deadline of a withdrawal', () => {
  it('is 14 days after the day the declaration arrived, in the shop’s days', () => {
    expect(withdrawalRefundDueOn('2026-12-06T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-20');
    // 23:30 UTC is already the 7th in Berlin and Bucharest.
    expect(withdrawalRefundDueOn('2026-12-06T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-12-21');
    expect(withdrawalRefundDueOn('2026-12-06T22:30:00.000Z', 'Europe/Bucharest')).toBe('2026-12-21');
    // Over the year's end.
    expect(withdrawalRefundDueOn('2026-12-24T09:00:00.000Z', 'Europe/Vienna')).toBe('2027-01-07');
  });
});
