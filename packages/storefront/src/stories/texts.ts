// The few shop texts the interaction tests look for, in the language of the country shown.
import country from '../country/current-country.ts';

const texts = {
  cart: { de: 'Warenkorb', ro: 'Coș' },
  search: { de: 'Suche', ro: 'Căutare' },
  cartLines: { de: 'Produkte im Einkaufswagen', ro: 'Produse în coș' },
  searchResults: { de: 'Suchergebnisse', ro: 'Rezultatele căutării' },
  order: { de: 'zahlungspflichtig bestellen', ro: 'Comandă cu obligație de plată' },
  firstName: { de: 'Vorname', ro: 'Prenume' },
  required: { de: 'Dieses Feld ist erforderlich.', ro: 'Acest câmp este obligatoriu.' },
  checkFields: { de: 'Bitte prüfen Sie die markierten Felder.', ro: 'Te rugăm să verifici câmpurile marcate.' },
} as const;

export function say(key: keyof typeof texts): string {
  return texts[key][country.language === 'ro' ? 'ro' : 'de'];
}

/** Text as the page shows it to a text matcher: money has no-break spaces, matchers see spaces. */
export function asShown(text: string): string {
  return text.replace(/\s+/g, ' ');
}
