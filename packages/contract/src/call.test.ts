import { describe, expect, it } from 'vitest';
import { buildPath, pathParamNames } from './call.ts';

describe('path templates', () => {
  it('lists and fills :params, URL-encoding values', () => {
    expect(pathParamNames('/api/:customer_id/addresses/:address_id')).toEqual(['customer_id', 'address_id']);
    expect(buildPath('/api/products/:id', { id: 7 })).toBe('/api/products/7');
    expect(buildPath('/api/brands/:id/:locale', { id: 3, locale: 'de_DE' })).toBe('/api/brands/3/de_DE');
    expect(buildPath('/indexes/:index/search', { index: 'a/b c' })).toBe('/indexes/a%2Fb%20c/search');
    expect(buildPath('/api/ConfigApi')).toBe('/api/ConfigApi');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/api/products/:id', {})).toThrow('Missing path parameter "id"');
  });
});
