// Turns the category tree into rows with ids (depth-first, from 1) and merges each leaf's
// narrowing into its product kind, so product generation reads one record per leaf.
import type { ProductType } from '../modules/media/index.ts';
import { sizeValues, type SizeSeed } from './data/attributes.ts';
import { categoryTree, type LeafSeed } from './data/categories.ts';
import type { Lang } from './data/geo.ts';
import { productKinds, type ProductKind } from './data/product-kinds.ts';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  position: number;
  level: 1 | 2 | 3;
  key: string;
  titles: Record<Lang, string>;
  type: ProductType;
  icon: string;
}

export interface LeafInfo {
  index: number;
  id: number;
  groupId: number;
  topId: number;
  seed: LeafSeed;
  kind: ProductKind;
}

export interface CatalogIndex {
  categories: CategoryNode[];
  leaves: LeafInfo[];
  sizes: SizeSeed[];
  sizeByLabel: ReadonlyMap<string, SizeSeed>;
}

export function buildCatalogIndex(): CatalogIndex {
  const categories: CategoryNode[] = [];
  const leaves: LeafInfo[] = [];
  let nextId = 1;
  categoryTree.forEach((top, topPosition) => {
    const topId = nextId++;
    categories.push({ id: topId, parentId: null, position: topPosition + 1, level: 1, key: top.key, titles: top.titles, type: top.type, icon: top.icon });
    top.groups.forEach((group, groupPosition) => {
      const groupId = nextId++;
      const groupType = group.leaves[0]?.type ?? top.type;
      categories.push({ id: groupId, parentId: topId, position: groupPosition + 1, level: 2, key: group.key, titles: group.titles, type: groupType, icon: groupType });
      group.leaves.forEach((leaf, leafPosition) => {
        const id = nextId++;
        categories.push({ id, parentId: groupId, position: leafPosition + 1, level: 3, key: leaf.key, titles: leaf.titles, type: leaf.type, icon: leaf.type });
        const base = productKinds[leaf.type];
        const kind: ProductKind = {
          ...base,
          sizes: leaf.sizes ?? base.sizes,
          colors: leaf.colors ?? base.colors,
          materials: leaf.materials ?? base.materials,
          mountings: leaf.mountings ?? base.mountings,
        };
        leaves.push({ index: leaves.length, id, groupId, topId, seed: leaf, kind });
      });
    });
  });
  const sizes = sizeValues(leaves.flatMap((leaf) => leaf.kind.sizes));
  return { categories, leaves, sizes, sizeByLabel: new Map(sizes.map((size) => [size.label, size])) };
}

/** The numbers of a size label: '60 x 80 cm' -> [60, 80], '30 l' -> [30]. */
export function sizeNumbers(label: string): number[] {
  return [...label.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
}
