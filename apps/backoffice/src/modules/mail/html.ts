// Everything that goes into a mail's HTML or a dev page passes through here: customer names, shop
// names ('Bad & Heim') and links are text, never markup.
const replacements: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => replacements[char] ?? char);
}
