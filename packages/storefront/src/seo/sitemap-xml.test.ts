import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, sitemapXml } from './sitemap-xml.ts';

describe('sitemap.xml', () => {
  it('lists URLs with their last change and hreflang alternates, escaped', () => {
    const xml = sitemapXml([
      {
        loc: 'https://shop.de/bad?a=1&b=2',
        lastmod: '2026-08-28T10:00:00.000Z',
        alternates: [
          { hreflang: 'de-DE', href: 'https://shop.de/bad?a=1&b=2' },
          { hreflang: 'x-default', href: 'https://shop.at/bad' },
        ],
      },
      { loc: 'https://shop.de/', lastmod: 'not a date', alternates: [] },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml).toContain('<loc>https://shop.de/bad?a=1&amp;b=2</loc>\n<lastmod>2026-08-28</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.at/bad"/>');
    expect(xml).toContain('<loc>https://shop.de/</loc>\n</url>');
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('points an index at its parts', () => {
    expect(sitemapIndexXml(['https://shop.de/sitemap.xml?part=1'])).toContain('<sitemap><loc>https://shop.de/sitemap.xml?part=1</loc></sitemap>');
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
