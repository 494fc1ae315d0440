// The generated catalog. Each product comes from its own random streams ('product' for its plan,
// 'details' for everything else), so product n is the same whatever the total count.
import type { ProductType } from '../modules/media/index.ts';
import type { CatalogIndex, LeafInfo } from './catalog-index.ts';
import { sizeNumbers } from './catalog-index.ts';
import { ean13 } from './check-digits.ts';
import { colorByCode, sizeTitle } from './data/attributes.ts';
import { brands, brandsMaking } from './data/brands.ts';
import { delayId, featureId, finishes, keywords, seriesNames, seriesSuffixes, type FeatureCode, type KeywordCode } from './data/catalog-extras.ts';
import { countries, fulfilmentCenters, langs, type Lang } from './data/geo.ts';
import { materials, mountings } from './data/materials.ts';
import type { ProductKind } from './data/product-kinds.ts';
import { countryPricing, netFromGrossCents } from './pricing.ts';
import { productTexts, formatDecimal, type ProductTextInput } from './product-text.ts';
import { randomFor, type Random } from './random.ts';
import { daysAgo, pushRow, type RowSet } from './rows.ts';
import type { RewritingUrls } from './rewriting.ts';
import { slugify } from './slug.ts';

export interface ProductPlan {
  id: number;
  leaf: LeafInfo;
  type: ProductType;
  brandId: number;
  series: string;
  salesCount: number;
  createdDaysAgo: number;
  promo: boolean;
  outOfStock: boolean;
  lowStock: boolean;
  priceOnRequest: boolean;
  freight: boolean;
  undeliverableTo: readonly number[];
  sizes: readonly string[];
  colors: readonly string[];
  eco: boolean;
  premium: boolean;
}

const ECO_TYPES: readonly ProductType[] = ['basin_tap', 'kitchen_tap', 'shower_head', 'shower_system', 'toilet'];
/** From which size a 'large' kind goes by freight: the largest number of its size label. */
const FREIGHT_FROM_CM: Partial<Record<ProductType, number>> = { shower_tray: 120, vanity_unit: 100, tall_cabinet: 170 };
/** Tiles by the box: pieces per box for each tile size (about 1-1.5 m² a box). */
const TILE_BOX_PIECES: Readonly<Record<string, number>> = {
  '20 x 20 cm': 25,
  '30 x 30 cm': 10,
  '30 x 60 cm': 8,
  '30 x 90 cm': 5,
  '60 x 60 cm': 4,
  '60 x 120 cm': 2,
  '20 x 120 cm': 6,
  '30 x 120 cm': 4,
};
const COLOR_PRICE_FACTOR: Readonly<Record<string, number>> = {
  'brushed-gold': 1.18,
  copper: 1.18,
  'matt-black': 1.08,
  oak: 1.1,
  walnut: 1.12,
};

export const BESTSELLER_MIN_SALES = 1800;
const NEW_WITHIN_DAYS = 45;

export function planProduct(id: number, catalog: CatalogIndex): ProductPlan {
  const rng = randomFor('product', id);
  const { leaves } = catalog;
  // The first products go round the leaves, so every category has products even in a small seed.
  const leaf = id <= leaves.length * 3 ? (leaves[(id - 1) % leaves.length] as LeafInfo) : rng.weighted(leaves, (l) => l.seed.weight ?? 1);
  const type = leaf.seed.type;
  const { kind } = leaf;
  const brand = rng.pick(brandsMaking(type));
  const series = `${rng.pick(seriesNames)}${rng.pick(seriesSuffixes)}`;
  const salesCount = Math.floor(rng.next() ** 4 * 2500) + rng.int(0, 30);
  const promo = rng.chance(0.16);
  // A promotion needs a price history before it, so promoted products are at least 90 days old.
  const createdDaysAgo = promo ? rng.int(90, 900) : rng.int(1, 900);
  const outOfStock = !promo && rng.chance(0.06);
  const lowStock = !outOfStock && rng.chance(0.1);

  let sizes: string[] = [];
  if (kind.sizes.length > 0) {
    const count = Math.min(kind.sizes.length, rng.weighted([1, 2, 3], (n) => [5, 3, 2][n - 1] ?? 1));
    const start = rng.int(0, kind.sizes.length - count);
    sizes = kind.sizes.slice(start, start + count);
  }
  const maxColors = Math.floor(6 / Math.max(1, sizes.length));
  const colorCount = Math.min(kind.colors.length, maxColors, rng.weighted([1, 2, 3, 4], (n) => [4, 3, 2, 1][n - 1] ?? 1));
  const chosen = new Set(rng.sample(kind.colors, colorCount));
  const colors = kind.colors.filter((code) => chosen.has(code));

  const freightFrom = FREIGHT_FROM_CM[type] ?? 100;
  const freight =
    kind.freight === 'always' || (kind.freight === 'large' && sizes.some((size) => Math.max(...sizeNumbers(size)) >= freightFrom));
  const priceOnRequest = !promo && (freight || type === 'vanity_unit') && rng.chance(0.1);
  const undeliverableTo: number[] = [];
  if (rng.chance(freight ? 0.3 : 0.02)) undeliverableTo.push(146);
  if (freight && rng.chance(0.08)) undeliverableTo.push(13);
  const eco = ECO_TYPES.includes(type) && rng.chance(0.25);
  const premium = rng.chance(0.04);
  return {
    id,
    leaf,
    type,
    brandId: brand.id,
    series,
    salesCount,
    createdDaysAgo,
    promo,
    outOfStock,
    lowStock,
    priceOnRequest,
    freight,
    undeliverableTo,
    sizes,
    colors,
    eco,
    premium,
  };
}

export interface Counters {
  pse: number;
  priceHistory: number;
}

export interface ProductContext {
  catalog: CatalogIndex;
  now: Date;
  counters: Counters;
  urls: RewritingUrls;
}

function dimsFor(kind: ProductKind, size: string | undefined): { width: number; height: number; depth: number } {
  if (!size) return kind.dims;
  const [a = kind.dims.width, b = kind.dims.height] = sizeNumbers(size);
  switch (kind.sizeAxes) {
    case 'width':
      return { width: a, height: kind.dims.height, depth: Math.min(kind.dims.depth, Math.round(a * 0.8)) };
    case 'width_height':
      return { width: a, height: b, depth: kind.dims.depth };
    case 'width_depth':
      return { width: a, height: kind.dims.height, depth: b };
    case 'diameter':
      return { width: a, height: kind.dims.height, depth: a };
    case 'capacity':
      return kind.dims;
  }
}

function tileBox(size: string): { pieces: number; pieceAreaM2: number } {
  const [w = 60, h = 60] = sizeNumbers(size);
  return { pieces: TILE_BOX_PIECES[size] ?? 4, pieceAreaM2: (w * h) / 10_000 };
}

function featureValues(plan: ProductPlan, rng: Random, material: ProductTextInput['material'], mounting: ProductTextInput['mounting'], warranty: number): Partial<Record<FeatureCode, Record<Lang, string>>> {
  const { kind } = plan.leaf;
  const all = (text: (lang: Lang) => string) => Object.fromEntries(langs.map((lang) => [lang, text(lang)])) as Record<Lang, string>;
  const sizeDims = plan.sizes.length > 0 ? plan.sizes.map((size) => dimsFor(kind, size)) : [kind.dims];
  const measure = (pick: (d: { width: number; height: number; depth: number }) => number) => {
    const values = [...new Set(sizeDims.map(pick))];
    return all((lang) => `${values.map((v) => formatDecimal(v, lang)).join(' / ')} cm`);
  };
  const values: Partial<Record<FeatureCode, Record<Lang, string>>> = {
    material: all((lang) => {
      const name = materials[material].names[lang];
      return name.charAt(0).toUpperCase() + name.slice(1);
    }),
    width: measure((d) => d.width),
    height: measure((d) => d.height),
    depth: measure((d) => d.depth),
    mounting: all((lang) => {
      const text = mountings[mounting][lang];
      return text.charAt(0).toUpperCase() + text.slice(1);
    }),
    warranty: all((lang) => `${warranty} ${{ de: 'Jahre', ro: 'ani', en: 'years' }[lang]}`),
    series: all(() => plan.series),
  };
  if (kind.finish) {
    const finish = rng.pick(finishes);
    values.finish = all((lang) => finish[lang]);
  }
  if (kind.extra === 'flow_rate') {
    const shower = plan.type === 'shower_head' || plan.type === 'shower_system';
    const litres = plan.eco ? rng.int(shower ? 60 : 38, shower ? 80 : 50) / 10 : rng.int(shower ? 90 : 57, shower ? 140 : 95) / 10;
    values.flow_rate = all((lang) => `${formatDecimal(litres, lang)} l/min`);
  } else if (kind.extra === 'heat_output') {
    const electric = plan.leaf.seed.key.startsWith('electric');
    const { width, height } = sizeDims[0] ?? kind.dims;
    const watts = electric ? rng.pick([300, 400, 600, 800]) : Math.round((width * height * 0.11) / 10) * 10;
    values.heat_output = all(() => `${watts} W`);
  } else if (kind.extra === 'slip_resistance') {
    const key = plan.leaf.seed.key;
    if (!key.includes('wall') && !key.includes('mosaic')) {
      const grade = key.includes('outdoor') ? 'R11' : rng.pick(['R9', 'R10', 'R10', 'R11']);
      values.slip_resistance = all(() => grade);
    }
  } else if (kind.extra === 'capacity') {
    const capacity = plan.sizes.length > 0 ? plan.sizes.join(' / ') : rng.pick(['250 ml', '300 ml', '400 ml']);
    values.capacity = all(() => capacity);
  }
  return values;
}

/** All rows of one product: the product, its texts, variants, prices, stock, features, badges and URLs. */
export function buildProductRows(plan: ProductPlan, context: ProductContext, rows: RowSet): void {
  const rng = randomFor('details', plan.id);
  const { kind, seed: leafSeed } = plan.leaf;
  const { now, counters, catalog } = context;
  const brand = brands[plan.brandId - 1];
  if (!brand) throw new Error(`no brand ${plan.brandId}`);
  const material = rng.pick(kind.materials);
  const mounting = rng.pick(kind.mountings);
  const warranty = rng.pick(kind.warrantyYears);
  const benefitIndex = rng.int(0, kind.benefits.de.length - 1);
  const baseGrossEur = kind.priceEur[0] + (kind.priceEur[1] - kind.priceEur[0]) * rng.next() ** 1.6;
  const baseWeightKg = kind.weightKg[0] + (kind.weightKg[1] - kind.weightKg[0]) * rng.next();
  const discountPercent = rng.pick([10, 15, 20, 25, 30]);
  const listFactor = !plan.promo && rng.chance(0.35) ? 1.15 + rng.next() * 0.25 : null;
  const raisedDaysAgo = rng.int(31, 60);
  const promoDaysAgo = rng.int(2, 20);
  const isTile = plan.type === 'tile';

  const createdAt = daysAgo(now, plan.createdDaysAgo);
  const updatedAt = daysAgo(now, rng.int(0, Math.min(plan.createdDaysAgo, 120)));
  const productDelay = plan.priceOnRequest
    ? 'on_request'
    : plan.outOfStock
      ? 'weeks_2_3'
      : plan.freight
        ? rng.chance(0.3) ? 'weeks_2_3' : 'workdays_7_9'
        : 'workdays_1_2';

  const defaultSize = plan.sizes[0];
  const textInput: ProductTextInput = {
    leaf: leafSeed,
    kind,
    material,
    mounting,
    series: plan.series,
    brand: brand.title,
    sizes: plan.sizes,
    colors: plan.colors,
    dims: dimsFor(kind, defaultSize),
    warrantyYears: warranty,
    benefit: { de: kind.benefits.de[benefitIndex] ?? '', ro: kind.benefits.ro[benefitIndex] ?? '', en: kind.benefits.en[benefitIndex] ?? '' },
    freight: plan.freight,
    priceOnRequest: plan.priceOnRequest,
    box: isTile && defaultSize ? tileBox(defaultSize) : null,
  };
  const texts = productTexts(textInput);
  const ref = `${kind.refPrefix}-${String(plan.id).padStart(6, '0')}`;

  pushRow(rows, 'product', {
    id: plan.id,
    ref,
    brand_id: brand.id,
    default_category_id: plan.leaf.id,
    product_type: plan.type,
    visible: 1,
    position: plan.id,
    delay_id: delayId(productDelay),
    is_freight: plan.freight ? 1 : 0,
    price_on_request: plan.priceOnRequest ? 1 : 0,
    sales_count: plan.salesCount,
    created_at: createdAt,
    updated_at: updatedAt,
  });
  for (const lang of langs) {
    pushRow(rows, 'product_i18n', { product_id: plan.id, lang, ...texts[lang] });
  }
  for (const categoryId of [plan.leaf.id, plan.leaf.groupId, plan.leaf.topId]) {
    pushRow(rows, 'product_category', { product_id: plan.id, category_id: categoryId });
  }
  for (const countryId of plan.undeliverableTo) {
    pushRow(rows, 'product_undeliverable', { product_id: plan.id, country_id: countryId });
  }

  const productUrls = context.urls.product(rows, plan.id, { de: texts.de.title, ro: texts.ro.title });

  // Variants: every colour in every size, the first one the default.
  const sizeOptions = plan.sizes.length > 0 ? plan.sizes : [undefined];
  let position = 0;
  for (const colorCode of plan.colors) {
    const color = colorByCode(colorCode);
    for (const size of sizeOptions) {
      position += 1;
      const pseId = ++counters.pse;
      const sizeSeed = size ? catalog.sizeByLabel.get(size) : undefined;
      const sizeIndex = size ? Math.max(0, kind.sizes.indexOf(size)) : 0;
      const box = isTile && size ? tileBox(size) : null;
      const colorFactor = COLOR_PRICE_FACTOR[colorCode] ?? 1;
      const eurGross = box ? baseGrossEur * box.pieceAreaM2 * colorFactor : baseGrossEur * (1 + 0.22 * sizeIndex) * colorFactor;
      const weightKg = box ? baseWeightKg * box.pieceAreaM2 : baseWeightKg * (1 + 0.18 * sizeIndex);
      const sizeRef = size ? `-${sizeNumbers(size).join('X')}` : '';
      const goldDelay = !plan.outOfStock && (colorCode === 'brushed-gold' || colorCode === 'copper') ? delayId('workdays_7_9') : null;
      pushRow(rows, 'product_sale_element', {
        id: pseId,
        product_id: plan.id,
        ref: `${ref}-${String(color.id).padStart(2, '0')}${sizeRef}`,
        ean: ean13(`40${String(brand.id).padStart(2, '0')}${String(pseId).padStart(8, '0')}`),
        color_av_id: color.id,
        size_av_id: sizeSeed?.id ?? null,
        weight_grams: Math.max(50, Math.round(weightKg * 1000)),
        is_default: position === 1 ? 1 : 0,
        position,
        quantity_step: box ? box.pieces : 1,
        unit: box ? 'm2' : 'piece',
        unit_content_milli: box ? Math.round(box.pieceAreaM2 * 1000) : 1000,
        delay_id: goldDelay,
      });

      for (const pricing of countryPricing) {
        const currency = countries.find((c) => c.id === pricing.countryId)?.currency ?? pricing.currency;
        const gross = pricing.nice(Math.round(eurGross * 100 * pricing.factor));
        const net = netFromGrossCents(gross, pricing.rateBasisPoints);
        let promoNet: number | null = null;
        if (plan.promo) {
          const promoGross = Math.min(gross - 1, pricing.nice(Math.round((gross * (100 - discountPercent)) / 100)));
          promoNet = netFromGrossCents(promoGross, pricing.rateBasisPoints);
        }
        const listNet = listFactor ? netFromGrossCents(pricing.nice(Math.round(gross * listFactor)), pricing.rateBasisPoints) : null;
        pushRow(rows, 'pse_price', {
          pse_id: pseId,
          country_id: pricing.countryId,
          currency_code: currency,
          price_cents: net,
          promo_price_cents: promoNet,
          list_price_cents: listNet,
          is_promo: promoNet === null ? 0 : 1,
        });
        if (promoNet === null) {
          pushRow(rows, 'price_history', { id: ++counters.priceHistory, pse_id: pseId, country_id: pricing.countryId, price_cents: net, valid_from: createdAt });
        } else {
          // Cheaper at launch, raised 31-60 days ago, reduced 2-20 days ago: the 30 days before
          // the reduction may include the launch price, as the price-indication rules expect.
          const history: [number, string][] = [
            [Math.round(net * 0.95), createdAt],
            [net, daysAgo(now, raisedDaysAgo)],
            [promoNet, daysAgo(now, promoDaysAgo)],
          ];
          for (const [price, validFrom] of history) {
            pushRow(rows, 'price_history', { id: ++counters.priceHistory, pse_id: pseId, country_id: pricing.countryId, price_cents: price, valid_from: validFrom });
          }
        }
      }

      const variantSoldOut = !plan.outOfStock && position > 1 && rng.chance(0.06);
      for (const center of fulfilmentCenters) {
        let quantity: number;
        if (plan.outOfStock || variantSoldOut) quantity = 0;
        else if (plan.lowStock) quantity = center.countryId === 5 ? rng.int(1, 4) : rng.int(0, 2);
        else if (plan.freight) quantity = rng.int(10, 40);
        else quantity = center.countryId === 5 ? rng.int(10, 240) : rng.int(10, 140);
        pushRow(rows, 'pse_stock', { pse_id: pseId, fulfilment_center_id: center.id, quantity });
      }

      const suffix = { de: color.titles.de, ro: color.titles.ro };
      const sizePart = plan.sizes.length > 1 && size ? size : null;
      context.urls.pse(rows, pseId, {
        de: `${productUrls.de}-${slugify(suffix.de)}${sizePart ? `-${slugify(sizeTitle(sizePart, 'de'))}` : ''}`,
        ro: `${productUrls.ro}-${slugify(suffix.ro)}${sizePart ? `-${slugify(sizeTitle(sizePart, 'ro'))}` : ''}`,
      });
    }
  }

  for (const [code, value] of Object.entries(featureValues(plan, rng, material, mounting, warranty))) {
    for (const lang of langs) {
      pushRow(rows, 'feature_product', { product_id: plan.id, feature_id: featureId(code as FeatureCode), lang, value: value[lang] });
    }
  }

  for (const code of badgesOf(plan)) {
    const keyword = keywords.find((k) => k.code === code);
    if (keyword) pushRow(rows, 'product_associated_keyword', { product_id: plan.id, keyword_id: keyword.id });
  }
}

export function badgesOf(plan: ProductPlan): KeywordCode[] {
  const codes: KeywordCode[] = [];
  if (plan.createdDaysAgo <= NEW_WITHIN_DAYS) codes.push('new');
  if (plan.salesCount >= BESTSELLER_MIN_SALES) codes.push('bestseller');
  if (plan.promo) codes.push('sale');
  if (plan.eco) codes.push('eco');
  if (plan.premium) codes.push('premium');
  return codes;
}
