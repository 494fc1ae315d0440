// The names a new customer's first addresses get ("Adresele mele", checkout), in the shop's
// language: a Romanian shopper never sees "Rechnungsadresse".
export const addressLabels = {
  de: { invoice: 'Rechnungsadresse', delivery: 'Lieferadresse' },
  ro: { invoice: 'Adresă de facturare', delivery: 'Adresă de livrare' },
  en: { invoice: 'Invoice address', delivery: 'Delivery address' },
} as const;
