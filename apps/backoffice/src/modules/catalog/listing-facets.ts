// The facets (brands and colours, each with how many products have it) of a listing as it is first
// shown: a category and/or a brand, no price, colour or stock filter. They are counted in memory
// over the listing's kept members (listing-ranking.ts) instead of by the database: at 100,000
// products the query over a large category took 0.5-1 s and, on SQLite, held the whole process
// each time its one-minute memo ran out (issue 19). The counts are exactly listFacets' (tested side
// by side in listing-facets.integration.test.ts): brands leave the chosen brand out, colours count
// each product once per colour of any of its variants, and only names in the shop's language count.
import type { Db } from '../../db/connect.ts';
import { byFacetTitle } from './facet-order.ts';
import type { Kept, ListingRanking, RankedTarget } from './listing-ranking.ts';
import { attributeValueTitles, brandTitles, productColors, visibleProductBrands } from './product-repository.ts';

const TTL_MS = 60_000;
/** Listings' answers kept at once (every category and brand of a large shop, in each language). */
const MAX_ANSWERS = 3_000;

export type Facet = { id: number; title: string; count: number };
export type Facets = { brands: Facet[]; colors: Facet[] };

type CatalogFacts = { brandOf: Map<number, number>; colorsOf: Map<number, number[]> };
type Names = { brands: Map<number, string>; colors: Map<number, string> };

export function createListingFacets(db: Db, ranking: Pick<ListingRanking, 'members'>, now: () => number = Date.now) {
  let facts: Kept<CatalogFacts> | undefined;
  const names = new Map<string, Kept<Names>>();
  const fresh = <T>(entry: Kept<T> | undefined): entry is Kept<T> => entry !== undefined && now() - entry.at < TTL_MS;

  const factsNow = (): Kept<CatalogFacts> => {
    if (fresh(facts)) return facts;
    const value = Promise.all([visibleProductBrands(db), productColors(db)]).then(([brands, colors]) => {
      const brandOf = new Map<number, number>();
      for (const row of brands) if (row.brand_id !== null) brandOf.set(row.id, row.brand_id);
      const colorsOf = new Map<number, number[]>();
      for (const row of colors) {
        if (row.color_av_id === null) continue;
        const list = colorsOf.get(row.product_id);
        if (list) list.push(row.color_av_id);
        else colorsOf.set(row.product_id, [row.color_av_id]);
      }
      return { brandOf, colorsOf };
    });
    const entry = { at: now(), value };
    facts = entry;
    value.catch(() => {
      if (facts === entry) facts = undefined;
    });
    return entry;
  };

  const namesNow = (lang: string): Kept<Names> => {
    const hit = names.get(lang);
    if (fresh(hit)) return hit;
    const value = Promise.all([brandTitles(db, lang), attributeValueTitles(db, lang)]).then(([brands, colors]) => ({
      brands: new Map(brands.map((row) => [row.id, row.title])),
      colors: new Map(colors.map((row) => [row.id, row.title])),
    }));
    const entry = { at: now(), value };
    names.set(lang, entry);
    value.catch(() => {
      if (names.get(lang) === entry) names.delete(lang);
    });
    return entry;
  };

  /** The counts, and since when what they are counted from is known (the oldest of it). */
  const count = (target: RankedTarget, lang: string): Kept<Facets> => {
    const inputs = {
      catalog: factsNow(),
      titles: namesNow(lang),
      // The brand counts leave the chosen brand out: they count the category's products.
      brandBase: ranking.members({ categoryIds: target.categoryIds }),
      colorBase: ranking.members(target),
    };
    const at = Math.min(...Object.values(inputs).map((input) => input.at));
    return { at, value: counted(target, lang, inputs) };
  };

  const counted = async (
    target: RankedTarget,
    lang: string,
    inputs: { catalog: Kept<CatalogFacts>; titles: Kept<Names>; brandBase: Kept<Int32Array>; colorBase: Kept<Int32Array> },
  ): Promise<Facets> => {
    const [catalog, titles, brandBase, colorBase] = await Promise.all([inputs.catalog.value, inputs.titles.value, inputs.brandBase.value, inputs.colorBase.value]);
    const brandCounts = new Map<number, number>();
    for (const id of brandBase) {
      const brand = catalog.brandOf.get(id);
      if (brand !== undefined) brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
    }
    // A chosen brand that the category does not hold stays listed (with 0): the form shows it.
    if (target.brandId !== undefined && !brandCounts.has(target.brandId)) brandCounts.set(target.brandId, 0);
    const colorCounts = new Map<number, number>();
    for (const id of colorBase) {
      for (const color of catalog.colorsOf.get(id) ?? []) colorCounts.set(color, (colorCounts.get(color) ?? 0) + 1);
    }
    const order = byFacetTitle(lang);
    const listed = (counts: Map<number, number>, nameOf: Map<number, string>): Facet[] =>
      [...counts]
        .flatMap(([id, count]) => {
          const title = nameOf.get(id);
          return title === undefined ? [] : [{ id, title, count }];
        })
        .sort(order);
    return { brands: listed(brandCounts, titles.brands), colors: listed(colorCounts, titles.colors) };
  };

  // Counting a large category takes a few milliseconds: each listing's answer is kept like its members.
  const answers = new Map<string, Kept<Facets>>();
  return {
    facets(target: RankedTarget, lang: string): Promise<Facets> {
      const key = JSON.stringify([lang, target.categoryIds === undefined ? null : [...target.categoryIds].sort((a, b) => a - b), target.brandId ?? null]);
      const hit = answers.get(key);
      if (fresh(hit)) return hit.value;
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      const entry = count(target, lang);
      answers.delete(key);
      answers.set(key, entry);
      entry.value.catch(() => {
        if (answers.get(key) === entry) answers.delete(key);
      });
      return entry.value;
    },
    invalidate(): void {
      facts = undefined;
      names.clear();
      answers.clear();
    },
  };
}

export type ListingFacets = ReturnType<typeof createListingFacets>;
