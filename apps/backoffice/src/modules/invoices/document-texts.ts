// The words of an invoice and a credit note, in the order's language: German for Germany and
// Austria, Romanian for Romania. The legal lines differ per country (UStG § 14 in Germany, UStG
// § 11 in Austria, Codul fiscal art. 319 in Romania); the rest is the same document.
export type DocumentLanguage = 'de' | 'ro';

export type DocumentTexts = {
  invoiceTitle: string;
  creditNoteTitle: string;
  seller: string;
  buyer: string;
  deliveryAddress: string;
  number: string;
  date: string;
  deliveryDate: string;
  orderNumber: string;
  orderDate: string;
  customerNumber: string;
  buyerVatId: string;
  correctsInvoice: (number: string, date: string) => string;
  correctsOrder: (ref: string) => string;
  /** A correction: the credit note cancelling an invoice, and the invoice replacing it. */
  cancelsInvoice: (number: string, date: string) => string;
  replacesInvoice: (number: string, date: string) => string;
  cancellation: (reason: string) => string;
  cancelledAmount: string;
  cancelledNote: string;
  vatId: string;
  taxNumber: string;
  register: string;
  managers: string;
  bank: string;
  position: string;
  description: string;
  articleNumber: string;
  quantity: string;
  vatRate: string;
  unitNet: string;
  unitGross: string;
  lineTotal: string;
  /** The line column of an order on the net basis (company customers, decision 014). */
  lineTotalNet: string;
  netTotal: string;
  /** The VAT a gross total contains, and the VAT added to a net total, per rate. */
  vatContained: (rate: string) => string;
  vatAdded: (rate: string) => string;
  goods: string;
  discount: (code: string | null) => string;
  postage: string;
  paymentFee: string;
  total: string;
  rateTable: { rate: string; net: string; vat: string; gross: string; sum: string };
  refund: (reason: string) => string;
  refundedAmount: string;
  paymentMethod: string;
  paidOn: (date: string) => string;
  openPrepayment: (amount: string, reference: string) => string;
  openOnDelivery: string;
  open: string;
  refundedTo: string;
  exempt: (country: string) => string;
  page: (page: number, pages: number) => string;
  thanks: string;
};

export const documentTexts: Record<DocumentLanguage, DocumentTexts> = {
  de: {
    invoiceTitle: 'Rechnung',
    creditNoteTitle: 'Rechnungskorrektur (Gutschrift)',
    seller: 'Verkäufer',
    buyer: 'Rechnungsempfänger',
    deliveryAddress: 'Lieferanschrift',
    number: 'Nummer',
    date: 'Datum',
    deliveryDate: 'Lieferdatum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    customerNumber: 'Kundennummer',
    buyerVatId: 'USt-IdNr. des Kunden',
    correctsInvoice: (number, date) => `Korrektur der Rechnung ${number} vom ${date}`,
    correctsOrder: (ref) => `Korrektur zur Bestellung ${ref}`,
    cancelsInvoice: (number, date) => `Storno der Rechnung ${number} vom ${date}`,
    replacesInvoice: (number, date) => `Diese Rechnung ersetzt die Rechnung ${number} vom ${date}.`,
    cancellation: (reason) => (reason ? `Storno der gesamten Rechnung: ${reason}` : 'Storno der gesamten Rechnung'),
    cancelledAmount: 'Stornobetrag',
    cancelledNote: 'Diese Gutschrift hebt die Rechnung vollständig auf; eine berichtigte Rechnung ersetzt sie. Es ist nichts zu zahlen oder zu erstatten.',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    register: 'Registergericht',
    managers: 'Geschäftsführung',
    bank: 'Bankverbindung',
    position: 'Pos.',
    description: 'Bezeichnung',
    articleNumber: 'Art.-Nr.',
    quantity: 'Menge',
    vatRate: 'USt.',
    unitNet: 'Einzelpreis netto',
    unitGross: 'Einzelpreis brutto',
    lineTotal: 'Gesamt brutto',
    lineTotalNet: 'Gesamt netto',
    netTotal: 'Summe netto',
    vatContained: (rate) => `enthaltene USt. ${rate}`,
    vatAdded: (rate) => `zzgl. USt. ${rate}`,
    goods: 'Warenwert',
    discount: (code) => (code ? `Gutschein ${code}` : 'Rabatt'),
    postage: 'Versandkosten',
    paymentFee: 'Nachnahmegebühr',
    total: 'Gesamtbetrag',
    rateTable: { rate: 'USt.-Satz', net: 'Nettobetrag', vat: 'Umsatzsteuer', gross: 'Bruttobetrag', sum: 'Summe' },
    refund: (reason) => (reason ? `Erstattung: ${reason}` : 'Erstattung'),
    refundedAmount: 'Erstattungsbetrag',
    paymentMethod: 'Zahlungsart',
    paidOn: (date) => `bezahlt am ${date}`,
    openPrepayment: (amount, reference) => `Bitte überweisen Sie ${amount} mit dem Verwendungszweck ${reference}.`,
    openOnDelivery: 'zahlbar bei Lieferung',
    open: 'noch nicht bezahlt',
    refundedTo: 'Der Betrag wird über die ursprüngliche Zahlungsart erstattet.',
    exempt: (country) =>
      country === 'AT'
        ? 'Steuerfreie innergemeinschaftliche Lieferung (Art. 6 Abs. 1 in Verbindung mit Art. 7 UStG 1994).'
        : 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b in Verbindung mit § 6a UStG).',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    thanks: 'Vielen Dank für Ihren Einkauf.',
  },
  ro: {
    invoiceTitle: 'Factură',
    creditNoteTitle: 'Factură storno',
    seller: 'Furnizor',
    buyer: 'Cumpărător',
    deliveryAddress: 'Adresa de livrare',
    number: 'Număr',
    date: 'Data emiterii',
    deliveryDate: 'Data livrării',
    orderNumber: 'Număr comandă',
    orderDate: 'Data comenzii',
    customerNumber: 'Cod client',
    buyerVatId: 'Cod TVA cumpărător',
    correctsInvoice: (number, date) => `Stornează factura ${number} din ${date}`,
    correctsOrder: (ref) => `Storno pentru comanda ${ref}`,
    cancelsInvoice: (number, date) => `Stornează integral factura ${number} din ${date}`,
    replacesInvoice: (number, date) => `Această factură înlocuiește factura ${number} din ${date}.`,
    cancellation: (reason) => (reason ? `Stornarea integrală a facturii: ${reason}` : 'Stornarea integrală a facturii'),
    cancelledAmount: 'Valoare stornată',
    cancelledNote: 'Această factură storno anulează integral factura; o factură corectată o înlocuiește. Nu este nimic de plătit sau de restituit.',
    vatId: 'CUI/CIF',
    taxNumber: 'Cod fiscal',
    register: 'Nr. Reg. Com.',
    managers: 'Administrator',
    bank: 'Cont bancar',
    position: 'Nr.',
    description: 'Denumire',
    articleNumber: 'Cod produs',
    quantity: 'Cant.',
    vatRate: 'Cota TVA',
    unitNet: 'Preț unitar fără TVA',
    unitGross: 'Preț unitar cu TVA',
    lineTotal: 'Valoare cu TVA',
    lineTotalNet: 'Valoare fără TVA',
    netTotal: 'Total fără TVA',
    vatContained: (rate) => `TVA inclus ${rate}`,
    vatAdded: (rate) => `TVA ${rate} (se adaugă)`,
    goods: 'Valoare produse',
    discount: (code) => (code ? `Reducere (cupon ${code})` : 'Reducere'),
    postage: 'Cost livrare',
    paymentFee: 'Taxă ramburs',
    total: 'Total de plată',
    rateTable: { rate: 'Cota TVA', net: 'Bază de impozitare', vat: 'Valoare TVA', gross: 'Total cu TVA', sum: 'Total' },
    refund: (reason) => (reason ? `Restituire: ${reason}` : 'Restituire'),
    refundedAmount: 'Suma restituită',
    paymentMethod: 'Modalitate de plată',
    paidOn: (date) => `achitată la ${date}`,
    openPrepayment: (amount, reference) => `Vă rugăm să transferați ${amount} cu mențiunea ${reference}.`,
    openOnDelivery: 'plata la livrare',
    open: 'neachitată',
    refundedTo: 'Suma se restituie prin modalitatea de plată inițială.',
    exempt: () => 'Scutit cu drept de deducere: livrare intracomunitară de bunuri (art. 294 alin. (2) lit. a) din Codul fiscal).',
    page: (page, pages) => `Pagina ${page} din ${pages}`,
    thanks: 'Vă mulțumim pentru cumpărături.',
  },
};
