import { describe, expect, it } from 'vitest';
import { renderBannerImage, wrapText } from './banner-image.ts';
import { bannerSpecs } from './banner-specs.ts';
import { isWellFormedXml } from './svg-test-helpers.ts';

describe('home-page banners', () => {
  it('renders each country’s banners as 3:1 SVG with their headline', () => {
    for (const country of ['DE', 'AT', 'RO'] as const) {
      bannerSpecs[country].forEach((spec, i) => {
        const svg = renderBannerImage(country, i + 1, 900);
        expect(svg).not.toBeNull();
        expect(isWellFormedXml(svg ?? ''), `${country} ${i + 1}`).toBe(true);
        expect(svg).toContain('width="900" height="300" viewBox="0 0 1200 400"');
        expect(svg).toContain(wrapText(spec.headline, 22)[0]?.replace(/&/g, '&#38;'));
      });
    }
  });

  it('escapes text and answers null for a banner that does not exist', () => {
    expect(renderBannerImage('RO', 1, 600)).toContain('Până la 30 %');
    expect(renderBannerImage('DE', 9, 600)).toBeNull();
    expect(wrapText('Adventskalender: jeden Tag ein Angebot', 22)).toEqual(['Adventskalender: jeden', 'Tag ein Angebot']);
  });
});
