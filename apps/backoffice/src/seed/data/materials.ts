// Materials and mounting styles with their names in each language. `prefix` is the German
// compound form used in product titles ('Keramik-Aufsatzwaschbecken').
import type { Lang } from './geo.ts';

export interface Material {
  names: Record<Lang, string>;
  prefix: string | null;
}

export const materials = {
  ceramic: { names: { de: 'Keramik', ro: 'ceramică', en: 'ceramic' }, prefix: 'Keramik' },
  cast_mineral: { names: { de: 'Mineralguss', ro: 'compozit mineral', en: 'cast mineral' }, prefix: 'Mineralguss' },
  acrylic: { names: { de: 'Sanitäracryl', ro: 'acril sanitar', en: 'sanitary acrylic' }, prefix: 'Acryl' },
  enamelled_steel: { names: { de: 'Stahl-Email', ro: 'oțel emailat', en: 'enamelled steel' }, prefix: 'Stahl' },
  brass: { names: { de: 'Messing', ro: 'alamă', en: 'brass' }, prefix: 'Messing' },
  stainless: { names: { de: 'Edelstahl', ro: 'oțel inoxidabil', en: 'stainless steel' }, prefix: 'Edelstahl' },
  safety_glass: {
    names: { de: 'Einscheiben-Sicherheitsglas', ro: 'sticlă securizată', en: 'toughened safety glass' },
    prefix: 'Glas',
  },
  melamine: {
    names: { de: 'melaminbeschichtete Spanplatte', ro: 'PAL melaminat', en: 'melamine-faced chipboard' },
    prefix: null,
  },
  lacquered_mdf: { names: { de: 'MDF, lackiert', ro: 'MDF vopsit', en: 'lacquered MDF' }, prefix: null },
  solid_oak: { names: { de: 'Massivholz Eiche', ro: 'lemn masiv de stejar', en: 'solid oak' }, prefix: 'Massivholz' },
  porcelain: { names: { de: 'Feinsteinzeug', ro: 'gresie porțelanată', en: 'porcelain stoneware' }, prefix: 'Feinsteinzeug' },
  earthenware: { names: { de: 'Steingut', ro: 'faianță ceramică', en: 'glazed earthenware' }, prefix: 'Steingut' },
  glass: { names: { de: 'Glas', ro: 'sticlă', en: 'glass' }, prefix: 'Glas' },
  granite_composite: { names: { de: 'Granitverbund', ro: 'compozit granit', en: 'granite composite' }, prefix: 'Granit' },
  duroplast: { names: { de: 'Duroplast', ro: 'duroplast', en: 'duroplast' }, prefix: 'Duroplast' },
  thermoplast: { names: { de: 'Thermoplast', ro: 'termoplast', en: 'thermoplastic' }, prefix: null },
  aluminium: { names: { de: 'Aluminium', ro: 'aluminiu', en: 'aluminium' }, prefix: 'Aluminium' },
  steel: { names: { de: 'Stahl', ro: 'oțel', en: 'steel' }, prefix: 'Stahl' },
  zinc: { names: { de: 'Zinkdruckguss', ro: 'zamac', en: 'die-cast zinc' }, prefix: null },
  abs: { names: { de: 'Kunststoff (ABS)', ro: 'plastic ABS', en: 'ABS plastic' }, prefix: null },
} as const satisfies Record<string, Material>;
export type MaterialKey = keyof typeof materials;

export const mountings = {
  countertop: { de: 'Aufsatzmontage', ro: 'montaj pe blat', en: 'countertop' },
  wall: { de: 'Wandmontage', ro: 'montaj pe perete', en: 'wall-mounted' },
  wall_hung: { de: 'wandhängend', ro: 'suspendat', en: 'wall-hung' },
  floor: { de: 'bodenstehend', ro: 'pe pardoseală', en: 'floor-standing' },
  deck: { de: 'Standmontage (Einlochmontage)', ro: 'montaj pe lavoar (o gaură)', en: 'deck-mounted (single hole)' },
  surface: { de: 'Aufputz', ro: 'montaj aparent', en: 'exposed' },
  built_in: { de: 'Einbau', ro: 'încorporat', en: 'built-in' },
  freestanding: { de: 'freistehend', ro: 'independent', en: 'freestanding' },
  ceiling_or_wall: { de: 'Wand- oder Deckenanschluss', ro: 'racord la perete sau tavan', en: 'wall or ceiling connection' },
  glued: { de: 'Verlegung im Dünnbett', ro: 'montaj cu adeziv', en: 'thin-bed adhesive' },
  top_fixing: { de: 'Befestigung von oben', ro: 'fixare de sus', en: 'top fixing' },
} as const satisfies Record<string, Record<Lang, string>>;
export type MountingKey = keyof typeof mountings;
