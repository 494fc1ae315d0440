// 25 makers (invented), each known for a few product types.
import type { ProductType } from '../../modules/media/index.ts';
import type { Lang } from './geo.ts';

export interface BrandSeed {
  id: number;
  title: string;
  origin: Record<Lang, string>;
  since: number;
  types: readonly ProductType[];
}

const germany = { de: 'Deutschland', ro: 'Germania', en: 'Germany' };
const austria = { de: 'Österreich', ro: 'Austria', en: 'Austria' };
const italy = { de: 'Italien', ro: 'Italia', en: 'Italy' };
const romania = { de: 'Rumänien', ro: 'România', en: 'Romania' };
const portugal = { de: 'Portugal', ro: 'Portugalia', en: 'Portugal' };

const list: readonly Omit<BrandSeed, 'id'>[] = [
  { title: 'Aquanova', origin: germany, since: 1962, types: ['basin_tap', 'bath_tap', 'shower_tap', 'shower_head', 'shower_system', 'kitchen_tap'] },
  { title: 'Badwerk', origin: germany, since: 1988, types: ['vanity_unit', 'tall_cabinet', 'wall_cabinet', 'mirror_cabinet', 'mirror'] },
  { title: 'Bergquelle', origin: austria, since: 1954, types: ['basin_tap', 'bath_tap', 'kitchen_tap', 'shower_tap'] },
  { title: 'Ceramica Verona', origin: italy, since: 1971, types: ['washbasin', 'toilet', 'bidet', 'toilet_seat', 'tile'] },
  { title: 'Duschparadies', origin: germany, since: 1996, types: ['shower_enclosure', 'shower_tray', 'shower_system', 'shower_head'] },
  { title: 'Edelform', origin: germany, since: 1979, types: ['bathtub', 'washbasin', 'shower_tray'] },
  { title: 'Fliesenhaus Kober', origin: austria, since: 1948, types: ['tile'] },
  { title: 'Granitwerk', origin: germany, since: 2003, types: ['kitchen_sink'] },
  { title: 'Hansmeier', origin: germany, since: 1921, types: ['basin_tap', 'towel_holder', 'soap_dispenser', 'toilet_brush', 'shower_shelf'] },
  { title: 'Isola Bagno', origin: italy, since: 1985, types: ['vanity_unit', 'tall_cabinet', 'mirror', 'washbasin'] },
  { title: 'Jadestein', origin: germany, since: 2008, types: ['washbasin', 'bathtub', 'shower_tray'] },
  { title: 'Kaltenbach', origin: austria, since: 1967, types: ['towel_radiator'] },
  { title: 'Lumina', origin: romania, since: 2001, types: ['mirror', 'mirror_cabinet'] },
  { title: 'Mondial Sanitar', origin: romania, since: 1994, types: ['toilet', 'bidet', 'toilet_seat', 'washbasin'] },
  { title: 'Nordwärme', origin: germany, since: 1975, types: ['towel_radiator'] },
  { title: 'Orizont', origin: romania, since: 1999, types: ['tile', 'washbasin'] },
  { title: 'Porto Ceramica', origin: portugal, since: 1958, types: ['tile'] },
  { title: 'Quellwerk', origin: germany, since: 1990, types: ['shower_head', 'shower_system', 'shower_tap'] },
  { title: 'Rheinsberg', origin: germany, since: 1936, types: ['towel_holder', 'soap_dispenser', 'toilet_brush', 'shower_shelf'] },
  { title: 'Sanovia', origin: austria, since: 1983, types: ['toilet', 'toilet_seat', 'bidet'] },
  { title: 'Transilvania Design', origin: romania, since: 2006, types: ['vanity_unit', 'wall_cabinet', 'tall_cabinet'] },
  { title: 'Ulmer Küchentechnik', origin: germany, since: 1969, types: ['kitchen_sink', 'kitchen_tap', 'waste_bin'] },
  { title: 'Vitrum', origin: austria, since: 1992, types: ['shower_enclosure', 'mirror'] },
  { title: 'Waldeck', origin: germany, since: 1958, types: ['vanity_unit', 'tall_cabinet', 'wall_cabinet'] },
  { title: 'Zenit', origin: romania, since: 2011, types: ['kitchen_tap', 'waste_bin', 'towel_holder', 'soap_dispenser'] },
];

export const brands: readonly BrandSeed[] = list.map((brand, i) => ({ ...brand, id: i + 1 }));

export function brandsMaking(type: ProductType): BrandSeed[] {
  return brands.filter((brand) => brand.types.includes(type));
}
