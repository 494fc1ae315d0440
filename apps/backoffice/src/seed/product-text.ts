// Product titles, teasers (chapo) and descriptions in German, Romanian and English, built from
// the leaf's noun, the material, the series, the brand and the sizes. Sentences avoid articles
// and adjective endings so no noun needs a grammatical gender.
import { colorByCode, sizeTitle } from './data/attributes.ts';
import type { LeafSeed } from './data/categories.ts';
import { langs, type Lang } from './data/geo.ts';
import { materials, mountings, type MaterialKey, type MountingKey } from './data/materials.ts';
import type { ProductKind } from './data/product-kinds.ts';

export interface ProductTextInput {
  leaf: LeafSeed;
  kind: ProductKind;
  material: MaterialKey;
  mounting: MountingKey;
  series: string;
  brand: string;
  sizes: readonly string[];
  colors: readonly string[];
  /** Width x depth x height of the default variant, in cm. */
  dims: { width: number; depth: number; height: number };
  warrantyYears: number;
  benefit: Record<Lang, string>;
  freight: boolean;
  priceOnRequest: boolean;
  /** Tiles: pieces per box and the area of one piece in m². */
  box: { pieces: number; pieceAreaM2: number } | null;
}

export interface ProductTexts {
  title: string;
  chapo: string;
  description: string;
}

const labels = {
  de: { specs: 'Technische Daten', material: 'Material', dims: 'Maße (B x T x H)', mounting: 'Montage', colors: 'Farben', warranty: 'Herstellergarantie', years: 'Jahre' },
  ro: { specs: 'Date tehnice', material: 'Material', dims: 'Dimensiuni (L x A x Î)', mounting: 'Montaj', colors: 'Culori', warranty: 'Garanție producător', years: 'ani' },
  en: { specs: 'Specifications', material: 'Material', dims: 'Dimensions (W x D x H)', mounting: 'Mounting', colors: 'Colours', warranty: 'Manufacturer warranty', years: 'years' },
} as const;

export function formatDecimal(value: number, lang: Lang): string {
  const text = String(Math.round(value * 100) / 100);
  return lang === 'en' ? text : text.replace('.', ',');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listText(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = { de: 'und', ro: 'și', en: 'and' }[lang];
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function productTitle(input: ProductTextInput, lang: Lang): string {
  const { leaf, series } = input;
  const material = materials[input.material];
  const size = input.sizes.length === 1 && input.sizes[0] ? sizeTitle(input.sizes[0], lang) : null;
  const noun = leaf.noun[lang];
  const withMaterial = !leaf.materialInNoun;
  let title: string;
  if (lang === 'de') {
    // German compounds: 'Keramik-Aufsatzwaschbecken'; multi-word nouns stay as they are.
    const prefix = withMaterial && material.prefix && !noun.includes(' ') ? `${material.prefix}-` : '';
    title = `${prefix}${noun} ${series}${size ? ` ${size}` : ''}`;
  } else if (lang === 'ro') {
    title = `${noun} ${series}${withMaterial ? ` din ${material.names.ro}` : ''}${size ? `, ${size}` : ''}`;
  } else {
    title = `${capitalize(withMaterial ? `${material.names.en} ${noun}` : noun)} ${series}${size ? ` ${size}` : ''}`;
  }
  return title;
}

export function productChapo(input: ProductTextInput, lang: Lang): string {
  const noun = input.leaf.noun[lang];
  const material = materials[input.material].names[lang];
  const sizes = input.sizes.map((size) => sizeTitle(size, lang));
  if (lang === 'de') {
    const sizeText = sizes.length > 1 ? `, erhältlich in ${listText(sizes, lang)}` : '';
    return `${noun} der Serie ${input.series} von ${input.brand} aus ${material}${sizeText}.`;
  }
  if (lang === 'ro') {
    const sizeText = sizes.length > 1 ? `, dimensiuni: ${listText(sizes, lang)}` : '';
    return `${noun} din seria ${input.series} de la ${input.brand}, din ${material}${sizeText}.`;
  }
  const sizeText = sizes.length > 1 ? `, available in ${listText(sizes, lang)}` : '';
  return `${capitalize(noun)} from the ${input.series} series by ${input.brand}, made of ${material}${sizeText}.`;
}

function notes(input: ProductTextInput, lang: Lang): string[] {
  const result: string[] = [];
  if (input.box) {
    const boxArea = formatDecimal(input.box.pieces * input.box.pieceAreaM2, lang);
    const { pieces } = input.box;
    result.push(
      {
        de: `Verkauf nur in ganzen Paketen: 1 Paket = ${pieces} Stück = ${boxArea} m². Der Preis gilt pro Stück. Planen Sie etwa 10 % Verschnitt ein.`,
        ro: `Se vinde doar la cutie întreagă: 1 cutie = ${pieces} bucăți = ${boxArea} m². Prețul este pe bucată. Calculați aproximativ 10 % pierderi la tăiere.`,
        en: `Sold in full boxes only: 1 box = ${pieces} pieces = ${boxArea} m². The price is per piece. Allow about 10 % for cutting waste.`,
      }[lang],
    );
  }
  if (input.freight) {
    result.push(
      {
        de: 'Lieferung per Spedition frei Bordsteinkante. Die Spedition ruft Sie vorher zur Terminabsprache an – bitte geben Sie eine Telefonnummer an.',
        ro: 'Livrare prin firmă de transport până la bordură. Transportatorul vă sună în prealabil pentru programare – vă rugăm să indicați un număr de telefon.',
        en: 'Delivered by freight forwarder to the kerbside. The carrier calls you beforehand to arrange a date – please give a phone number.',
      }[lang],
    );
  }
  if (input.priceOnRequest) {
    result.push(
      {
        de: 'Preis und Lieferzeit auf Anfrage – unsere Badberatung erstellt Ihnen gern ein Angebot.',
        ro: 'Preț și termen de livrare la cerere – consultanții noștri vă pregătesc cu plăcere o ofertă.',
        en: 'Price and delivery time on request – our bathroom advisers will gladly send you a quote.',
      }[lang],
    );
  }
  return result;
}

export function productDescription(input: ProductTextInput, lang: Lang): string {
  const l = labels[lang];
  const { width, depth, height } = input.dims;
  const dims = `${formatDecimal(width, lang)} x ${formatDecimal(depth, lang)} x ${formatDecimal(height, lang)} cm`;
  const colors = input.colors.map((code) => colorByCode(code).titles[lang]);
  const items = [
    `${l.material}: ${capitalize(materials[input.material].names[lang])}`,
    `${l.dims}: ${dims}`,
    `${l.mounting}: ${capitalize(mountings[input.mounting][lang])}`,
    `${l.colors}: ${colors.join(', ')}`,
    `${l.warranty}: ${input.warrantyYears} ${l.years}`,
  ];
  return [
    `<p>${escapeHtml(productChapo(input, lang))}</p>`,
    `<p>${escapeHtml(input.benefit[lang])}</p>`,
    `<h2>${l.specs}</h2>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ...notes(input, lang).map((note) => `<p>${escapeHtml(note)}</p>`),
  ].join('\n');
}

export function productTexts(input: ProductTextInput): Record<Lang, ProductTexts> {
  const result = {} as Record<Lang, ProductTexts>;
  for (const lang of langs) {
    result[lang] = { title: productTitle(input, lang), chapo: productChapo(input, lang), description: productDescription(input, lang) };
  }
  return result;
}
