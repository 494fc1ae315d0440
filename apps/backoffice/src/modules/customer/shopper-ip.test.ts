import { describe, expect, it } from 'vitest';
import { addressKey } from './shopper-ip.ts';

describe('addressKey', () => {
  it('counts an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one, whichever way it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:0db8:85a3:08d3:1319:8a2e:0370:7344')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d3::1')).toBe(key);
    expect(addressKey('2001:DB8:85A3:8D3:ffff::')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
