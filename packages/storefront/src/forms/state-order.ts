// States (Bundesländer, județe) in the order of the shop's language: a database sorts 'Călărași'
// after 'Covasna' and 'Dâmbovița' after 'Dolj' (by code point); Romanian puts ă after a, â after ă.

export function inLanguageOrder<T extends { title: string }>(states: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale);
  return [...states].sort((a, b) => collator.compare(a.title, b.title));
}
