// The documents export for the accountant (issue 34): one row per issued invoice or credit note, read
// from the same data the PDF was printed from (invoices' loadDocumentData), so the file and the
// documents agree to the cent. A credit note's amounts are negative; the day is the shop's.
import { countryFactsOf, countryIdByIso } from '@shop/contract';
import { DOCUMENT_RATE_SLOTS, exportFilterSchemas } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';
import { documentIdsPage, documentsByIds, loadDocumentData } from '../invoices/index.ts';
import { dayIn, endOfDayIn, startOfDayIn } from '../shop/index.ts';

type Money = { cents: number };
type Cell = string | number | Money | null;

const BERLIN = 'Europe/Berlin';

/** DD.MM.YYYY, as German and Romanian accountants write a day. */
function localDay(iso: string, timeZone: string): string {
  const [year, month, day] = dayIn(timeZone, new Date(iso)).split('-');
  return `${day}.${month}.${year}`;
}

/** Pages of the filtered documents' ids, `pageSize` at a time. */
export function documentIdPages(db: Db, query: unknown, pageSize: number, pages: (page: (afterId: number) => Promise<number[]>) => AsyncGenerator<number[]>) {
  const filter = exportFilterSchemas.documents.parse(query);
  const countryId = filter.country === undefined ? undefined : countryIdByIso[filter.country];
  const timeZone = countryId === undefined ? BERLIN : countryFactsOf(countryId).timeZone;
  const from = filter.from === undefined ? undefined : startOfDayIn(timeZone, filter.from).toISOString();
  const until = filter.to === undefined ? undefined : endOfDayIn(timeZone, filter.to).toISOString();
  return pages((after) => documentIdsPage(db, { countryId, from, until }, after, pageSize));
}

export async function* documentRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Cell[]> {
  for await (const ids of pages) {
    for (const document of await documentsByIds(db, ids)) {
      const data = await loadDocumentData(db, document);
      const timeZone = countryFactsOf(data.order.country_id).timeZone;
      const credit = data.creditNote;
      const sign = credit ? -1 : 1;
      const totals = credit ? credit.totals : data.invoiceTotals;
      const amount = (cents: number): Money => ({ cents: sign * cents });
      // Every rate of the document has its columns: a document with more rates than the file has room for stops the export.
      if (totals.rates.length > DOCUMENT_RATE_SLOTS) throw new Error(`${document.number} states ${totals.rates.length} VAT rates; the documents export has room for ${DOCUMENT_RATE_SLOTS}.`);
      const rate = (index: number) => {
        const line = totals.rates[index];
        return line ? [line.rate, amount(line.net), amount(line.vat), amount(line.gross)] : [null, null, null, null];
      };
      const paidAt = data.order.received_on ? `${data.order.received_on}T12:00:00.000Z` : data.order.paid_at;
      yield [
        document.number,
        document.kind,
        localDay(document.issued_at, timeZone),
        data.order.ref,
        data.invoiceAddress.lines[0] ?? '',
        document.buyer_vat_id ?? '',
        data.countryIso,
        data.order.currency_code,
        ...Array.from({ length: DOCUMENT_RATE_SLOTS }, (_, index) => rate(index)).flat(),
        amount(totals.total.net),
        amount(totals.vat),
        amount(totals.total.gross),
        // Shipping and discount belong to the invoice; a credit note refunds an amount.
        credit ? null : amount(data.invoiceTotals.delivery.gross),
        credit ? null : amount(data.invoiceTotals.discount.gross),
        data.paymentTitle,
        paidAt ? localDay(paidAt, timeZone) : '',
      ];
    }
  }
}
