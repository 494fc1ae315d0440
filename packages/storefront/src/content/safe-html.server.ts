// HTML written in the back office (product descriptions, content pages) is sanitised before the
// storefront renders it (issue 12): sanitize-html keeps text formatting, lists, tables, headings,
// links and images, and drops scripts, event handlers, styles, frames, forms and any URL that is not
// http(s), mailto or tel. It runs on the server, in the loaders, so the page and the data the browser
// hydrates from hold the same, clean HTML, and the library stays out of the browser's bundle.
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
    // Anchors of the table of contents (#section) and the design's classes.
    '*': ['id', 'class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab cannot reach back into the shop's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

// The same descriptions and content pages are rendered again and again: each text is cleaned once
// and kept (about 8 MB of text at most, the least recently shown dropped first).
const cleaned = new LRUCache<string, string>({ maxSize: 8_000_000, sizeCalculation: (value, key) => value.length + key.length + 1 });

export function safeHtml(html: string): string {
  if (html === '') return '';
  let safe = cleaned.get(html);
  if (safe === undefined) {
    safe = sanitizeHtml(html, OPTIONS);
    cleaned.set(html, safe);
  }
  return safe;
}
