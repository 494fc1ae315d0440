// The DATEV export (issue 34): a shop's invoices and credit notes of a period as a DATEV
// "Buchungsstapel" (EXTF, format version 13), the file a German or Austrian tax adviser imports.
// One booking per document and VAT rate, read from the data the PDF was printed from: the gross
// amount of the rate against the debtor account, on the rate's revenue account (an automatic
// account computes the VAT, so no BU key); an invoice is debit (S), a credit note credit (H). No
// well-kept npm package writes the format, so it is written here after DATEV's format description:
// the header record, the 125 column names, `;` between fields, texts in quotes, amounts with a
// decimal comma, days as DDMM, Windows-1252, CRLF (decision 028).
import { countryFactsOf, countryIdByIso } from '@shop/contract';
import type { DatevQuery } from '@shop/contract/admin';
import { vatRateFromTaxTitle } from '@shop/pricing-vat';
import iconv from 'iconv-lite';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { documentIdsPage, documentsByIds, loadDocumentData } from '../invoices/index.ts';
import { dayIn, endOfDayIn, startOfDayIn } from '../shop/index.ts';

export type DatevSettings = { consultant: number | null; client: number | null; debtorAccount: number; revenueAccounts: Record<'DE' | 'AT', Record<string, number>> };

/** The 125 columns of a Buchungsstapel (format version 13), in DATEV's order. */
const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto',
  'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext', 'Postensperre',
  'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink',
  ...Array.from({ length: 8 }, (_, index) => [`Beleginfo - Art ${String(index + 1)}`, `Beleginfo - Inhalt ${String(index + 1)}`]).flat(),
  'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge', 'EU-Land u. UStID (Bestimmung)', 'EU-Steuersatz (Bestimmung)', 'Abw. Versteuerungsart',
  'Sachverhalt L+L', 'Funktionsergänzung L+L', 'BU 49 Hauptfunktionstyp', 'BU 49 Hauptfunktionsnummer', 'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, index) => [`Zusatzinformation - Art ${String(index + 1)}`, `Zusatzinformation- Inhalt ${String(index + 1)}`]).flat(),
  'Stück', 'Gewicht', 'Zahlweise', 'Forderungsart', 'Veranlagungsjahr', 'Zugeordnete Fälligkeit', 'Skontotyp', 'Auftragsnummer', 'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)', 'EU-Land (Anzahlungen)', 'Sachverhalt L+L (Anzahlungen)', 'EU-Steuersatz (Anzahlungen)', 'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz', 'Buchungs GUID', 'KOST-Datum', 'SEPA-Mandatsreferenz', 'Skontosperre', 'Gesellschaftername', 'Beteiligtennummer',
  'Identifikationsnummer', 'Zeichnernummer', 'Postensperre bis', 'Bezeichnung SoBil-Sachverhalt', 'Kennzeichen SoBil-Buchung', 'Festschreibung',
  'Leistungsdatum', 'Datum Zuord. Steuerperiode', 'Fälligkeit', 'Generalumkehr (GU)', 'Steuersatz', 'Land', 'Abrechnungsreferenz', 'BVV-Position',
  'EU-Land u. UStID (Ursprung)', 'EU-Steuersatz (Ursprung)', 'Abw. Skontokonto',
] as const;

type Column = (typeof COLUMNS)[number];
/** A text is written in quotes; a number, an amount or a day as it is. */
type Field = { text: string } | string;

const text = (value: string, max: number): Field => ({ text: value.replaceAll('"', "'").slice(0, max) });
const written = (field: Field | undefined) => (field === undefined ? '' : typeof field === 'string' ? field : `"${field.text}"`);
const amount = (cents: number) => `${String(Math.trunc(cents / 100))},${String(cents % 100).padStart(2, '0')}`;

/** A booking row: the named columns filled, every other one empty. */
function row(fields: Partial<Record<Column, Field>>): string {
  return COLUMNS.map((column) => written(fields[column])).join(';');
}

/** The shop's day of an instant as YYYYMMDD and as DDMM (the booking's day within the batch's year). */
function days(iso: string, timeZone: string) {
  const [year = '', month = '', day = ''] = dayIn(timeZone, new Date(iso)).split('-');
  return { full: `${year}${month}${day}`, ddmm: `${day}${month}`, ddmmyyyy: `${day}${month}${year}` };
}

/** Refuses an export the settings cannot make; says which setting is missing. */
export function checkDatevSettings(settings: DatevSettings, query: DatevQuery): void {
  if (settings.consultant === null || settings.client === null) {
    throw new AppError('validation_failed', { message: 'Set DATEV_CONSULTANT_NUMBER and DATEV_CLIENT_NUMBER (the tax adviser\u2019s and the client\u2019s numbers) for the DATEV export.', fields: [{ path: 'country', message: 'Set DATEV_CONSULTANT_NUMBER and DATEV_CLIENT_NUMBER for the DATEV export.' }] });
  }
  // The shop's standard rate must have its account before the file starts (a rate found later can only cut it short).
  const standard = vatRateFromTaxTitle(countryFactsOf(countryIdByIso[query.country]).taxTitle);
  if (standard !== null && settings.revenueAccounts[query.country][String(standard)] === undefined) throw new MissingAccount(query.country, standard);
}

/** The file: header record, column names, one booking per document and rate. */
export async function writeDatev(db: Db, settings: DatevSettings, query: DatevQuery, now: Date, out: Writable, pageSize = 500): Promise<void> {
  const countryId = countryIdByIso[query.country];
  const { timeZone } = countryFactsOf(countryId);
  const accounts = settings.revenueAccounts[query.country];
  const from = startOfDayIn(timeZone, query.from).toISOString();
  const until = endOfDayIn(timeZone, query.to).toISOString();
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17);
  const header = [
    '"EXTF"', '700', '21', '"Buchungsstapel"', '13', stamp, '', '"RE"', '""', '""', String(settings.consultant), String(settings.client),
    `${query.from.slice(0, 4)}0101`, '4', query.from.replaceAll('-', ''), query.to.replaceAll('-', ''), `"Rechnungen ${query.country} ${query.from} bis ${query.to}"`,
    '""', '1', '0', '0', '"EUR"', '', '""', '', '', '"03"', '', '', '', '""',
  ].join(';');

  async function* lines(): AsyncGenerator<string> {
    yield `${header}\r\n`;
    yield `${COLUMNS.join(';')}\r\n`;
    let after = 0;
    for (;;) {
      const ids = await documentIdsPage(db, { countryId, from, until }, after, pageSize);
      for (const document of await documentsByIds(db, ids)) {
        const data = await loadDocumentData(db, document);
        const credit = data.creditNote;
        const totals = credit ? credit.totals : data.invoiceTotals;
        const issued = days(document.issued_at, timeZone);
        const delivered = document.delivery_date ? days(`${document.delivery_date}T12:00:00.000Z`, 'UTC') : null;
        const customer = data.invoiceAddress.lines[0] ?? '';
        for (const line of totals.rates) {
          if (line.gross === 0) continue;
          const account = accounts[String(line.rate)];
          if (account === undefined) throw new MissingAccount(query.country, line.rate);
          yield `${row({
            'Umsatz (ohne Soll/Haben-Kz)': amount(line.gross),
            'Soll/Haben-Kennzeichen': { text: credit ? 'H' : 'S' },
            'WKZ Umsatz': { text: data.order.currency_code },
            Konto: String(settings.debtorAccount),
            'Gegenkonto (ohne BU-Schlüssel)': String(account),
            Belegdatum: issued.ddmm,
            'Belegfeld 1': text(document.number, 36),
            'Belegfeld 2': text(data.order.ref, 12),
            Buchungstext: text(`${credit ? 'Gutschrift' : 'Rechnung'} ${document.number} ${customer}`, 60),
            ...(document.buyer_vat_exempt === 1 && document.buyer_vat_id ? { 'EU-Land u. UStID (Bestimmung)': text(document.buyer_vat_id, 15) } : {}),
            ...(delivered ? { Leistungsdatum: delivered.ddmmyyyy } : {}),
          })}\r\n`;
        }
      }
      if (ids.length < pageSize) return;
      after = ids[ids.length - 1] ?? after;
    }
  }
  await pipeline(Readable.from(lines()), iconv.encodeStream('win1252'), out);
}

/** A rate the shop sold at has no revenue account: the adviser's chart decides, so it is asked for. */
export class MissingAccount extends AppError {
  constructor(shop: 'DE' | 'AT', rate: number) {
    const message = `No revenue account for ${String(rate)} % in the ${shop} shop: set DATEV_REVENUE_ACCOUNTS (for example ${shop}:${String(rate)}=4000).`;
    super('validation_failed', { message, fields: [{ path: 'country', message }] });
  }
}

export const datevFileName = (query: DatevQuery) => `EXTF_Buchungsstapel_${query.country}_${query.from}_${query.to}.csv`;
