import { describe, expect, it } from 'vitest';
import { renderProductImage } from './product-image.ts';
import { productTypes } from './product-types.ts';
import { isWellFormedXml } from './svg-test-helpers.ts';

const shapeOf = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '#').replace(/width="\d+" height="\d+"/, '');

describe('product pictures', () => {
  it('renders valid SVG for every product type, sized as asked and scalable', () => {
    for (const type of productTypes) {
      const svg = renderProductImage(type, '#222222', 320);
      expect(isWellFormedXml(svg), type).toBe(true);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="320" viewBox="0 0 400 400"/);
      expect(svg).toContain('#f4f5f7');
      expect(svg).toContain(`aria-label="${type.replace(/_/g, ' ')}"`);
    }
  });

  it('draws a different shape for each product type', () => {
    const shapes = productTypes.map((type) => shapeOf(renderProductImage(type, '#3c4046', 200).replace(/aria-label="[^"]*"|<title>[^<]*<\/title>|data-product-type="[^"]*"/g, '')));
    expect(new Set(shapes).size).toBe(productTypes.length);
  });

  it('puts the colour on the item and keeps the same shape across colours', () => {
    const white = renderProductImage('washbasin', '#ffffff', 200);
    const black = renderProductImage('washbasin', '#222222', 200);
    expect(white).toContain('fill="#ffffff"');
    expect(black).toContain('fill="#222222"');
    expect(black).not.toContain('fill="#ffffff"');
    expect(shapeOf(white)).toBe(shapeOf(black));
  });

  it('never lets a bad colour or width into the markup', () => {
    const svg = renderProductImage('mirror', '"/><script>alert(1)</script>', Number.NaN);
    expect(svg).not.toContain('<script');
    expect(isWellFormedXml(svg)).toBe(true);
    expect(svg).toContain('width="600"');
    expect(renderProductImage('tile', '#abc', 10)).toContain('width="32"');
    expect(renderProductImage('tile', '#abc', 99_999)).toContain('width="2400"');
    // An unknown type still gets a picture (a parcel) rather than an error.
    expect(isWellFormedXml(renderProductImage('sauna', null, 100))).toBe(true);
  });
});
