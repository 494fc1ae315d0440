// Rows that do not depend on the number of products: countries and taxes, attributes, delivery
// times, features, badges, brands, categories, warehouses and pickup points.
import type { CatalogIndex, CategoryNode } from './catalog-index.ts';
import { attributeTitles, colors, COLOR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID, sizePositions, sizeTitle } from './data/attributes.ts';
import { brands, type BrandSeed } from './data/brands.ts';
import { BADGE_GROUP, delays, features, HOMEPAGE_SELECTION, keywords } from './data/catalog-extras.ts';
import { countries, fulfilmentCenters, langs, pickupPoints, states, taxRules, type Lang } from './data/geo.ts';
import type { LanguageUrls, RewritingUrls } from './rewriting.ts';
import { escapeHtml } from './content/page-text.ts';
import { pushRow, type RowSet } from './rows.ts';

const and = { de: 'und', ro: 'și', en: 'and' } as const;

function joinList(items: readonly string[], lang: Lang): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and[lang]} ${items.at(-1)}`;
}

/** The groups (second-level categories) whose leaves hold a product type. */
function groupsMaking(catalog: CatalogIndex, brand: BrandSeed): CategoryNode[] {
  const groupIds = new Set(catalog.leaves.filter((leaf) => brand.types.includes(leaf.seed.type)).map((leaf) => leaf.groupId));
  return catalog.categories.filter((category) => groupIds.has(category.id));
}

function brandDescription(catalog: CatalogIndex, brand: BrandSeed, lang: Lang): string {
  const groups = groupsMaking(catalog, brand).map((group) => (lang === 'de' ? group.titles.de : group.titles[lang].toLowerCase()));
  const list = joinList(groups, lang);
  const text = {
    de: `${brand.title} aus ${brand.origin.de} fertigt seit ${brand.since} ${list}.`,
    ro: `${brand.title}, producător din ${brand.origin.ro} din ${brand.since}: ${list}.`,
    en: `${brand.title} from ${brand.origin.en} has been making ${list} since ${brand.since}.`,
  }[lang];
  return `<p>${escapeHtml(text)}</p>`;
}

/** Leaf ids below a category (itself when it is a leaf). */
export function leafIdsUnder(catalog: CatalogIndex, categoryId: number): number[] {
  return catalog.leaves.filter((leaf) => leaf.id === categoryId || leaf.groupId === categoryId || leaf.topId === categoryId).map((leaf) => leaf.id);
}

/** A category and everything below it. */
export function categoryWithDescendants(catalog: CatalogIndex, categoryId: number): number[] {
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const child of catalog.categories) if (child.parentId === ids[i]) ids.push(child.id);
  }
  return ids;
}

function categoryDescription(catalog: CatalogIndex, category: CategoryNode, lang: Lang): string {
  const types = new Set(catalog.leaves.filter((leaf) => leafIdsUnder(catalog, category.id).includes(leaf.id)).map((leaf) => leaf.seed.type));
  const makers = brands.filter((brand) => brand.types.some((type) => types.has(type))).slice(0, 3).map((brand) => brand.title);
  const title = category.titles[lang];
  const text = {
    de: `Entdecken Sie ${title} von Marken wie ${joinList(makers, lang)} – mit Beratung am Telefon und schneller Lieferung.`,
    ro: `Descoperiți ${title.toLowerCase()} de la mărci precum ${joinList(makers, lang)} – cu consultanță telefonică și livrare rapidă.`,
    en: `Discover ${title.toLowerCase()} from brands such as ${joinList(makers, lang)} – with advice by phone and fast delivery.`,
  }[lang];
  return `<p>${escapeHtml(text)}</p>`;
}

/** Categories sold at 0 % VAT to qualifying company customers, per country. */
export function zeroVatCategoryIds(catalog: CatalogIndex): Record<number, number[]> {
  const top = (key: string) => catalog.categories.find((category) => category.key === key)?.id ?? 0;
  return {
    5: categoryWithDescendants(catalog, top('tiles')),
    13: categoryWithDescendants(catalog, top('tiles')),
    146: categoryWithDescendants(catalog, top('kitchen')),
  };
}

export interface ReferenceData {
  rows: RowSet;
  /** Category URLs (without leading slash) by category id, per URL language. */
  categoryUrls: Map<number, LanguageUrls>;
}

export function referenceRows(catalog: CatalogIndex, urls: RewritingUrls): ReferenceData {
  const rows: RowSet = {};
  const categoryUrls = new Map<number, LanguageUrls>();
  for (const country of countries) {
    pushRow(rows, 'country', { id: country.id, iso_alpha2: country.iso, locale: country.locale, currency_code: country.currency, is_default: country.isDefault ? 1 : 0 });
    for (const lang of langs) pushRow(rows, 'country_i18n', { country_id: country.id, lang, title: country.titles[lang] });
  }
  for (const rule of taxRules) {
    pushRow(rows, 'tax_rule', { id: rule.id, country_id: rule.countryId, title: rule.title, rate_basis_points: rule.rateBasisPoints, valid_from: rule.validFrom, valid_to: rule.validTo });
  }
  for (const state of states) pushRow(rows, 'state', { id: state.id, country_id: state.countryId, code: state.code, title: state.title });

  for (const [id, code] of [[COLOR_ATTRIBUTE_ID, 'color'], [SIZE_ATTRIBUTE_ID, 'size']] as const) {
    pushRow(rows, 'attribute', { id, code });
    for (const lang of langs) pushRow(rows, 'attribute_i18n', { attribute_id: id, lang, title: attributeTitles[code][lang] });
  }
  colors.forEach((color, i) => {
    pushRow(rows, 'attribute_av', { id: color.id, attribute_id: COLOR_ATTRIBUTE_ID, code: color.code, hex: color.hex, position: i + 1 });
    for (const lang of langs) pushRow(rows, 'attribute_av_i18n', { attribute_av_id: color.id, lang, title: color.titles[lang] });
  });
  const sizePosition = sizePositions(catalog.sizes);
  catalog.sizes.forEach((size) => {
    pushRow(rows, 'attribute_av', { id: size.id, attribute_id: SIZE_ATTRIBUTE_ID, code: size.code, hex: null, position: sizePosition.get(size.id) ?? 0 });
    for (const lang of langs) pushRow(rows, 'attribute_av_i18n', { attribute_av_id: size.id, lang, title: sizeTitle(size.label, lang) });
  });

  for (const delay of delays) {
    pushRow(rows, 'product_delay', { id: delay.id, code: delay.code, min_days: delay.min, max_days: delay.max });
    for (const lang of langs) pushRow(rows, 'product_delay_i18n', { delay_id: delay.id, lang, text: delay.texts[lang] });
  }
  features.forEach((feature, i) => {
    pushRow(rows, 'feature', { id: feature.id, code: feature.code, position: i + 1 });
    for (const lang of langs) pushRow(rows, 'feature_i18n', { feature_id: feature.id, lang, title: feature.titles[lang] });
  });
  keywords.forEach((keyword, i) => {
    pushRow(rows, 'associated_keyword', { id: keyword.id, code: keyword.code, group_code: BADGE_GROUP, color: keyword.color, position: i + 1 });
    for (const lang of langs) pushRow(rows, 'associated_keyword_i18n', { keyword_id: keyword.id, lang, title: keyword.titles[lang] });
  });
  pushRow(rows, 'selection', { id: HOMEPAGE_SELECTION.id, code: HOMEPAGE_SELECTION.code });
  for (const lang of langs) pushRow(rows, 'selection_i18n', { selection_id: HOMEPAGE_SELECTION.id, lang, title: HOMEPAGE_SELECTION.titles[lang] });

  for (const brand of brands) {
    pushRow(rows, 'brand', { id: brand.id, position: brand.id, visible: 1 });
    for (const lang of langs) pushRow(rows, 'brand_i18n', { brand_id: brand.id, lang, title: brand.title, description: brandDescription(catalog, brand, lang) });
    urls.path(rows, 'brand', brand.id, { de: ['marken', brand.title], ro: ['branduri', brand.title] });
  }

  const byId = new Map(catalog.categories.map((category) => [category.id, category]));
  const pathOf = (category: CategoryNode, lang: 'de' | 'ro'): string[] => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return [...(parent ? pathOf(parent, lang) : []), category.titles[lang]];
  };
  for (const category of catalog.categories) {
    pushRow(rows, 'category', { id: category.id, parent_id: category.parentId, position: category.position, visible: 1, icon: category.icon, product_type: category.type });
    for (const lang of langs) {
      pushRow(rows, 'category_i18n', { category_id: category.id, lang, title: category.titles[lang], description: categoryDescription(catalog, category, lang) });
    }
    categoryUrls.set(category.id, urls.path(rows, 'category', category.id, { de: pathOf(category, 'de'), ro: pathOf(category, 'ro') }));
  }
  for (const [countryId, categoryIds] of Object.entries(zeroVatCategoryIds(catalog))) {
    for (const categoryId of categoryIds) pushRow(rows, 'zero_vat_category', { country_id: Number(countryId), category_id: categoryId });
  }

  fulfilmentCenters.forEach((center, i) => {
    pushRow(rows, 'fulfilment_center', { id: center.id, name: center.name, city: center.city, country_id: center.countryId, position: i + 1 });
  });
  for (const point of pickupPoints) {
    pushRow(rows, 'local_pickup_point', {
      id: point.id,
      country_id: point.countryId,
      name: point.name,
      address1: point.address1,
      zipcode: point.zipcode,
      city: point.city,
      phone: point.phone,
      opening_hours: point.openingHours,
      active: 1,
    });
  }
  return { rows, categoryUrls };
}
