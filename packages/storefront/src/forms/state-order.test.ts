import { describe, expect, it } from 'vitest';
import { inLanguageOrder } from './state-order.ts';

describe('states in the language order', () => {
  it('sorts Romanian counties by Romanian collation (ă, â, ș, ț in their places)', () => {
    const counties = ['Covasna', 'Cluj', 'Călărași', 'Caraș-Severin', 'Dolj', 'Dâmbovița', 'Constanța'].map((title, id) => ({ id, title }));
    expect(inLanguageOrder(counties, 'ro-RO').map((county) => county.title)).toEqual(['Caraș-Severin', 'Călărași', 'Cluj', 'Constanța', 'Covasna', 'Dâmbovița', 'Dolj']);
  });
});
