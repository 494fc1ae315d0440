// sitemap.xml as search engines read it (sitemaps.org 0.9), with the hreflang alternates of each
// URL as xhtml:link elements. Past 50,000 URLs a sitemap must be split: an index points at parts.
import type { AlternateLink } from './hreflang.ts';

export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string | null; alternates: AlternateLink[] };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char] ?? ''};`);
}

/** A W3C date (YYYY-MM-DD) from an ISO timestamp, or nothing for what is not one. */
function w3cDate(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('<url>', `<loc>${escapeXml(url.loc)}</loc>`);
    const lastmod = w3cDate(url.lastmod);
    if (lastmod) lines.push(`<lastmod>${lastmod}</lastmod>`);
    for (const alternate of url.alternates) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function sitemapIndexXml(parts: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
