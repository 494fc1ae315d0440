import { describe, expect, it } from 'vitest';
import { formatReceiptTime, shopTimeZone } from './receipt-time.ts';

describe('receipt time of a withdrawal', () => {
  it('is stated in the time zone of the shop, winter and summer', () => {
    const winter = new Date('2026-11-21T09:15:03Z');
    expect(formatReceiptTime(winter, shopTimeZone(5), 'de', 5)).toBe('21.11.2026, 10:15:03 MEZ');
    expect(formatReceiptTime(winter, shopTimeZone(146), 'ro', 146)).toMatch(/^21\.11\.2026, 11:15:03 EET$/);
    const summer = new Date('2026-06-19T22:30:00Z');
    expect(formatReceiptTime(summer, shopTimeZone(13), 'de', 13)).toBe('20.06.2026, 00:30:00 MESZ');
  });
});
