// Home-page banners (locale config `banners`), drawn on request like product pictures: 3:1, text
// on the left, the product on the right.
import { bannerSpec, type CountryIsoCode } from './banner-specs.ts';
import { clampImageWidth } from './image-paths.ts';
import { shapeFor } from './product-shapes.ts';
import { escapeXml, paletteFor } from './svg.ts';

const WIDTH = 1200;
const HEIGHT = 400;

/** Words into lines of at most `max` characters (a long word gets a line of its own). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current !== '' && current.length + 1 + word.length > max) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** The SVG of banner `n` (from 1) of a country, `width` pixels wide; null when there is no such banner. */
export function renderBannerImage(country: CountryIsoCode, n: number, width: number): string | null {
  const spec = bannerSpec(country, n);
  if (!spec) return null;
  const w = clampImageWidth(width);
  const h = Math.round((w * HEIGHT) / WIDTH);
  const id = `bg-${country.toLowerCase()}-${n}`;
  const headline = wrapText(spec.headline, 22).slice(0, 3);
  const subline = wrapText(spec.subline, 48).slice(0, 2);
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  let y = 200 - headline.length * 30 - subline.length * 16;
  let text = '';
  for (const lineText of headline) {
    y += 58;
    text += `<text x="64" y="${y}" ${font} font-size="50" font-weight="700" fill="${spec.textColor}">${escapeXml(lineText)}</text>`;
  }
  y += 10;
  for (const lineText of subline) {
    y += 34;
    text += `<text x="64" y="${y}" ${font} font-size="24" fill="${spec.textColor}" opacity="0.9">${escapeXml(lineText)}</text>`;
  }
  const ctaWidth = 40 + spec.cta.length * 14;
  const ctaY = y + 30;
  const ctaFill = spec.textColor === '#ffffff' ? '#ffffff' : '#1f2933';
  const ctaText = spec.textColor === '#ffffff' ? spec.background[0] : '#ffffff';
  text +=
    `<rect x="64" y="${ctaY}" width="${ctaWidth}" height="50" rx="25" fill="${ctaFill}"/>` +
    `<text x="${64 + ctaWidth / 2}" y="${ctaY + 32}" ${font} font-size="22" font-weight="700" text-anchor="middle" fill="${ctaText}">${escapeXml(spec.cta)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(spec.headline)}">` +
    `<title>${escapeXml(spec.headline)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${spec.background[0]}"/><stop offset="1" stop-color="${spec.background[1]}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>` +
    `<circle cx="990" cy="200" r="180" fill="#ffffff" opacity="0.92"/>` +
    `<g transform="translate(830 40) scale(0.8)">${shapeFor(spec.productType).draw(paletteFor(spec.colorHex))}</g>` +
    text +
    `</svg>`
  );
}
