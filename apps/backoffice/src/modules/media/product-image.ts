// Product pictures, drawn on request: no files, no network. A product type gives the shape, the
// variant's colour goes on the item, and the picture scales to the width asked for.
import { clampImageWidth } from './image-paths.ts';
import { shapeFor } from './product-shapes.ts';
import { escapeXml, paletteFor } from './svg.ts';

const CANVAS = 400;
const BACKGROUND = '#f4f5f7';

/**
 * The SVG document for a product of `productType` in colour `colorHex` ('#rrggbb'; null or
 * anything invalid draws a neutral grey), `width` pixels wide and as high (square).
 */
export function renderProductImage(productType: string, colorHex: string | null, width: number): string {
  const size = clampImageWidth(width);
  const shape = shapeFor(productType);
  const palette = paletteFor(colorHex);
  const label = escapeXml(productType.replace(/_/g, ' '));
  const shadow =
    shape.shadow > 0 ? `<ellipse cx="200" cy="352" rx="${shape.shadow}" ry="11" fill="#000000" opacity="0.08"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="${BACKGROUND}"/>` +
    shadow +
    `<g data-product-type="${label}">${shape.draw(palette)}</g>` +
    `</svg>`
  );
}

// The URL scheme lives in image-paths.ts; re-exported here for callers that think of it as part
// of the product picture.
export { productImagePath } from './image-paths.ts';
