import { describe, expect, it } from 'vitest';
import { sizePositions, sizeValues } from './attributes.ts';

describe('size positions', () => {
  it('orders the sizes of one measure by number, whatever order the product types use them in', () => {
    const sizes = sizeValues(['45 cm', '60 cm', '30 cm', '30 x 120 cm', '30 x 60 cm', '1,5 m', '120 cm']);
    const position = sizePositions(sizes);
    const ordered = [...sizes].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)).map((size) => size.label);
    expect(ordered.filter((label) => /^\d+ cm$/.test(label))).toEqual(['30 cm', '45 cm', '60 cm', '120 cm']);
    expect(ordered.filter((label) => label.includes(' x '))).toEqual(['30 x 60 cm', '30 x 120 cm']);
    expect(new Set(position.values()).size).toBe(sizes.length);
  });
});
