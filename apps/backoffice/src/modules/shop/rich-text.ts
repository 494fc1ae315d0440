// Rich text from the admin's editor (Tiptap) is cleaned before it is stored: sanitize-html with an
// allow-list of what the editor writes (paragraphs, headings, emphasis, lists, quotes, code, rules,
// links) plus the tables and images the shop's pages already hold. Scripts, event handlers, styles,
// frames, forms and any URL that is not http(s), mailto, tel or a local path are dropped. The
// storefront sanitises once more when it renders (packages/storefront/src/content/safe-html.server.ts).
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside a dropped <script> or <style> goes with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs }),
  },
};

export function cleanRichText(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
