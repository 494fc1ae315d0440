// Found by search engines, shared by people, cacheable (issue 7): in all three shops, against a
// real back office. The pages are read as a crawler reads them (plain HTTP, no JavaScript); the
// browser only parses the sitemap and checks that the head hydrates without complaint.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';

type Code = 'de' | 'at' | 'ro';
type Product = { ID: number; URL: string; TITLE: string; BEST_TAXED_PRICE: number };

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

// The apps run on free ports, but their public origins are the configured ones (SHOP_ORIGIN,
// SHOP_ORIGINS), by default the three local shops.
const publicOrigin: Record<Code, string> = { de: 'http://localhost:3001', at: 'http://localhost:3002', ro: 'http://localhost:3003' };
const shopOf: Record<Code, { countryId: number; locale: string; currency: string; lang: string }> = {
  de: { countryId: 5, locale: 'de_DE', currency: 'EUR', lang: 'de' },
  at: { countryId: 13, locale: 'de_AT', currency: 'EUR', lang: 'de' },
  ro: { countryId: 146, locale: 'ro_RO', currency: 'RON', lang: 'ro' },
};
const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';
const guest = () => ({ authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e-seo' });

async function backOffice<T>(url: string): Promise<T> {
  return (await (await fetch(url, { headers: guest() })).json()) as T;
}

async function someProduct(code: Code, offset = 0): Promise<Product> {
  const list = await backOffice<{ items: Product[] }>(`${shop.backOffice.apiUrl}/api/products/?country_id=${shopOf[code].countryId}&limit=1&offset=${offset}`);
  const product = list.items[0];
  if (!product) throw new Error('no product');
  return product;
}

/** What a crawler reads from a page's head. */
type Head = { canonical: string | null; alternates: Map<string, string>; meta: Map<string, string>; jsonLd: Record<string, unknown>[]; rawJsonLd: string[] };

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function attributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), decode(m[2] ?? '')]));
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const head_: Head = { canonical: null, alternates: new Map(), meta: new Map(), jsonLd: [], rawJsonLd: [] };
  for (const [tag] of head.matchAll(/<link [^>]*>/g)) {
    const attrs = attributes(tag);
    if (attrs.get('rel') === 'canonical') head_.canonical = attrs.get('href') ?? null;
    if (attrs.get('rel') === 'alternate' && attrs.has('hreflang')) head_.alternates.set(attrs.get('hreflang') ?? '', attrs.get('href') ?? '');
  }
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.get('property') ?? attrs.get('name');
    if (key) head_.meta.set(key, attrs.get('content') ?? '');
  }
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    head_.rawJsonLd.push(match[1] ?? '');
    head_.jsonLd.push(JSON.parse(match[1] ?? '') as Record<string, unknown>);
  }
  return head_;
}

async function page(code: Code, urlPath: string, init: RequestInit = {}) {
  const response = await fetch(origin(code) + urlPath, { redirect: 'manual', ...init });
  const html = await response.text();
  return { response, html, head: readHead(html) };
}

function expectHreflangSet(head: Head, code: Code) {
  for (const hreflang of ['de-DE', 'de-AT', 'ro-RO', 'x-default']) {
    expect(head.alternates.get(hreflang), hreflang).toMatch(/^http:\/\/localhost:300[123]\//);
  }
  expect(head.alternates.get('x-default')).toBe(head.alternates.get('de-AT'));
  // Each version names itself with the URL it calls canonical.
  expect(head.alternates.get({ de: 'de-DE', at: 'de-AT', ro: 'ro-RO' }[code])).toBe(head.canonical);
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((data) => data['@type'] === type);

function openSqlite(): DatabaseSync {
  const db = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

describe.each(['de', 'at', 'ro'] as const)('%s shop for search engines', (code) => {
  it('describes a product page: canonical, hreflang, Open Graph, Twitter card, Product and BreadcrumbList', async () => {
    const product = await someProduct(code);
    const { response, head } = await page(code, product.URL);
    expect(response.status).toBe(200);
    expect(head.canonical).toBe(publicOrigin[code] + product.URL);
    expectHreflangSet(head, code);
    expect(head.meta.get('description')?.length).toBeGreaterThan(10);
    expect(head.meta.get('og:url')).toBe(head.canonical);
    expect(head.meta.get('og:type')).toBe('product');
    expect(head.meta.get('og:title')).toContain(product.TITLE);
    expect(head.meta.get('og:image')).toMatch(/^https?:\/\//);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');

    const [data] = ofType(head, 'Product');
    expect(data).toMatchObject({ '@context': 'https://schema.org', name: product.TITLE, url: head.canonical });
    const offer = data?.offers as Record<string, string>;
    expect(offer.priceCurrency).toBe(shopOf[code].currency);
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(Math.round(Number(offer.price) * 100)).toBe(product.BEST_TAXED_PRICE);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    const [crumbs] = ofType(head, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { position: number; item: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.at(-1)?.item).toBe(head.canonical);
    expect(items.every((crumb) => crumb.item.startsWith(publicOrigin[code]))).toBe(true);
  });

  it('points /product/{id} at the product URL, and a category listing at its own', async () => {
    const product = await someProduct(code);
    const byId = await page(code, `/product/${product.ID}`);
    expect(byId.head.canonical).toBe(publicOrigin[code] + product.URL);

    const menu = await backOffice<{ data: { Id: number; URL: string }[] }>(`${shop.backOffice.helperUrl}/api/category_menu/custom_attribute?locale=${shopOf[code].locale}`);
    const category = menu.data[0];
    if (!category) throw new Error('no category');
    for (const urlPath of [category.URL, `/shop-grid-standard/category-${category.Id}`]) {
      const listing = await page(code, urlPath);
      expect(listing.response.status, urlPath).toBe(200);
      expect(listing.head.canonical, urlPath).toBe(publicOrigin[code] + category.URL);
      expectHreflangSet(listing.head, code);
      expect(ofType(listing.head, 'BreadcrumbList')).toHaveLength(1);
    }
  });

  it('describes the home page and the shop as an organisation with its phone', async () => {
    const { head } = await page(code, '/');
    expect(head.canonical).toBe(`${publicOrigin[code]}/`);
    expectHreflangSet(head, code);
    const [organisation] = ofType(head, 'Organization');
    expect(organisation).toMatchObject({ url: `${publicOrigin[code]}/`, logo: `${publicOrigin[code]}/logo.svg` });
    expect((organisation?.contactPoint as { telephone: string }).telephone).toMatch(/^\+\d/);
    expect((await fetch(`${origin(code)}/logo.svg`)).status).toBe(200);
  });

  it('links the content pages of the three shops, and keeps search results out of the index', async () => {
    const privacy = code === 'ro' ? '/protectia-datelor' : '/datenschutz';
    const { head } = await page(code, privacy);
    expect(head.canonical).toBe(publicOrigin[code] + privacy);
    expectHreflangSet(head, code);
    expect(head.alternates.get('ro-RO')).toBe('http://localhost:3003/protectia-datelor');

    const search = await page(code, '/search/waschbecken');
    expect(search.head.meta.get('robots')).toMatch(/noindex/);
    expect(search.head.canonical).toBeNull();
  });

  it('serves a valid sitemap.xml with every product URL and its alternates', async () => {
    const response = await fetch(`${origin(code)}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const browserPage = await browser.newPage();
    const parsed = await browserPage.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        locs: urls.map((url) => url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? ''),
        withAlternates: urls.filter((url) => url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length >= 2).length,
      };
    }, xml);
    await browserPage.close();
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');
    expect(parsed.locs.length).toBeGreaterThan(600);
    expect(parsed.locs.every((loc) => loc.startsWith(`${publicOrigin[code]}/`))).toBe(true);
    expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
    expect(parsed.withAlternates).toBeGreaterThan(600);
    const product = await someProduct(code, 7);
    expect(parsed.locs).toContain(publicOrigin[code] + product.URL);
    expect(parsed.locs).toContain(`${publicOrigin[code]}/`);
  });

  it('serves robots.txt that lets the catalog be crawled and names the sitemap', async () => {
    const response = await fetch(`${origin(code)}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${publicOrigin[code]}/sitemap.xml`);
    for (const privatePath of ['/account', '/cart', '/checkout', '/login-register']) expect(text).toContain(`Disallow: ${privatePath}`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('answers 404 for unknown pages and products', async () => {
    expect((await fetch(`${origin(code)}/no/such/page-${code}`)).status).toBe(404);
    expect((await fetch(`${origin(code)}/product/99999999`)).status).toBe(404);
  });

  it('lets anyone cache an anonymous page, with an ETag answered by 304, and sets no cookie on it', async () => {
    const product = await someProduct(code, 2);
    const first = await fetch(origin(code) + product.URL);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    expect(first.headers.get('set-cookie')).toBeNull();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    await first.text();
    const again = await fetch(origin(code) + product.URL, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    for (const urlPath of ['/', '/shop-grid-standard/all', code === 'ro' ? '/plata' : '/bezahlen', '/search/waschbecken']) {
      const other = await fetch(origin(code) + urlPath);
      expect(other.headers.get('cache-control'), urlPath).toMatch(/^public/);
      expect(other.headers.get('etag'), urlPath).toBeTruthy();
    }
  });

  it('answers the data of client-side navigation to catalog pages like the pages: found, public, no cookie', async () => {
    const product = await someProduct(code, 2);
    for (const urlPath of [product.URL, code === 'ro' ? '/plata' : '/bezahlen', '/shop-grid-standard/all']) {
      const response = await fetch(`${origin(code)}${urlPath}.data`);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('cache-control'), urlPath).toMatch(/^public/);
      expect(response.headers.get('set-cookie'), urlPath).toBeNull();
    }
  });
});

describe('pages that are gone or personal', () => {
  it('answers 410 Gone for a product that is no longer shown, at its URL and by id', async () => {
    const product = await someProduct('de', 11);
    const db = openSqlite();
    try {
      db.prepare('UPDATE product SET visible = 0 WHERE id = ?').run(product.ID);
      for (const code of ['de', 'at', 'ro'] as const) {
        expect((await fetch(`${origin(code)}/product/${product.ID}`)).status, code).toBe(410);
      }
      const gone = await fetch(origin('de') + product.URL);
      expect(gone.status).toBe(410);
      expect(gone.headers.get('cache-control') ?? '').not.toMatch(/public/);
    } finally {
      db.prepare('UPDATE product SET visible = 1 WHERE id = ?').run(product.ID);
      db.close();
    }
    expect((await fetch(origin('de') + product.URL)).status).toBe(200);
  });

  it('keeps a signed-in shopper’s pages private (AT admin)', async () => {
    const form = new URLSearchParams({ intent: 'login', email: 'admin@example.com', password: 'admin1234' });
    const login = await fetch(`${origin('at')}/login-register`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^__shop_at=/);
    const product = await someProduct('at', 3);
    const signedIn = await fetch(origin('at') + product.URL, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    const home = await fetch(`${origin('at')}/`, { headers: { cookie } });
    expect(home.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('structured data that cannot be broken out of', () => {
  it("keeps a '</script>' in a product title inside the JSON-LD, and the page hydrates without complaint", async () => {
    const product = await someProduct('de', 4);
    const title = `${product.TITLE} </script><script>window.__injected = 1</script>`;
    const db = openSqlite();
    const before = db.prepare("SELECT title FROM product_i18n WHERE product_id = ? AND lang = 'de'").get(product.ID) as { title: string };
    try {
      db.prepare("UPDATE product_i18n SET title = ? WHERE product_id = ? AND lang = 'de'").run(title, product.ID);
      const { html, head } = await page('de', product.URL);
      expect(ofType(head, 'Product')[0]?.name).toBe(title);
      expect(head.rawJsonLd.join('')).not.toContain('</');
      expect(html).not.toContain('<script>window.__injected');

      const browserPage = await browser.newPage();
      const problems: string[] = [];
      browserPage.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      browserPage.on('pageerror', (error) => problems.push(error.message));
      await browserPage.goto(origin('de') + product.URL);
      await browserPage.locator('html[data-hydrated="true"]').waitFor();
      expect(await browserPage.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      expect(await browserPage.locator('link[rel="canonical"]').getAttribute('href')).toBe(publicOrigin.de + product.URL);
      const picture = browserPage.locator('main img').first();
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      expect(await picture.getAttribute('loading')).not.toBe('lazy');
      expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
      await browserPage.close();
    } finally {
      db.prepare("UPDATE product_i18n SET title = ? WHERE product_id = ? AND lang = 'de'").run(before.title, product.ID);
      db.close();
    }
  });

  it('gives the first picture of a listing priority and loads it at once', async () => {
    const browserPage = await browser.newPage();
    await browserPage.goto(`${origin('ro')}/shop-grid-standard/all`);
    const pictures = browserPage.locator('main li img');
    expect(await pictures.first().getAttribute('fetchpriority')).toBe('high');
    expect(await pictures.first().getAttribute('loading')).toBe('eager');
    expect(await pictures.nth(8).getAttribute('loading')).toBe('lazy');
    await browserPage.close();
  });
});
