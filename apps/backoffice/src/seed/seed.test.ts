// What a shop owner would check after the first start: a full catalog, prices for every country,
// URLs for every page, the legal pages, valid configs and the right VAT.
import { localeConfigSchema, parseContentPostscriptum } from '@shop/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The footer slugs the storefront links to; the seed mirrors them (the back office does not
// depend on the i18n package), so this test keeps the two in step.
// eslint-disable-next-line shop/module-boundaries -- a test-only consistency check across the two packages
import { footerSlugs, type FooterLinkKey } from '../../../../packages/i18n/src/footer-slugs.ts';
import type { Db } from '../db/connect.ts';
import { isProductType, parseProductImagePath, productImagePath, renderProductImage } from '../modules/media/index.ts';
import { isValidEan13, isValidIban } from './check-digits.ts';
import { informationalCodes, pageRoutes, romaniaOnlyRoutes, type InformationalCode } from './content/routes.ts';
import { isSeeded, seedDemoShop, type SeedSummary } from './index.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './seed-test-databases.ts';

const NOW = new Date('2026-11-25T09:30:00.000Z');
const LOCALES = ['de_DE', 'de_AT', 'ro_RO'] as const;
const footerCodes: Record<FooterLinkKey, InformationalCode> = {
  dataProtection: 'privacy',
  termsAndConditions: 'terms',
  rightOfWithdrawal: 'withdrawal',
  faq: 'faq',
  imprint: 'imprint',
  press: 'press',
  pay: 'payment',
  delivery: 'delivery',
  shippingCosts: 'shipping_costs',
};

const count = async (db: Db, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);

describe.each(testDatabaseKinds)('demo shop seed on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.handle.db;
    expect(await isSeeded(db)).toBe(false);
    summary = await seedDemoShop(db, { now: NOW });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  // How long the seed takes is measured (seed/seed-benchmark.ts), not asserted: a busy CI machine took 5.7 s.
  it('fills an empty database once and refuses to seed over a shop', async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(summary.products).toBe(600);
    await expect(seedDemoShop(db, { now: NOW })).rejects.toThrow(/already holds a shop/);
  });

  // Without it a freshly seeded PostgreSQL catalog is planned on an empty table's numbers until
  // autovacuum looks (this machine's server runs without it): lookups of a few products read every row.
  if (kind === 'postgres') {
    it('leaves PostgreSQL knowing how many rows it wrote', async () => {
      const { rows } = await sql<{ counted: number; planned: number }>`select (select count(*) from pse_stock)::int as counted,
        (select reltuples from pg_class where oid = 'pse_stock'::regclass)::int as planned`.execute(db);
      expect(rows[0]?.counted).toBeGreaterThan(1000);
      expect(rows[0]?.planned).toBe(rows[0]?.counted);
    });
  }

  it('lets the back office add URLs and price history after the seed (ids continue after the seeded ones)', async () => {
    const url = await db
      .insertInto('rewriting_url')
      .values({ url: 'neue-seite', view: 'content', view_id: 1, view_locale: 'de_DE', redirected_to: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(url.id).toBeGreaterThan(summary.rewritingUrls);
    await db.insertInto('price_history').values({ pse_id: 1, country_id: 5, price_cents: 999, valid_from: NOW.toISOString() }).execute();
    await db.deleteFrom('rewriting_url').where('id', '=', url.id).execute();
    await db.deleteFrom('price_history').where('price_cents', '=', 999).where('pse_id', '=', 1).execute();
  });

  it('has 600 products in at least 40 categories on three levels, from 25 brands', async () => {
    expect(await count(db, sql`select count(*) as n from product`)).toBeGreaterThanOrEqual(600);
    const categories = await db.selectFrom('category').select(['id', 'parent_id', 'product_type']).execute();
    expect(categories.length).toBeGreaterThanOrEqual(40);
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const depth = (id: number): number => {
      const parent = parentOf.get(id);
      return parent == null ? 1 : 1 + depth(parent);
    };
    expect(new Set(categories.map((c) => depth(c.id)))).toEqual(new Set([1, 2, 3]));
    expect(categories.every((c) => c.product_type !== null)).toBe(true);
    expect(await count(db, sql`select count(*) as n from brand`)).toBe(25);
    // Every leaf category has products, and every product sits in its leaf and the leaf's parents.
    const emptyLeaves = await count(
      db,
      sql`select count(*) as n from category c where not exists (select 1 from category k where k.parent_id = c.id)
          and not exists (select 1 from product p where p.default_category_id = c.id)`,
    );
    expect(emptyLeaves).toBe(0);
    expect(await count(db, sql`select count(*) as n from product p where (select count(*) from product_category pc where pc.product_id = p.id) <> 3`)).toBe(0);
  });

  it('gives every product one default variant of 1 to 6, with a net price for each country', async () => {
    const variants = await sql<{ product_id: number; n: number; defaults: number }>`
      select product_id, count(*) as n, sum(is_default) as defaults from product_sale_element group by product_id`.execute(db);
    expect(variants.rows).toHaveLength(600);
    for (const row of variants.rows) {
      expect(Number(row.defaults)).toBe(1);
      expect(Number(row.n)).toBeGreaterThanOrEqual(1);
      expect(Number(row.n)).toBeLessThanOrEqual(6);
    }
    const prices = await db.selectFrom('pse_price').select(['pse_id', 'country_id', 'currency_code', 'price_cents', 'promo_price_cents']).execute();
    expect(prices.length).toBe(summary.saleElements * 3);
    const currencies = new Map(prices.map((p) => [p.country_id, p.currency_code]));
    expect(Object.fromEntries(currencies)).toEqual({ 5: 'EUR', 13: 'EUR', 146: 'RON' });
    expect(prices.every((p) => p.price_cents > 0 && (p.promo_price_cents === null || p.promo_price_cents < p.price_cents))).toBe(true);
    // Lei prices are about five times the euro prices.
    const ratio = prices.filter((p) => p.country_id === 146).reduce((s, p) => s + p.price_cents, 0) / prices.filter((p) => p.country_id === 5).reduce((s, p) => s + p.price_cents, 0);
    expect(ratio).toBeGreaterThan(4);
    expect(ratio).toBeLessThan(6);
  });

  it('prints valid EAN-13 codes, unique per variant', async () => {
    const eans = (await db.selectFrom('product_sale_element').select('ean').execute()).map((row) => row.ean);
    expect(eans.every(isValidEan13)).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
  });

  it('has a URL per locale for every product, variant, category, brand and content, unique per locale', async () => {
    for (const [view, table] of [['product', 'product'], ['pse', 'product_sale_element'], ['category', 'category'], ['brand', 'brand']] as const) {
      const missing = await count(
        db,
        sql`select count(*) as n from ${sql.table(table)} t cross join (select 'de_DE' as l union all select 'de_AT' union all select 'ro_RO') locales
            where not exists (select 1 from rewriting_url r where r.view = ${view} and r.view_id = t.id and r.view_locale = locales.l and r.redirected_to is null)`,
      );
      expect(missing, view).toBe(0);
    }
    const urls = await db.selectFrom('rewriting_url').select(['url', 'view_locale']).execute();
    expect(urls.some((u) => u.url.startsWith('/'))).toBe(false);
    expect(urls.every((u) => /^[A-Za-z0-9._/-]+$/.test(u.url))).toBe(true);
    expect(new Set(urls.map((u) => `${u.view_locale} ${u.url}`)).size).toBe(urls.length);
    const example = await db
      .selectFrom('rewriting_url')
      .select('url')
      .where('view', '=', 'pse')
      .where('view_locale', '=', 'de_DE')
      .where('url', 'like', '%-weiss')
      .executeTakeFirst();
    expect(example?.url).toMatch(/^[a-z0-9-]+-weiss$/);
  });

  it('draws a picture for every product in each of its colours', async () => {
    const variants = await db
      .selectFrom('product_sale_element as pse')
      .innerJoin('product as p', 'p.id', 'pse.product_id')
      .leftJoin('attribute_av as av', 'av.id', 'pse.color_av_id')
      .select(['p.id', 'p.product_type', 'pse.color_av_id', 'av.hex'])
      .execute();
    for (const variant of variants) {
      expect(isProductType(variant.product_type)).toBe(true);
      expect(variant.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(parseProductImagePath(productImagePath(variant.id, variant.color_av_id))).toEqual({ productId: variant.id, colorAvId: variant.color_av_id });
    }
    const first = variants[0];
    if (first) expect(renderProductImage(first.product_type, first.hex, 300)).toContain(first.hex ?? '');
  });

  it('has every informational page of the spec in each locale, under the spec route and the Romanian footer slugs', async () => {
    for (const code of informationalCodes) {
      const route = pageRoutes[code];
      for (const locale of LOCALES) {
        const text = await db.selectFrom('content_i18n').select(['title', 'description']).where('content_id', '=', route.id).where('locale', '=', locale).executeTakeFirst();
        expect(text?.title, `${code} ${locale}`).toBeTruthy();
        if (code !== 'blog') expect(text?.description ?? '').toMatch(/<(p|ul|h2)>/);
        const url = locale === 'ro_RO' ? route.ro : route.de;
        const row = await db.selectFrom('rewriting_url').select(['view', 'view_id']).where('url', '=', url).where('view_locale', '=', locale).executeTakeFirst();
        expect(row, `${url} ${locale}`).toEqual({ view: 'content', view_id: route.id });
      }
    }
    expect(pageRoutes.terms.de).toBe('agb.html');
    expect(pageRoutes.imprint.de).toBe('Impressum');
    for (const [key, code] of Object.entries(footerCodes) as [FooterLinkKey, InformationalCode][]) {
      expect(`/${pageRoutes[code].de}`).toBe(footerSlugs.de[key]);
      expect(`/${pageRoutes[code].ro}`).toBe(footerSlugs.ro[key]);
    }
    for (const route of Object.values(romaniaOnlyRoutes)) {
      const row = await db.selectFrom('rewriting_url').select('view_id').where('url', '=', route.ro).where('view_locale', '=', 'ro_RO').executeTakeFirst();
      expect(row?.view_id).toBe(route.id);
    }
  });

  it('writes legal pages for each country’s law', async () => {
    const page = async (code: InformationalCode, locale: string) =>
      (await db.selectFrom('content_i18n').select('description').where('content_id', '=', pageRoutes[code].id).where('locale', '=', locale).executeTakeFirstOrThrow()).description;
    const withdrawalDe = await page('withdrawal', 'de_DE');
    expect(withdrawalDe).toContain('Muster-Widerrufsformular');
    expect(withdrawalDe).toContain('§ 356a BGB');
    expect(await page('withdrawal', 'de_AT')).toContain('FAGG');
    expect(await page('withdrawal', 'ro_RO')).toContain('OUG nr. 34/2014');
    expect(await page('imprint', 'de_DE')).toContain('§ 5 DDG');
    expect(await page('terms', 'de_AT')).toMatch(/KSchG/);
    expect(await page('terms', 'ro_RO')).toContain('ANPC');
    expect(await page('shipping_costs', 'de_DE')).toContain('90 €');
    const all = (await db.selectFrom('content_i18n').select('description').execute()).map((row) => row.description).join('\n');
    expect(all).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
    // No ODR/SOL references anywhere: the EU platform closed on 20 July 2025.
    expect(all).not.toMatch(/\bODR\b|\bSOL\b|Online-Streitbeilegung|soluționarea online/i);
  });

  it('quotes the order button exactly as the checkout writes it', async () => {
    const page = async (code: InformationalCode, locale: string) =>
      (await db.selectFrom('content_i18n').select('description').where('content_id', '=', pageRoutes[code].id).where('locale', '=', locale).executeTakeFirstOrThrow()).description;
    expect(await page('terms', 'de_DE')).toContain('„Zahlungspflichtig bestellen“');
    expect(await page('terms', 'de_AT')).toContain('„Zahlungspflichtig bestellen“');
    expect(await page('terms', 'ro_RO')).toContain('„Comandă cu obligație de plată”');
  });

  it('describes the withdrawal function as it works: the footer link on every page, no sign-in', async () => {
    const page = async (code: InformationalCode, locale: string) =>
      (await db.selectFrom('content_i18n').select('description').where('content_id', '=', pageRoutes[code].id).where('locale', '=', locale).executeTakeFirstOrThrow()).description;
    for (const locale of ['de_DE', 'de_AT']) {
      const text = await page('withdrawal', locale);
      expect(text).toContain('Link „Vertrag widerrufen“ unten auf jeder Seite');
      expect(text).toContain('eine Anmeldung ist nicht nötig');
      expect(text).not.toMatch(/Kundenkonto bei der Bestellung|Link in Ihrer Bestellbestätigung/);
    }
    const romanian = await page('withdrawal', 'ro_RO');
    expect(romanian).toContain('fără autentificare, folosind linkul „Retragere din contract” din subsolul fiecărei pagini');
    expect(romanian).not.toContain('Retrage-te');
  });

  it('promises shipping, not delivery, on the next working day, as the product page does', async () => {
    const page = async (code: InformationalCode, locale: string) =>
      (await db.selectFrom('content_i18n').select('description').where('content_id', '=', pageRoutes[code].id).where('locale', '=', locale).executeTakeFirstOrThrow()).description;
    for (const locale of ['de_DE', 'de_AT']) {
      expect(await page('delivery', locale)).toContain('Versand am nächsten Werktag');
      expect(await page('delivery', locale)).not.toContain('Lieferung am nächsten Werktag');
    }
    expect(await page('delivery', 'ro_RO')).toContain('Expediere în următoarea zi lucrătoare');
    expect(await page('delivery', 'de_AT')).toContain('mit der Österreichischen Post');
  });

  it('writes lead texts as plain text, without HTML entities like "&amp;"', async () => {
    const leads = (await db.selectFrom('content_i18n').select(['locale', 'chapo']).execute()).filter((row) => /&[a-z#0-9]+;/i.test(row.chapo ?? ''));
    expect(leads).toEqual([]);
    const terms = await db.selectFrom('content_i18n').select('chapo').where('content_id', '=', pageRoutes.terms.id).where('locale', '=', 'ro_RO').executeTakeFirstOrThrow();
    expect(terms.chapo).toBe('Condițiile în care cumpărați de la Baie & Casă.');
  });

  it('writes descriptions as simple HTML: paragraphs, headings, lists and links', async () => {
    const html = [
      ...(await db.selectFrom('content_i18n').select('description').execute()),
      ...(await db.selectFrom('product_i18n').select('description').execute()),
      ...(await db.selectFrom('category_i18n').select('description').execute()),
      ...(await db.selectFrom('brand_i18n').select('description').execute()),
    ].map((row) => row.description);
    const tags = new Set(html.flatMap((text) => [...text.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1])));
    expect([...tags].sort()).toEqual(['a', 'br', 'h2', 'li', 'p', 'ul']);
    expect(html.filter((text) => /&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(text))).toEqual([]);
  });

  it('links a landing page to a brand and category that have products together', async () => {
    const rows = await db.selectFrom('content_i18n').select('postscriptum').where('postscriptum', '<>', '').execute();
    const target = rows.map((row) => parseContentPostscriptum(row.postscriptum)).find((t) => t !== null);
    expect(target).toBeTruthy();
    const products = await count(
      db,
      sql`select count(*) as n from product p join product_category pc on pc.product_id = p.id
          where p.brand_id = ${target?.brand_id ?? 0} and pc.category_id = ${target?.category_id ?? 0}`,
    );
    expect(products).toBeGreaterThan(0);
  });

  it('stores locale configs that the storefront contract accepts', async () => {
    const rows = await db.selectFrom('locale_config').selectAll().orderBy('country_id').execute();
    const configs = rows.map((row) => localeConfigSchema.parse({ lang_id: row.lang_id, lang_locale: row.lang_locale, lang_code: row.lang_code, ...JSON.parse(row.settings) }));
    expect(configs.map((c) => [c.country_id, c.lang_locale, c.currency_code, c.tax_title])).toEqual([
      [5, 'de_DE', 'EUR', '19% Ust.'],
      [13, 'de_AT', 'EUR', '20% Ust.'],
      [146, 'ro_RO', 'RON', '21% TVA'],
    ]);
    const [de, at, ro] = configs;
    expect(ro?.currency_symbol).toBe('Lei');
    expect(ro?.['currency_rate']).toBe('4.97');
    expect([de?.displayAdvent, at?.displayAdvent, ro?.displayAdvent]).toEqual([true, true, false]);
    expect(de?.banners?.[0]?.image_url).toMatch(/^\/images\/banners\/de\/1\.svg$/);
    expect(de?.homepage_products?.split(',').length).toBe(12);
    expect(de?.categories_0_vat).toMatch(/^\d+(,\d+)*$/);
    expect(de?.links_right_menu?.map((l) => l.href)).toContain('/Impressum');
    expect(ro?.links_left_menu?.map((l) => l.href)).toContain('/plata');
    const fallback = await db.selectFrom('country').select('id').where('is_default', '=', 1).execute();
    expect(fallback).toEqual([{ id: 13 }]);
    const bank = await db.selectFrom('store_info').select(['iban', 'bic']).execute();
    expect(bank.every((b) => isValidIban(b.iban) && /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(b.bic))).toBe(true);
    const salesBar = await db.selectFrom('module_config').select(['name', 'lang']).where('module_code', '=', 'SalesBar').execute();
    expect(new Set(salesBar.map((row) => row.lang))).toEqual(new Set(['de', 'de_AT', 'ro', 'en']));
    expect(salesBar.filter((row) => row.lang === 'de').map((row) => row.name).sort()).toEqual(
      ['module_active', 'salesbar_active', 'salesbar_dismiss_button', 'salesbar_link', 'salesbar_link_text', 'salesbar_message'],
    );
  });

  it('charges Romanian VAT of 21 % today and 19 % on 31 July 2025', async () => {
    const rateOn = async (countryId: number, moment: string) =>
      (
        await db
          .selectFrom('tax_rule')
          .select('rate_basis_points')
          .where('country_id', '=', countryId)
          .where('valid_from', '<=', moment)
          .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', moment)]))
          .execute()
      ).map((row) => row.rate_basis_points);
    expect(await rateOn(146, NOW.toISOString())).toEqual([2100]);
    expect(await rateOn(146, '2025-07-31T12:00:00.000Z')).toEqual([1900]);
    expect(await rateOn(146, '2025-08-01T00:00:00.000Z')).toEqual([2100]);
    expect(await rateOn(5, NOW.toISOString())).toEqual([1900]);
    expect(await rateOn(13, NOW.toISOString())).toEqual([2000]);
    const states = await sql<{ country_id: number; n: number }>`select country_id, count(*) as n from state group by country_id order by country_id`.execute(db);
    expect(states.rows.map((r) => [r.country_id, Number(r.n)])).toEqual([[5, 16], [13, 9], [146, 42]]);
  });

  it('has promotions with a higher price in the last 30-60 days, sold-out, low-stock, freight, undeliverable, boxed and on-request products', async () => {
    const promoWithHistory = await count(
      db,
      sql`select count(distinct pp.pse_id) as n from pse_price pp where pp.is_promo = 1 and exists (
            select 1 from price_history h where h.pse_id = pp.pse_id and h.country_id = pp.country_id
            and h.price_cents > pp.promo_price_cents
            and h.valid_from between ${new Date(NOW.getTime() - 60 * 86_400_000).toISOString()} and ${new Date(NOW.getTime() - 30 * 86_400_000).toISOString()})`,
    );
    expect(promoWithHistory).toBeGreaterThanOrEqual(30);
    const soldOut = await count(db, sql`select count(*) as n from product p where not exists (select 1 from product_sale_element e join pse_stock s on s.pse_id = e.id where e.product_id = p.id and s.quantity > 0)`);
    expect(soldOut).toBeGreaterThanOrEqual(10);
    const lowStock = await count(
      db,
      sql`select count(*) as n from (select e.id, sum(s.quantity) as q from product_sale_element e join pse_stock s on s.pse_id = e.id where e.is_default = 1 group by e.id) t where t.q between 1 and 9`,
    );
    expect(lowStock).toBeGreaterThanOrEqual(10);
    expect(await count(db, sql`select count(*) as n from product where is_freight = 1`)).toBeGreaterThanOrEqual(20);
    expect(await count(db, sql`select count(distinct product_id) as n from product_undeliverable`)).toBeGreaterThanOrEqual(5);
    expect(await count(db, sql`select count(*) as n from product_sale_element where quantity_step > 1 and unit = 'm2' and unit_content_milli < 1000`)).toBeGreaterThanOrEqual(20);
    expect(await count(db, sql`select count(*) as n from product where price_on_request = 1`)).toBeGreaterThanOrEqual(3);
    const delays = await db.selectFrom('product_delay_i18n').select('text').where('lang', '=', 'en').execute();
    expect(delays.map((d) => d.text)).toEqual(expect.arrayContaining(['1-2 workdays', '2-3 weeks', '7-9 working days', 'On request']));
  });

  it('links features, badges, accessories, recommendations and the home-page selection', async () => {
    expect(await count(db, sql`select count(distinct product_id) as n from feature_product`)).toBe(600);
    expect(await count(db, sql`select count(*) as n from feature_product where lang = 'ro' and feature_id = 1`)).toBe(600);
    expect(await count(db, sql`select count(distinct product_id) as n from product_associated_keyword`)).toBeGreaterThanOrEqual(60);
    expect(await count(db, sql`select count(distinct product_id) as n from accessory`)).toBeGreaterThanOrEqual(300);
    expect(await count(db, sql`select count(distinct source_id) as n from recommendation where kind = 'item'`)).toBeGreaterThanOrEqual(590);
    expect(await count(db, sql`select count(distinct source_id) as n from recommendation where kind = 'category'`)).toBe(await count(db, sql`select count(*) as n from category`));
    expect(await count(db, sql`select count(*) as n from recommendation where kind = 'bestseller' and source_id = 0`)).toBe(12);
    expect(await count(db, sql`select count(*) as n from selection_product sp join selection s on s.id = sp.selection_id where s.code = 'homepage'`)).toBe(12);
    const titles = await db.selectFrom('product_i18n').select(['lang', 'title']).execute();
    expect(titles.some((t) => t.lang === 'de' && /Waschbecken|Waschtischarmatur|Duschkopf/.test(t.title))).toBe(true);
    expect(titles.some((t) => t.lang === 'ro' && /Oglindă|Baterie|Chiuvetă/.test(t.title))).toBe(true);
  });
});

describe('demo shop determinism', () => {
  it('makes the same products, variants and prices twice', async () => {
    const snapshot = async () => {
      const database = await openTestDatabase('sqlite');
      try {
        await seedDemoShop(database.handle.db, { products: 150, now: NOW });
        const { db } = database.handle;
        return {
          products: await db.selectFrom('product').selectAll().orderBy('id').execute(),
          texts: await db.selectFrom('product_i18n').selectAll().orderBy('product_id').orderBy('lang').execute(),
          variants: await db.selectFrom('product_sale_element').selectAll().orderBy('id').execute(),
          prices: await db.selectFrom('pse_price').selectAll().orderBy('pse_id').orderBy('country_id').execute(),
          urls: await db.selectFrom('rewriting_url').selectAll().orderBy('id').execute(),
        };
      } finally {
        await database.close();
      }
    };
    const [first, second] = [await snapshot(), await snapshot()];
    expect(first.products).toHaveLength(150);
    expect(second).toEqual(first);
  }, 60_000);

  it('gives product n the same data whatever the total', async () => {
    const productsOf = async (total: number) => {
      const database = await openTestDatabase('sqlite');
      try {
        await seedDemoShop(database.handle.db, { products: total, now: NOW });
        return await database.handle.db.selectFrom('product_i18n').select(['product_id', 'lang', 'title']).where('product_id', '<=', 50).orderBy('product_id').orderBy('lang').execute();
      } finally {
        await database.close();
      }
    };
    expect(await productsOf(60)).toEqual(await productsOf(200));
  }, 60_000);
});
