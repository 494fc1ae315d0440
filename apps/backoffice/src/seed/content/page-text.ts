// Shared shapes and tiny HTML helpers for content pages. Descriptions are simple HTML: p, h2,
// ul/li and a, nothing a storefront would need to sanitise beyond that.

export interface PageText {
  title: string;
  chapo: string;
  description: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string, id?: string) => (id ? `<h2 id="${id}">${text}</h2>` : `<h2>${text}</h2>`);
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const a = (href: string, text: string) => `<a href="${escapeHtml(href)}">${text}</a>`;
export const mailto = (email: string) => a(`mailto:${email}`, email);
export const tel = (phone: string) => a(`tel:${phone.replace(/\s+/g, '')}`, phone);
export const html = (...blocks: readonly string[]) => blocks.join('\n');
