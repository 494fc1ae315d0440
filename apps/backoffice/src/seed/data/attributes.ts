// Variant attributes: colours (with a swatch) and sizes. Sizes are labels shared by every product
// type that uses them ('60 cm' is a washbasin width and a vanity unit width).
import type { Lang } from './geo.ts';

export const COLOR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;

export const attributeTitles: Readonly<Record<'color' | 'size', Record<Lang, string>>> = {
  color: { de: 'Farbe', ro: 'Culoare', en: 'Colour' },
  size: { de: 'Größe', ro: 'Dimensiune', en: 'Size' },
};

export interface ColorSeed {
  id: number;
  code: string;
  hex: string;
  titles: Record<Lang, string>;
}

const colorList: readonly Omit<ColorSeed, 'id'>[] = [
  { code: 'white', hex: '#ffffff', titles: { de: 'Weiß', ro: 'Alb', en: 'White' } },
  { code: 'matt-white', hex: '#f4f2ee', titles: { de: 'Weiß matt', ro: 'Alb mat', en: 'Matt white' } },
  { code: 'matt-black', hex: '#222222', titles: { de: 'Schwarz matt', ro: 'Negru mat', en: 'Matt black' } },
  { code: 'anthracite', hex: '#3c4046', titles: { de: 'Anthrazit', ro: 'Antracit', en: 'Anthracite' } },
  { code: 'grey', hex: '#9aa0a6', titles: { de: 'Grau', ro: 'Gri', en: 'Grey' } },
  { code: 'beige', hex: '#d8c7a8', titles: { de: 'Beige', ro: 'Bej', en: 'Beige' } },
  { code: 'chrome', hex: '#c5cbd1', titles: { de: 'Chrom', ro: 'Crom', en: 'Chrome' } },
  { code: 'brushed-steel', hex: '#a9afb4', titles: { de: 'Edelstahl gebürstet', ro: 'Inox periat', en: 'Brushed steel' } },
  { code: 'brushed-gold', hex: '#c9a227', titles: { de: 'Gold gebürstet', ro: 'Auriu periat', en: 'Brushed gold' } },
  { code: 'copper', hex: '#b87333', titles: { de: 'Kupfer', ro: 'Cupru', en: 'Copper' } },
  { code: 'oak', hex: '#b08a5a', titles: { de: 'Eiche', ro: 'Stejar', en: 'Oak' } },
  { code: 'walnut', hex: '#5d4037', titles: { de: 'Nussbaum', ro: 'Nuc', en: 'Walnut' } },
  { code: 'concrete', hex: '#8c8c88', titles: { de: 'Betongrau', ro: 'Gri beton', en: 'Concrete grey' } },
  { code: 'sage', hex: '#8a9a5b', titles: { de: 'Salbeigrün', ro: 'Verde salvie', en: 'Sage green' } },
  { code: 'petrol', hex: '#2f5d6b', titles: { de: 'Petrol', ro: 'Albastru petrol', en: 'Petrol blue' } },
  { code: 'terracotta', hex: '#c1673f', titles: { de: 'Terrakotta', ro: 'Teracotă', en: 'Terracotta' } },
  { code: 'marble', hex: '#e8e4dc', titles: { de: 'Marmoroptik', ro: 'Aspect de marmură', en: 'Marble look' } },
];

export const colors: readonly ColorSeed[] = colorList.map((color, i) => ({ ...color, id: i + 1 }));
export type ColorCode = string;

export function colorByCode(code: ColorCode): ColorSeed {
  const color = colors.find((c) => c.code === code);
  if (!color) throw new Error(`unknown colour ${code}`);
  return color;
}

export interface SizeSeed {
  id: number;
  code: string;
  label: string;
}

/** Size values get ids after the colours, in the order the product types first use them. */
export function sizeValues(labels: readonly string[]): SizeSeed[] {
  const unique = [...new Set(labels)];
  return unique.map((label, i) => ({
    id: 101 + i,
    code: label.replace(/\s+/g, '').replace(/,/g, '.').toLowerCase(),
    label,
  }));
}

/**
 * The display position of each size (1-based, by id): sizes of one kind of measure ('cm', 'x cm',
 * 'l') in numeric order, so a product offers 30, 45 and 60 cm in that order, never 45, 30, 60.
 */
export function sizePositions(sizes: readonly SizeSeed[]): Map<number, number> {
  const numbers = (label: string) => [...label.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
  const unit = (label: string) => label.replace(/\d+(?:[.,]\d+)?/g, '#');
  const collator = new Intl.Collator('en');
  const sorted = [...sizes].sort((a, b) => {
    const byUnit = collator.compare(unit(a.label), unit(b.label));
    if (byUnit !== 0) return byUnit;
    const [left, right] = [numbers(a.label), numbers(b.label)];
    for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
      const difference = (left[i] ?? 0) - (right[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return collator.compare(a.label, b.label);
  });
  return new Map(sorted.map((size, index) => [size.id, index + 1]));
}

/** Size label in a language: decimal comma in German and Romanian ('1,5 m'), point in English. */
export function sizeTitle(label: string, lang: Lang): string {
  return lang === 'en' ? label.replace(/(\d),(\d)/g, '$1.$2') : label;
}
