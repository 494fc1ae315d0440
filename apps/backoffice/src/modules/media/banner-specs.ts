// What each home-page banner says and shows. The seed puts the alt text and a link to the
// matching category into the locale config; the renderer draws the same words.
import type { ProductType } from './product-types.ts';

export type CountryIsoCode = 'DE' | 'AT' | 'RO';

export interface BannerSpec {
  headline: string;
  subline: string;
  cta: string;
  /** The product drawn on the banner; the seed links the banner to that product type's category. */
  productType: ProductType;
  colorHex: string;
  /** Gradient from left to right. */
  background: readonly [string, string];
  textColor: string;
}

const darkText = '#1f2933';
const lightText = '#ffffff';

export const bannerSpecs: Readonly<Record<CountryIsoCode, readonly BannerSpec[]>> = {
  DE: [
    {
      headline: 'Bis zu 30 % auf Badmöbel',
      subline: 'Waschtischunterschränke, Hochschränke und Spiegelschränke – solange der Vorrat reicht',
      cta: 'Jetzt sparen',
      productType: 'vanity_unit',
      colorHex: '#b08a5a',
      background: ['#0f3d56', '#1f6f8b'],
      textColor: lightText,
    },
    {
      headline: 'Armaturen in Schwarz matt',
      subline: 'Klare Linien für Waschtisch, Dusche und Küche',
      cta: 'Entdecken',
      productType: 'basin_tap',
      colorHex: '#222222',
      background: ['#ebe5dc', '#f8f5f0'],
      textColor: darkText,
    },
    {
      headline: 'Adventskalender: jeden Tag ein Angebot',
      subline: 'Vom 1. bis 24. Dezember hinter jedem Türchen ein Tagespreis',
      cta: 'Zum Kalender',
      productType: 'towel_radiator',
      colorHex: '#f2f2f2',
      background: ['#7f1d1d', '#b91c1c'],
      textColor: lightText,
    },
  ],
  AT: [
    {
      headline: 'Bis zu 30 % auf Badmöbel',
      subline: 'Waschtischunterschränke, Hochschränke und Spiegelschränke – solange der Vorrat reicht',
      cta: 'Jetzt sparen',
      productType: 'vanity_unit',
      colorHex: '#b08a5a',
      background: ['#0f3d56', '#1f6f8b'],
      textColor: lightText,
    },
    {
      headline: 'Regendusche für zu Hause',
      subline: 'Duschsysteme mit Thermostat – auch in Schwarz matt',
      cta: 'Entdecken',
      productType: 'shower_system',
      colorHex: '#222222',
      background: ['#e3ecef', '#f6f9fa'],
      textColor: darkText,
    },
    {
      headline: 'Adventkalender: 24 Türchen, 24 Angebote',
      subline: 'Vom 1. bis 24. Dezember jeden Tag ein neues Angebot',
      cta: 'Zum Kalender',
      productType: 'towel_radiator',
      colorHex: '#f2f2f2',
      background: ['#7f1d1d', '#b91c1c'],
      textColor: lightText,
    },
  ],
  RO: [
    {
      headline: 'Până la 30 % reducere la mobilier de baie',
      subline: 'Dulapuri sub lavoar, dulapuri înalte și dulapuri cu oglindă, în limita stocului',
      cta: 'Vezi ofertele',
      productType: 'vanity_unit',
      colorHex: '#b08a5a',
      background: ['#0f3d56', '#1f6f8b'],
      textColor: lightText,
    },
    {
      headline: 'Baterii negru mat',
      subline: 'Design minimalist pentru baie și bucătărie',
      cta: 'Descoperă',
      productType: 'kitchen_tap',
      colorHex: '#222222',
      background: ['#ebe5dc', '#f8f5f0'],
      textColor: darkText,
    },
    {
      headline: 'Gresie și faianță pentru orice stil',
      subline: 'Livrare rapidă în toată țara',
      cta: 'Alege acum',
      productType: 'tile',
      colorHex: '#c1673f',
      background: ['#3f3a36', '#6b5e55'],
      textColor: lightText,
    },
  ],
};

export function bannerSpec(country: CountryIsoCode, n: number): BannerSpec | undefined {
  return bannerSpecs[country][n - 1];
}
