import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format.ts';

describe('dateFormat', () => {
  it('formats like Intl and hands out one formatter per locale and options', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
    const day = new Date('2026-11-24T00:00:00Z');
    expect(dateFormat('de-DE', options).format(day)).toBe('Dienstag, 24. November');
    expect(dateFormat('ro-RO', options).format(day)).toBe('marți, 24 noiembrie');
    expect(dateFormat('de-DE', { ...options })).toBe(dateFormat('de-DE', options));
    expect(dateFormat('de-DE', { ...options, timeZone: 'Europe/Berlin' })).not.toBe(dateFormat('de-DE', options));
  });
});
