// Facet choices (brands, colours) are listed by name as the shop's language sorts them ("Ö" after
// "O" in German, "Ș" after "S" in Romanian), the same for both ways they are counted and on both
// databases (SQLite's ORDER BY compares bytes, PostgreSQL's follows the server's collation).
const collators = new Map<string, Intl.Collator>();

export function byFacetTitle(lang: string): (a: { title: string; id: number }, b: { title: string; id: number }) => number {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  const compare = collator.compare;
  return (a, b) => compare(a.title, b.title) || a.id - b.id;
}
