// The category tree of one locale with product counts per subtree. Menus, listings and counts all
// read it; it is rebuilt at most once a minute per locale (spec section 9: refetch after 60 s).
import type { Db } from '../../db/connect.ts';
import { categoriesWithTexts, countVisibleProductsPerCategory } from './category-repository.ts';
import { createListingFacets } from './listing-facets.ts';
import { createListingRanking } from './listing-ranking.ts';
import { createProductCards } from './product-cards.ts';
import { currentUrlsOfView } from './url-repository.ts';

export type CategoryNode = {
  id: number;
  parentId: number | null;
  position: number;
  visible: boolean;
  title: string;
  description: string;
  url: string;
  icon: string | null;
  /** Visible products in this category or any below it. */
  productCount: number;
  children: CategoryNode[];
};

export type CategoryTree = { roots: CategoryNode[]; byId: Map<number, CategoryNode> };

const TTL_MS = 60_000;

export function createCategoryTreeCache(db: Db, now: () => number = Date.now) {
  const trees = new Map<string, { at: number; tree: Promise<CategoryTree> }>();
  // Counts are the same in every language: one count for all locales.
  let counts: { at: number; value: Promise<Map<number, number>> } | undefined;
  // Listings in their kept orders (by sales, by price) follow the same catalog writes as the counts (listing-ranking.ts).
  const ranking = createListingRanking(db, now);
  const facets = createListingFacets(db, ranking, now);
  // The listings' product cards, kept seconds, follow the same writes (product-cards.ts).
  const cards = createProductCards(now);
  const countsNow = () => {
    if (!counts || now() - counts.at >= TTL_MS) {
      const value = countProductsPerCategory(db);
      counts = { at: now(), value };
      value.catch(() => (counts = undefined));
    }
    return counts.value;
  };
  return {
    get(locale: string): Promise<CategoryTree> {
      const hit = trees.get(locale);
      if (hit && now() - hit.at < TTL_MS) return hit.tree;
      const tree = countsNow().then((countOf) => buildTree(db, locale, countOf));
      trees.set(locale, { at: now(), tree });
      tree.catch(() => trees.delete(locale));
      return tree;
    },
    /** One page of a category's or brand's listing in a kept order (best sellers first by default, or by price). */
    keptPage: ranking.page,
    /** The brands and colours of a category's or brand's listing without further filters, counted in memory. */
    facets: facets.facets,
    /** A listing page's product cards (kept a few seconds; never for a cart or checkout). */
    cards: cards.get,
    invalidate(): void {
      trees.clear();
      counts = undefined;
      ranking.invalidate();
      facets.invalidate();
      cards.clear();
    },
    /** After a price write (admin, import, a scheduled price's day): the listings by price are rebuilt. */
    invalidatePrices(): void {
      ranking.invalidatePrices();
      cards.clear();
    },
    /** After any admin write: the listings' kept product cards are read again. */
    forgetCards(): void {
      cards.clear();
    },
  };
}

async function countProductsPerCategory(db: Db): Promise<Map<number, number>> {
  const rows = await countVisibleProductsPerCategory(db);
  return new Map(rows.map((row) => [row.category_id, Number(row.product_count)]));
}

export type CategoryTreeCache = ReturnType<typeof createCategoryTreeCache>;

async function buildTree(db: Db, locale: string, countOf: Map<number, number>): Promise<CategoryTree> {
  const lang = locale.slice(0, 2);
  const [rows, urls] = await Promise.all([categoriesWithTexts(db, lang), currentUrlsOfView(db, 'category', locale)]);
  const urlOf = new Map(urls.map((row) => [row.view_id, row.url]));
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      position: row.position,
      visible: row.visible === 1,
      title: row.title ?? `#${row.id}`,
      description: row.description ?? '',
      url: `/${urlOf.get(row.id) ?? `shop-grid-standard/category-${row.id}`}`,
      icon: row.icon,
      productCount: countOf.get(row.id) ?? 0,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byId };
}

/** The category and every category below it: a listing of a category shows them all. */
export function subtreeIds(tree: CategoryTree, id: number): number[] {
  const start = tree.byId.get(id);
  if (!start) return [];
  const ids: number[] = [];
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop() as CategoryNode;
    ids.push(node.id);
    stack.push(...node.children);
  }
  return ids;
}
