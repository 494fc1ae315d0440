import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.server.ts';

const request = (forwardedFor?: string) => new Request('http://shop.test/', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});

describe('clientAddressOf', () => {
  it('takes the address our one proxy appended, not what the client claimed before it', () => {
    expect(clientAddressOf(request('203.0.113.9, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('counts further hops from the right when two proxies stand in front', () => {
    expect(clientAddressOf(request('203.0.113.9, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('has no address without the header, with garbage, or when proxies are not trusted', () => {
    expect(clientAddressOf(request(), 1)).toBeNull();
    expect(clientAddressOf(request('not-an-ip'), 1)).toBeNull();
    expect(clientAddressOf(request('198.51.100.7'), 0)).toBeNull();
  });
});
