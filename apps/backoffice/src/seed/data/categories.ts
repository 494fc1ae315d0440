// The category tree: three top categories, their groups, and the leaves products live in. A leaf
// names the product as a noun in each language and may narrow its type's sizes, colours,
// materials or mounting.
import type { ProductType } from '../../modules/media/index.ts';
import type { ColorCode } from './attributes.ts';
import type { Lang } from './geo.ts';
import type { MaterialKey, MountingKey } from './materials.ts';

type Texts = Record<Lang, string>;

export interface LeafSeed {
  key: string;
  titles: Texts;
  /** The product, singular: 'Aufsatzwaschbecken', 'Lavoar pe blat', 'countertop washbasin'. */
  noun: Texts;
  type: ProductType;
  /** The noun already names the material ('Edelstahlspüle'), so titles leave it out. */
  materialInNoun?: boolean;
  sizes?: readonly string[];
  colors?: readonly ColorCode[];
  materials?: readonly MaterialKey[];
  mountings?: readonly MountingKey[];
  /** Relative share of products. */
  weight?: number;
}

export interface GroupSeed {
  key: string;
  titles: Texts;
  leaves: readonly LeafSeed[];
}

export interface TopSeed {
  key: string;
  titles: Texts;
  type: ProductType;
  icon: string;
  groups: readonly GroupSeed[];
}

export const categoryTree: readonly TopSeed[] = [
  {
    key: 'bath',
    titles: { de: 'Bad', ro: 'Baie', en: 'Bathroom' },
    type: 'washbasin',
    icon: 'bath',
    groups: [
      {
        key: 'washbasins',
        titles: { de: 'Waschbecken', ro: 'Lavoare', en: 'Washbasins' },
        leaves: [
          {
            key: 'countertop-basins',
            titles: { de: 'Aufsatzwaschbecken', ro: 'Lavoare pe blat', en: 'Countertop washbasins' },
            noun: { de: 'Aufsatzwaschbecken', ro: 'Lavoar pe blat', en: 'countertop washbasin' },
            type: 'washbasin',
            sizes: ['40 cm', '45 cm', '50 cm', '60 cm', '80 cm'],
            weight: 1.4,
          },
          {
            key: 'wall-basins',
            titles: { de: 'Wandwaschbecken', ro: 'Lavoare suspendate', en: 'Wall-hung washbasins' },
            noun: { de: 'Waschbecken', ro: 'Lavoar suspendat', en: 'wall-hung washbasin' },
            type: 'washbasin',
            sizes: ['50 cm', '55 cm', '60 cm', '65 cm', '80 cm'],
            mountings: ['wall'],
            weight: 1.4,
          },
          {
            key: 'hand-basins',
            titles: { de: 'Handwaschbecken', ro: 'Lavoare mici', en: 'Hand basins' },
            noun: { de: 'Handwaschbecken', ro: 'Lavoar mic', en: 'hand basin' },
            type: 'washbasin',
            sizes: ['35 cm', '40 cm', '45 cm'],
            mountings: ['wall'],
          },
          {
            key: 'furniture-basins',
            titles: { de: 'Möbelwaschtische', ro: 'Lavoare pentru mobilier', en: 'Furniture washbasins' },
            noun: { de: 'Möbelwaschtisch', ro: 'Lavoar pentru mobilier', en: 'furniture washbasin' },
            type: 'washbasin',
            sizes: ['60 cm', '80 cm', '100 cm', '120 cm'],
            mountings: ['built_in'],
          },
        ],
      },
      {
        key: 'taps',
        titles: { de: 'Armaturen', ro: 'Baterii', en: 'Taps' },
        leaves: [
          {
            key: 'basin-taps',
            titles: { de: 'Waschtischarmaturen', ro: 'Baterii pentru lavoar', en: 'Basin taps' },
            noun: { de: 'Waschtischarmatur', ro: 'Baterie lavoar', en: 'basin mixer tap' },
            type: 'basin_tap',
            weight: 1.8,
          },
          {
            key: 'bath-taps',
            titles: { de: 'Badewannenarmaturen', ro: 'Baterii pentru cadă', en: 'Bath taps' },
            noun: { de: 'Wannenarmatur', ro: 'Baterie cadă', en: 'bath mixer tap' },
            type: 'bath_tap',
          },
          {
            key: 'shower-taps',
            titles: { de: 'Duscharmaturen', ro: 'Baterii pentru duș', en: 'Shower mixers' },
            noun: { de: 'Duschthermostat', ro: 'Baterie termostatată pentru duș', en: 'thermostatic shower mixer' },
            type: 'shower_tap',
          },
        ],
      },
      {
        key: 'showers',
        titles: { de: 'Duschen', ro: 'Dușuri', en: 'Showers' },
        leaves: [
          {
            key: 'shower-heads',
            titles: { de: 'Kopfbrausen & Duschköpfe', ro: 'Capete de duș', en: 'Shower heads' },
            noun: { de: 'Duschkopf', ro: 'Cap de duș', en: 'shower head' },
            type: 'shower_head',
            weight: 1.3,
          },
          {
            key: 'shower-systems',
            titles: { de: 'Duschsysteme', ro: 'Sisteme de duș', en: 'Shower systems' },
            noun: { de: 'Duschsystem', ro: 'Sistem de duș', en: 'shower system' },
            type: 'shower_system',
          },
          {
            key: 'shower-enclosures',
            titles: { de: 'Duschkabinen', ro: 'Cabine de duș', en: 'Shower enclosures' },
            noun: { de: 'Duschkabine', ro: 'Cabină de duș', en: 'shower enclosure' },
            type: 'shower_enclosure',
          },
          {
            key: 'shower-trays',
            titles: { de: 'Duschwannen', ro: 'Cădițe de duș', en: 'Shower trays' },
            noun: { de: 'Duschwanne', ro: 'Cădiță de duș', en: 'shower tray' },
            type: 'shower_tray',
          },
        ],
      },
      {
        key: 'bathtubs',
        titles: { de: 'Badewannen', ro: 'Căzi de baie', en: 'Bathtubs' },
        leaves: [
          {
            key: 'rectangular-bathtubs',
            titles: { de: 'Rechteckbadewannen', ro: 'Căzi dreptunghiulare', en: 'Rectangular bathtubs' },
            noun: { de: 'Badewanne', ro: 'Cadă dreptunghiulară', en: 'bathtub' },
            type: 'bathtub',
            materials: ['acrylic', 'enamelled_steel'],
          },
          {
            key: 'freestanding-bathtubs',
            titles: { de: 'Freistehende Badewannen', ro: 'Căzi independente', en: 'Freestanding bathtubs' },
            noun: { de: 'Freistehende Badewanne', ro: 'Cadă independentă', en: 'freestanding bathtub' },
            type: 'bathtub',
            materials: ['cast_mineral', 'acrylic'],
            mountings: ['freestanding'],
            sizes: ['160 x 75 cm', '170 x 80 cm', '180 x 80 cm'],
            weight: 0.8,
          },
          {
            key: 'corner-bathtubs',
            titles: { de: 'Eckbadewannen', ro: 'Căzi de colț', en: 'Corner bathtubs' },
            noun: { de: 'Eckbadewanne', ro: 'Cadă de colț', en: 'corner bathtub' },
            type: 'bathtub',
            materials: ['acrylic'],
            sizes: ['140 x 140 cm', '150 x 150 cm'],
            weight: 0.6,
          },
        ],
      },
      {
        key: 'toilets',
        titles: { de: 'WCs & Bidets', ro: 'Vase WC și bideuri', en: 'Toilets & bidets' },
        leaves: [
          {
            key: 'wall-toilets',
            titles: { de: 'Wand-WCs', ro: 'Vase WC suspendate', en: 'Wall-hung toilets' },
            noun: { de: 'Wand-WC', ro: 'Vas WC suspendat', en: 'wall-hung toilet' },
            type: 'toilet',
            weight: 1.3,
          },
          {
            key: 'floor-toilets',
            titles: { de: 'Stand-WCs', ro: 'Vase WC pe pardoseală', en: 'Floor-standing toilets' },
            noun: { de: 'Stand-WC', ro: 'Vas WC pe pardoseală', en: 'floor-standing toilet' },
            type: 'toilet',
            mountings: ['floor'],
          },
          {
            key: 'toilet-seats',
            titles: { de: 'WC-Sitze', ro: 'Capace WC', en: 'Toilet seats' },
            noun: { de: 'WC-Sitz', ro: 'Capac WC', en: 'toilet seat' },
            type: 'toilet_seat',
          },
          {
            key: 'bidets',
            titles: { de: 'Bidets', ro: 'Bideuri', en: 'Bidets' },
            noun: { de: 'Bidet', ro: 'Bideu', en: 'bidet' },
            type: 'bidet',
            weight: 0.6,
          },
        ],
      },
      {
        key: 'radiators',
        titles: { de: 'Badheizkörper', ro: 'Calorifere de baie', en: 'Bathroom radiators' },
        leaves: [
          {
            key: 'towel-radiators',
            titles: { de: 'Handtuchheizkörper', ro: 'Calorifere port-prosop', en: 'Towel radiators' },
            noun: { de: 'Handtuchheizkörper', ro: 'Calorifer port-prosop', en: 'towel radiator' },
            type: 'towel_radiator',
            materialInNoun: true,
          },
          {
            key: 'electric-towel-radiators',
            titles: {
              de: 'Elektrische Handtuchheizkörper',
              ro: 'Calorifere electrice port-prosop',
              en: 'Electric towel radiators',
            },
            noun: { de: 'Elektro-Handtuchheizkörper', ro: 'Calorifer electric port-prosop', en: 'electric towel radiator' },
            type: 'towel_radiator',
            materialInNoun: true,
            sizes: ['50 x 80 cm', '50 x 120 cm', '60 x 160 cm'],
          },
        ],
      },
    ],
  },
  {
    key: 'furniture',
    titles: { de: 'Badmöbel & Accessoires', ro: 'Mobilier și accesorii de baie', en: 'Bathroom furniture & accessories' },
    type: 'vanity_unit',
    icon: 'furniture',
    groups: [
      {
        key: 'cabinets',
        titles: { de: 'Badschränke', ro: 'Dulapuri de baie', en: 'Bathroom cabinets' },
        leaves: [
          {
            key: 'vanity-units',
            titles: { de: 'Waschtischunterschränke', ro: 'Dulapuri sub lavoar', en: 'Vanity units' },
            noun: { de: 'Waschtischunterschrank', ro: 'Dulap sub lavoar', en: 'vanity unit' },
            type: 'vanity_unit',
            materialInNoun: true,
            weight: 1.5,
          },
          {
            key: 'tall-cabinets',
            titles: { de: 'Hochschränke', ro: 'Dulapuri înalte', en: 'Tall cabinets' },
            noun: { de: 'Hochschrank', ro: 'Dulap înalt', en: 'tall cabinet' },
            type: 'tall_cabinet',
            materialInNoun: true,
          },
          {
            key: 'wall-cabinets',
            titles: { de: 'Hängeschränke', ro: 'Dulapuri suspendate', en: 'Wall cabinets' },
            noun: { de: 'Hängeschrank', ro: 'Dulap suspendat', en: 'wall cabinet' },
            type: 'wall_cabinet',
            materialInNoun: true,
          },
        ],
      },
      {
        key: 'mirrors',
        titles: { de: 'Spiegel', ro: 'Oglinzi', en: 'Mirrors' },
        leaves: [
          {
            key: 'bathroom-mirrors',
            titles: { de: 'Badspiegel', ro: 'Oglinzi de baie', en: 'Bathroom mirrors' },
            noun: { de: 'Badspiegel', ro: 'Oglindă de baie', en: 'bathroom mirror' },
            type: 'mirror',
            materialInNoun: true,
          },
          {
            key: 'led-mirrors',
            titles: { de: 'LED-Spiegel', ro: 'Oglinzi cu LED', en: 'LED mirrors' },
            noun: { de: 'LED-Spiegel', ro: 'Oglindă cu LED', en: 'LED mirror' },
            type: 'mirror',
            materialInNoun: true,
          },
          {
            key: 'mirror-cabinets',
            titles: { de: 'Spiegelschränke', ro: 'Dulapuri cu oglindă', en: 'Mirror cabinets' },
            noun: { de: 'Spiegelschrank', ro: 'Dulap cu oglindă', en: 'mirror cabinet' },
            type: 'mirror_cabinet',
            materialInNoun: true,
          },
        ],
      },
      {
        key: 'accessories',
        titles: { de: 'Badaccessoires', ro: 'Accesorii de baie', en: 'Bathroom accessories' },
        leaves: [
          {
            key: 'towel-holders',
            titles: { de: 'Handtuchhalter', ro: 'Suporturi pentru prosoape', en: 'Towel holders' },
            noun: { de: 'Handtuchhalter', ro: 'Suport pentru prosoape', en: 'towel rail' },
            type: 'towel_holder',
            weight: 1.3,
          },
          {
            key: 'soap-dispensers',
            titles: { de: 'Seifenspender', ro: 'Dozatoare de săpun', en: 'Soap dispensers' },
            noun: { de: 'Seifenspender', ro: 'Dozator de săpun', en: 'soap dispenser' },
            type: 'soap_dispenser',
            weight: 1.2,
          },
          {
            key: 'toilet-brushes',
            titles: { de: 'WC-Bürstengarnituren', ro: 'Perii WC cu suport', en: 'Toilet brush sets' },
            noun: { de: 'WC-Bürstengarnitur', ro: 'Perie WC cu suport', en: 'toilet brush set' },
            type: 'toilet_brush',
          },
          {
            key: 'shower-shelves',
            titles: { de: 'Duschablagen', ro: 'Etajere pentru duș', en: 'Shower shelves' },
            noun: { de: 'Duschablage', ro: 'Etajeră pentru duș', en: 'shower shelf' },
            type: 'shower_shelf',
          },
        ],
      },
    ],
  },
  {
    key: 'tiles',
    titles: { de: 'Fliesen', ro: 'Gresie și faianță', en: 'Tiles' },
    type: 'tile',
    icon: 'tiles',
    groups: [
      {
        key: 'wall-tiles',
        titles: { de: 'Wandfliesen', ro: 'Faianță', en: 'Wall tiles' },
        leaves: [
          {
            key: 'ceramic-wall-tiles',
            titles: { de: 'Steingut-Wandfliesen', ro: 'Faianță ceramică', en: 'Ceramic wall tiles' },
            noun: { de: 'Wandfliese', ro: 'Placă de faianță', en: 'wall tile' },
            type: 'tile',
            materials: ['earthenware'],
            sizes: ['20 x 20 cm', '30 x 60 cm', '30 x 90 cm'],
            weight: 1.4,
          },
          {
            key: 'mosaic-tiles',
            titles: { de: 'Mosaikfliesen', ro: 'Mozaic', en: 'Mosaic tiles' },
            noun: { de: 'Mosaikmatte', ro: 'Plasă de mozaic', en: 'mosaic sheet' },
            type: 'tile',
            materials: ['glass', 'ceramic'],
            sizes: ['30 x 30 cm'],
          },
        ],
      },
      {
        key: 'floor-tiles',
        titles: { de: 'Bodenfliesen', ro: 'Gresie', en: 'Floor tiles' },
        leaves: [
          {
            key: 'porcelain-tiles',
            titles: { de: 'Feinsteinzeugfliesen', ro: 'Gresie porțelanată', en: 'Porcelain tiles' },
            noun: { de: 'Bodenfliese', ro: 'Placă de gresie', en: 'floor tile' },
            type: 'tile',
            sizes: ['30 x 60 cm', '60 x 60 cm', '60 x 120 cm'],
            weight: 1.6,
          },
          {
            key: 'wood-look-tiles',
            titles: { de: 'Fliesen in Holzoptik', ro: 'Gresie imitație lemn', en: 'Wood-effect tiles' },
            noun: { de: 'Holzoptik-Fliese', ro: 'Placă de gresie imitație lemn', en: 'wood-effect tile' },
            type: 'tile',
            materialInNoun: true,
            colors: ['oak', 'walnut', 'beige', 'grey'],
            sizes: ['20 x 120 cm', '30 x 120 cm'],
          },
          {
            key: 'outdoor-tiles',
            titles: { de: 'Terrassenplatten', ro: 'Dale pentru terasă', en: 'Outdoor tiles' },
            noun: { de: 'Terrassenplatte', ro: 'Dală pentru terasă', en: 'outdoor tile' },
            type: 'tile',
            colors: ['grey', 'anthracite', 'concrete', 'beige', 'terracotta'],
            sizes: ['60 x 60 cm'],
            weight: 0.7,
          },
        ],
      },
    ],
  },
  {
    key: 'kitchen',
    titles: { de: 'Küche', ro: 'Bucătărie', en: 'Kitchen' },
    type: 'kitchen_sink',
    icon: 'kitchen',
    groups: [
      {
        key: 'kitchen-sinks',
        titles: { de: 'Küchenspülen', ro: 'Chiuvete de bucătărie', en: 'Kitchen sinks' },
        leaves: [
          {
            key: 'stainless-sinks',
            titles: { de: 'Edelstahlspülen', ro: 'Chiuvete din inox', en: 'Stainless steel sinks' },
            noun: { de: 'Edelstahlspüle', ro: 'Chiuvetă din inox', en: 'stainless steel sink' },
            type: 'kitchen_sink',
            materialInNoun: true,
          },
          {
            key: 'granite-sinks',
            titles: { de: 'Granitspülen', ro: 'Chiuvete din granit', en: 'Granite sinks' },
            noun: { de: 'Granitspüle', ro: 'Chiuvetă din granit', en: 'granite sink' },
            type: 'kitchen_sink',
            materialInNoun: true,
            materials: ['granite_composite'],
            colors: ['matt-black', 'anthracite', 'grey', 'beige', 'white'],
          },
        ],
      },
      {
        key: 'kitchen-taps',
        titles: { de: 'Küchenarmaturen', ro: 'Baterii de bucătărie', en: 'Kitchen taps' },
        leaves: [
          {
            key: 'pull-out-kitchen-taps',
            titles: { de: 'Küchenarmaturen mit Brause', ro: 'Baterii cu duș extractibil', en: 'Pull-out kitchen taps' },
            noun: { de: 'Küchenarmatur mit Brause', ro: 'Baterie de bucătărie cu duș extractibil', en: 'pull-out kitchen tap' },
            type: 'kitchen_tap',
            materialInNoun: true,
            weight: 1.3,
          },
          {
            key: 'single-lever-kitchen-taps',
            titles: { de: 'Einhebel-Küchenarmaturen', ro: 'Baterii monocomandă', en: 'Single-lever kitchen taps' },
            noun: { de: 'Einhebel-Küchenarmatur', ro: 'Baterie de bucătărie monocomandă', en: 'single-lever kitchen tap' },
            type: 'kitchen_tap',
            materialInNoun: true,
          },
        ],
      },
      {
        key: 'waste-systems',
        titles: { de: 'Abfallsysteme', ro: 'Sisteme de colectare a deșeurilor', en: 'Waste systems' },
        leaves: [
          {
            key: 'built-in-waste-bins',
            titles: { de: 'Einbau-Abfallsammler', ro: 'Coșuri de gunoi încorporabile', en: 'Built-in waste bins' },
            noun: { de: 'Einbau-Abfallsammler', ro: 'Coș de gunoi încorporabil', en: 'built-in waste bin' },
            type: 'waste_bin',
            materialInNoun: true,
          },
        ],
      },
    ],
  },
];
