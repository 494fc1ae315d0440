import { PEER_ADDRESS_HEADER } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.server.ts';

const request = (headers: Record<string, string> = {}) => new Request('http://shop.test/', { headers });
const forwarded = (chain: string) => request({ 'x-forwarded-for': chain });

describe('clientAddressOf', () => {
  it('without a proxy (0, the default) takes the connection\'s address and ignores what the client claims', () => {
    expect(clientAddressOf(request({ [PEER_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('198.51.100.7');
    expect(clientAddressOf(request({ [PEER_ADDRESS_HEADER]: '::ffff:198.51.100.7' }), 0)).toBe('198.51.100.7');
    expect(clientAddressOf(request({ [PEER_ADDRESS_HEADER]: '2001:db8::7' }), 0)).toBe('2001:db8::7');
    // A spoofed X-Forwarded-For alone gives no address of its own choosing.
    expect(clientAddressOf(forwarded('203.0.113.9'), 0)).toBeNull();
  });

  it('takes the address our one proxy appended, not what the client claimed before it', () => {
    expect(clientAddressOf(forwarded('203.0.113.9, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('counts further hops from the right when two proxies stand in front', () => {
    expect(clientAddressOf(forwarded('203.0.113.9, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('has no address without the header, with garbage, or with a negative count', () => {
    expect(clientAddressOf(request(), 1)).toBeNull();
    expect(clientAddressOf(forwarded('not-an-ip'), 1)).toBeNull();
    expect(clientAddressOf(request({ [PEER_ADDRESS_HEADER]: 'not-an-ip' }), 0)).toBeNull();
    expect(clientAddressOf(forwarded('198.51.100.7'), -1)).toBeNull();
  });
});
