// Links between products, made once every product exists: accessories, recommendations, the
// home-page selection, and the brand and category pair a landing page shows.
import type { ProductType } from '../modules/media/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { HOMEPAGE_SELECTION } from './data/catalog-extras.ts';
import type { ProductPlan } from './products.ts';
import { randomFor } from './random.ts';
import { pushRow, type RowSet } from './rows.ts';

/** What goes well with what: a washbasin's accessories are taps, vanity units, mirrors, soap dispensers. */
const ACCESSORY_TYPES: Readonly<Record<ProductType, readonly ProductType[]>> = {
  washbasin: ['basin_tap', 'vanity_unit', 'mirror', 'soap_dispenser'],
  basin_tap: ['washbasin', 'soap_dispenser'],
  bath_tap: ['bathtub', 'towel_holder'],
  shower_tap: ['shower_head', 'shower_shelf'],
  shower_head: ['shower_tap', 'shower_shelf'],
  shower_system: ['shower_tray', 'shower_shelf'],
  shower_enclosure: ['shower_tray', 'shower_system'],
  shower_tray: ['shower_enclosure', 'shower_system'],
  bathtub: ['bath_tap', 'towel_radiator'],
  toilet: ['toilet_seat', 'toilet_brush'],
  toilet_seat: ['toilet', 'toilet_brush'],
  bidet: ['toilet', 'basin_tap'],
  mirror: ['vanity_unit', 'wall_cabinet'],
  mirror_cabinet: ['vanity_unit', 'washbasin'],
  vanity_unit: ['washbasin', 'mirror_cabinet', 'basin_tap'],
  tall_cabinet: ['vanity_unit', 'wall_cabinet'],
  wall_cabinet: ['vanity_unit', 'tall_cabinet'],
  towel_radiator: ['towel_holder'],
  towel_holder: ['soap_dispenser', 'toilet_brush'],
  soap_dispenser: ['towel_holder', 'toilet_brush'],
  toilet_brush: ['towel_holder', 'toilet_seat'],
  shower_shelf: ['shower_head', 'soap_dispenser'],
  tile: ['tile'],
  kitchen_sink: ['kitchen_tap', 'waste_bin'],
  kitchen_tap: ['kitchen_sink'],
  waste_bin: ['kitchen_sink'],
};

const ITEM_RECOMMENDATIONS = 4;
const CATEGORY_RECOMMENDATIONS = 8;
const BESTSELLERS = 12;
const HOMEPAGE_PRODUCTS = 12;

const bySales = (a: ProductPlan, b: ProductPlan) => b.salesCount - a.salesCount || a.id - b.id;

export interface RelationIndex {
  plans: readonly ProductPlan[];
  byType: Map<ProductType, ProductPlan[]>;
  /** The 20 best-selling products of each leaf category. */
  topOfLeaf: Map<number, ProductPlan[]>;
}

export function createRelationIndex(plans: readonly ProductPlan[]): RelationIndex {
  const byType = groupBy(plans, (plan) => plan.type);
  const topOfLeaf = new Map<number, ProductPlan[]>();
  for (const [leafId, leafPlans] of groupBy(plans, (plan) => plan.leaf.id)) {
    topOfLeaf.set(leafId, [...leafPlans].sort(bySales).slice(0, 20));
  }
  return { plans, byType, topOfLeaf };
}

/** Accessory and 'item' recommendation rows for the products with ids from..to. */
export function productRelationRows(index: RelationIndex, from: number, to: number): RowSet {
  const rows: RowSet = {};
  const { plans, byType, topOfLeaf } = index;
  for (let i = from - 1; i < Math.min(to, plans.length); i += 1) {
    const plan = plans[i];
    if (!plan) continue;
    const rng = randomFor('relations', plan.id);
    const chosen = new Set<number>([plan.id]);
    const wanted = rng.weighted([0, 1, 2, 3, 4], (n) => [2, 2, 3, 2, 1][n] ?? 1);
    for (let attempt = 0; attempt < wanted * 3 && chosen.size - 1 < wanted; attempt += 1) {
      const candidates = byType.get(rng.pick(ACCESSORY_TYPES[plan.type]));
      if (!candidates || candidates.length === 0) continue;
      const accessory = rng.pick(candidates);
      if (chosen.has(accessory.id)) continue;
      chosen.add(accessory.id);
      pushRow(rows, 'accessory', { product_id: plan.id, accessory_id: accessory.id, position: chosen.size - 1 });
    }
    const neighbours = (topOfLeaf.get(plan.leaf.id) ?? []).filter((other) => other.id !== plan.id);
    rng.sample(neighbours, ITEM_RECOMMENDATIONS).forEach((other, i) => {
      pushRow(rows, 'recommendation', { kind: 'item', source_id: plan.id, product_id: other.id, position: i + 1 });
    });
  }
  return rows;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Products a shop would put in front: in stock, deliverable everywhere, with a price. */
function showcase(plan: ProductPlan): boolean {
  return !plan.outOfStock && !plan.priceOnRequest && plan.undeliverableTo.length === 0;
}

export interface ShopPicks {
  homepageProductIds: number[];
  bestsellerIds: number[];
  priceOnRequestIds: number[];
  /** A brand and a second-level category that have products together, for a landing page. */
  brandCategory: { brandId: number; categoryId: number; count: number };
}

export function shopPicks(plans: readonly ProductPlan[]): ShopPicks {
  const sorted = [...plans].sort(bySales);
  const bestsellerIds = sorted.slice(0, BESTSELLERS).map((plan) => plan.id);
  const promos = sorted.filter((plan) => plan.promo && showcase(plan)).slice(0, HOMEPAGE_PRODUCTS / 2);
  const homepage = [...promos];
  for (const plan of sorted) {
    if (homepage.length >= HOMEPAGE_PRODUCTS) break;
    if (showcase(plan) && !homepage.includes(plan)) homepage.push(plan);
  }
  const pairCounts = new Map<string, number>();
  for (const plan of plans) {
    const key = `${plan.brandId}:${plan.leaf.groupId}`;
    pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
  }
  let best = { brandId: 0, categoryId: 0, count: 0 };
  for (const [key, count] of pairCounts) {
    const [brandId = 0, categoryId = 0] = key.split(':').map(Number);
    if (count > best.count || (count === best.count && brandId < best.brandId)) best = { brandId, categoryId, count };
  }
  return {
    homepageProductIds: homepage.map((plan) => plan.id),
    bestsellerIds,
    priceOnRequestIds: plans.filter((plan) => plan.priceOnRequest).map((plan) => plan.id),
    brandCategory: best,
  };
}

/** 'category' recommendations for every category, 'bestseller' (source 0), and the home-page selection. */
export function listRows(plans: readonly ProductPlan[], catalog: CatalogIndex, picks: ShopPicks): RowSet {
  const rows: RowSet = {};
  const inCategory = new Map<number, ProductPlan[]>();
  for (const plan of plans) {
    for (const categoryId of [plan.leaf.id, plan.leaf.groupId, plan.leaf.topId]) {
      const list = inCategory.get(categoryId) ?? [];
      list.push(plan);
      inCategory.set(categoryId, list);
    }
  }
  for (const category of catalog.categories) {
    const top = (inCategory.get(category.id) ?? []).sort(bySales).slice(0, CATEGORY_RECOMMENDATIONS);
    top.forEach((plan, i) => pushRow(rows, 'recommendation', { kind: 'category', source_id: category.id, product_id: plan.id, position: i + 1 }));
  }
  picks.bestsellerIds.forEach((id, i) => pushRow(rows, 'recommendation', { kind: 'bestseller', source_id: 0, product_id: id, position: i + 1 }));
  picks.homepageProductIds.forEach((id, i) =>
    pushRow(rows, 'selection_product', { selection_id: HOMEPAGE_SELECTION.id, product_id: id, position: i + 1 }),
  );
  return rows;
}
