import { describe, expect, it } from 'vitest';
import { ibanForPrint } from './iban.ts';

describe('an IBAN for people', () => {
  it('is grouped in fours, whatever spacing it was stored with', () => {
    expect(ibanForPrint('DE6176050101 0012345678')).toBe('DE61 7605 0101 0012 3456 78');
    expect(ibanForPrint('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(ibanForPrint('RO91BTRLRONCRT0412345601')).toBe('RO91 BTRL RONC RT04 1234 5601');
  });
});
