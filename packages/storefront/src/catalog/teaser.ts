// The teaser (CHAPO) sits next to the buy button; a description that already starts with it (as the
// seeded catalog's do) would show the same words twice, so the teaser is shown only when the
// description does not contain it.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the teaser should be shown beside the description (not empty, not repeated in it). */
export function showsTeaser(teaser: string, descriptionHtml: string): boolean {
  const words = plainText(teaser);
  return words !== '' && !plainText(descriptionHtml).includes(words);
}
