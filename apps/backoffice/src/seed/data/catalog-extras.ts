// Delivery times, technical features, badge keywords, series names and the home-page selection.
import type { Lang } from './geo.ts';

type Texts = Record<Lang, string>;

// Codes are the contract's delivery delay classes (helper product_delays answers them). Next-day
// delivery is not a class of its own: it is how '1-2 workdays' turns out before the cut-off time.
export const delays = [
  { id: 2, code: 'workdays_1_2', min: 1, max: 2, texts: { de: '1-2 Werktage', ro: '1-2 zile lucrătoare', en: '1-2 workdays' } },
  { id: 3, code: 'weeks_2_3', min: 10, max: 15, texts: { de: '2-3 Wochen', ro: '2-3 săptămâni', en: '2-3 weeks' } },
  { id: 4, code: 'workdays_7_9', min: 7, max: 9, texts: { de: '7-9 Werktage', ro: '7-9 zile lucrătoare', en: '7-9 working days' } },
  { id: 5, code: 'on_request', min: null, max: null, texts: { de: 'Lieferzeit auf Anfrage', ro: 'Termen de livrare la cerere', en: 'On request' } },
] as const satisfies readonly { id: number; code: string; min: number | null; max: number | null; texts: Texts }[];
export type DelayCode = (typeof delays)[number]['code'];
export const delayId = (code: DelayCode): number => delays.find((delay) => delay.code === code)?.id ?? 2;

export const features = [
  { id: 1, code: 'material', titles: { de: 'Material', ro: 'Material', en: 'Material' } },
  { id: 2, code: 'width', titles: { de: 'Breite', ro: 'Lățime', en: 'Width' } },
  { id: 3, code: 'height', titles: { de: 'Höhe', ro: 'Înălțime', en: 'Height' } },
  { id: 4, code: 'depth', titles: { de: 'Tiefe', ro: 'Adâncime', en: 'Depth' } },
  { id: 5, code: 'mounting', titles: { de: 'Montageart', ro: 'Tip de montaj', en: 'Mounting' } },
  { id: 6, code: 'warranty', titles: { de: 'Herstellergarantie', ro: 'Garanție producător', en: 'Manufacturer warranty' } },
  { id: 7, code: 'series', titles: { de: 'Serie', ro: 'Serie', en: 'Series' } },
  { id: 8, code: 'finish', titles: { de: 'Oberfläche', ro: 'Finisaj', en: 'Finish' } },
  { id: 9, code: 'flow_rate', titles: { de: 'Durchflussmenge', ro: 'Debit', en: 'Flow rate' } },
  { id: 10, code: 'heat_output', titles: { de: 'Wärmeleistung', ro: 'Putere termică', en: 'Heat output' } },
  { id: 11, code: 'slip_resistance', titles: { de: 'Rutschhemmung', ro: 'Clasă antiderapantă', en: 'Slip resistance' } },
  { id: 12, code: 'capacity', titles: { de: 'Fassungsvermögen', ro: 'Capacitate', en: 'Capacity' } },
] as const satisfies readonly { id: number; code: string; titles: Texts }[];
export type FeatureCode = (typeof features)[number]['code'];
export const featureId = (code: FeatureCode): number => features.find((feature) => feature.code === code)?.id ?? 0;

export const finishes: readonly Texts[] = [
  { de: 'glänzend', ro: 'lucios', en: 'gloss' },
  { de: 'matt', ro: 'mat', en: 'matt' },
];

export const keywords = [
  { id: 1, code: 'new', color: '#2563eb', titles: { de: 'Neu', ro: 'Nou', en: 'New' } },
  { id: 2, code: 'bestseller', color: '#f59e0b', titles: { de: 'Bestseller', ro: 'Bestseller', en: 'Bestseller' } },
  { id: 3, code: 'sale', color: '#e30613', titles: { de: 'Sale', ro: 'Reducere', en: 'Sale' } },
  { id: 4, code: 'eco', color: '#16a34a', titles: { de: 'Eco', ro: 'Eco', en: 'Eco' } },
  { id: 5, code: 'premium', color: '#1f2937', titles: { de: 'Premium', ro: 'Premium', en: 'Premium' } },
] as const satisfies readonly { id: number; code: string; color: string; titles: Texts }[];
export type KeywordCode = (typeof keywords)[number]['code'];
export const BADGE_GROUP = 'badge';

export const HOMEPAGE_SELECTION = { id: 1, code: 'homepage', titles: { de: 'Unsere Empfehlungen', ro: 'Recomandările noastre', en: 'Our picks' } };

export const seriesNames: readonly string[] = [
  'Aqua', 'Linea', 'Nova', 'Arco', 'Vento', 'Luna', 'Terra', 'Solo', 'Cubo', 'Onda', 'Milano', 'Verona', 'Como',
  'Garda', 'Siena', 'Riva', 'Alba', 'Delta', 'Orion', 'Vega', 'Levante', 'Pura', 'Fino', 'Stella', 'Tessa', 'Mira',
  'Nordic', 'Fjord', 'Aspen', 'Brisa', 'Corsa', 'Duna', 'Elba', 'Faro', 'Isola', 'Lago', 'Mare', 'Palma', 'Quadra',
  'Sola', 'Tondo', 'Unica', 'Zeno', 'Carpați', 'Bucegi', 'Wachau', 'Tauern', 'Spree', 'Isar', 'Mosel',
];
export const seriesSuffixes: readonly string[] = ['', '', '', '', ' Plus', ' Pro', ' Slim', ' Compact', ' 2.0', ' Design', ' Classic', ' Edge'];
