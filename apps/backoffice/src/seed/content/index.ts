// Content rows: folders, the informational pages per country locale, blog posts and a brand
// landing page whose postscriptum makes the storefront show a brand-and-category listing.
import type { CatalogIndex } from '../catalog-index.ts';
import { brands } from '../data/brands.ts';
import type { Locale } from '../data/geo.ts';
import type { ShopPicks } from '../relations.ts';
import type { RewritingUrls } from '../rewriting.ts';
import { daysAgo, pushRow, type RowSet } from '../rows.ts';
import { slugify } from '../slug.ts';
import { blogOverview, blogPosts } from './blog.ts';
import { germanPages } from './german-pages.ts';
import { escapeHtml, html, p, type PageText } from './page-text.ts';
import { romanianPages } from './romanian-pages.ts';
import {
  BRAND_LANDING_CONTENT_ID,
  FIRST_BLOG_POST_ID,
  folders,
  informationalCodes,
  pageRoutes,
  romaniaOnlyCodes,
  romaniaOnlyRoutes,
  type FolderKey,
} from './routes.ts';

export * from './routes.ts';

const folderId = (key: FolderKey) => folders.find((folder) => folder.key === key)?.id ?? 1;

export function contentRows(catalog: CatalogIndex, picks: ShopPicks, urls: RewritingUrls, now: Date): RowSet {
  const rows: RowSet = {};
  for (const [position, folder] of folders.entries()) {
    pushRow(rows, 'folder', { id: folder.id, parent_id: null, position: position + 1, visible: 1 });
    for (const lang of ['de', 'ro', 'en'] as const) pushRow(rows, 'folder_i18n', { folder_id: folder.id, lang, title: folder.titles[lang] });
  }
  const created = daysAgo(now, 400);
  const content = (id: number, folder: FolderKey, code: string, position: number, timestamp = created) =>
    pushRow(rows, 'content', { id, folder_id: folderId(folder), code, position, visible: 1, created_at: timestamp, updated_at: timestamp });
  const text = (contentId: number, locale: Locale, page: PageText, postscriptum = '') =>
    pushRow(rows, 'content_i18n', { content_id: contentId, locale, title: page.title, chapo: page.chapo, description: page.description, postscriptum });

  const german = { de_DE: germanPages('DE'), de_AT: germanPages('AT') };
  const romanian = romanianPages();
  informationalCodes.forEach((code, i) => {
    const route = pageRoutes[code];
    content(route.id, route.folder, code, i + 1);
    const blog = code === 'blog';
    text(route.id, 'de_DE', blog ? { ...german.de_DE.blog, description: blogOverview('de') } : german.de_DE[code]);
    text(route.id, 'de_AT', blog ? { ...german.de_AT.blog, description: blogOverview('de') } : german.de_AT[code]);
    text(route.id, 'ro_RO', blog ? { ...romanian.blog, description: blogOverview('ro') } : romanian[code]);
    // The Romanian shop answers the spec's German route too, redirecting to its own slug.
    urls.fixed(rows, 'content', route.id, { de: route.de, ro: route.ro }, { ro: [route.de] });
  });
  romaniaOnlyCodes.forEach((code, i) => {
    const route = romaniaOnlyRoutes[code];
    content(route.id, route.folder, code, informationalCodes.length + i + 1);
    text(route.id, 'ro_RO', romanian[code]);
    urls.fixed(rows, 'content', route.id, { ro: route.ro });
  });

  blogPosts.forEach((post, i) => {
    const id = FIRST_BLOG_POST_ID + i;
    content(id, 'blog', `blog_${slugify(post.slug.de).replace(/-/g, '_')}`, i + 1, daysAgo(now, post.daysAgo));
    text(id, 'de_DE', post.de);
    text(id, 'de_AT', post.de);
    text(id, 'ro_RO', post.ro);
    urls.fixed(rows, 'content', id, { de: `blog/${post.slug.de}`, ro: `blog/${post.slug.ro}` });
  });

  // A landing page for the brand and category that have the most products together.
  const { brandId, categoryId } = picks.brandCategory;
  const brand = brands.find((b) => b.id === brandId);
  const category = catalog.categories.find((c) => c.id === categoryId);
  if (brand && category) {
    const postscriptum = JSON.stringify({ brand_id: brand.id, category_id: category.id });
    const landing = {
      de: {
        title: `${brand.title} ${category.titles.de}`,
        chapo: `Alle ${category.titles.de} von ${brand.title} auf einen Blick.`,
        description: html(p(`${escapeHtml(category.titles.de)} von ${escapeHtml(brand.title)}: Qualität aus ${escapeHtml(brand.origin.de)}, seit ${brand.since}.`)),
      },
      ro: {
        title: `${category.titles.ro} ${brand.title}`,
        chapo: `Toate produsele ${brand.title} din categoria ${category.titles.ro.toLowerCase()}.`,
        description: html(p(`${escapeHtml(category.titles.ro)} ${escapeHtml(brand.title)}: calitate din ${escapeHtml(brand.origin.ro)}, din ${brand.since}.`)),
      },
    };
    content(BRAND_LANDING_CONTENT_ID, 'campaigns', 'brand_category_landing', 2);
    text(BRAND_LANDING_CONTENT_ID, 'de_DE', landing.de, postscriptum);
    text(BRAND_LANDING_CONTENT_ID, 'de_AT', landing.de, postscriptum);
    text(BRAND_LANDING_CONTENT_ID, 'ro_RO', landing.ro, postscriptum);
    urls.fixed(rows, 'content', BRAND_LANDING_CONTENT_ID, {
      de: `${slugify(brand.title)}-${slugify(category.titles.de)}`,
      ro: `${slugify(category.titles.ro)}-${slugify(brand.title)}`,
    });
  }
  return rows;
}
