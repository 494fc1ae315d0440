import { describe, expect, it } from 'vitest';
import { chooseVariant, variantSearch } from './variant-choice.ts';

const variations = [
  {
    color: 'Weiß',
    image_url: null,
    size: [
      { name: '60 cm', stock: 12, pse_id: 11 },
      { name: '80 cm', stock: 0, pse_id: 12 },
    ],
  },
  { color: 'Schwarz', image_url: null, size: [{ name: '60 cm', stock: 3, pse_id: 21 }] },
];
const choose = (query: string, defaultPse = 11) => chooseVariant(variations, defaultPse, new URLSearchParams(query));

describe('chooseVariant', () => {
  it('starts with the default variant', () => {
    expect(choose('')).toEqual({ color: 'Weiß', size: '60 cm', pseId: 11, hasSizes: true });
  });

  it('chooses colour and size from the URL', () => {
    expect(choose(variantSearch('Schwarz', '60 cm'))).toMatchObject({ color: 'Schwarz', size: '60 cm', pseId: 21 });
  });

  it('takes the only size of a colour, and waits for a size when there are several', () => {
    expect(choose('color=Schwarz')).toMatchObject({ size: '60 cm', pseId: 21 });
    expect(choose('color=Wei%C3%9F')).toMatchObject({ color: 'Weiß', size: null, pseId: null });
  });

  it('chooses nothing to buy for a sold-out size or an unknown colour', () => {
    expect(choose('color=Wei%C3%9F&size=80+cm')).toMatchObject({ size: '80 cm', pseId: null });
    expect(choose('color=Gr%C3%BCn')).toMatchObject({ color: null, pseId: null });
  });

  it('knows a product without sizes', () => {
    const plain = [{ color: 'Chrom', image_url: null, size: [{ name: '', stock: 4, pse_id: 7 }] }];
    expect(chooseVariant(plain, 7, new URLSearchParams())).toEqual({ color: 'Chrom', size: '', pseId: 7, hasSizes: false });
    expect(chooseVariant(plain, 7, new URLSearchParams('color=Chrom'))).toMatchObject({ pseId: 7 });
  });

  it('writes the choice into a query string', () => {
    expect(variantSearch('Weiß', '60 cm')).toBe('?color=Wei%C3%9F&size=60+cm');
    expect(variantSearch('Weiß', null)).toBe('?color=Wei%C3%9F');
  });
});
