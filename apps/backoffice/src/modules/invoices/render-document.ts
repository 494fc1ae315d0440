// One renderer for invoices and credit notes (pdfkit, A4): the seller with its legal data, the
// buyer, number and dates, the lines or the refund, the amounts with the VAT per rate, payment, and
// the legal lines the country needs. Noto Sans (SIL Open Font License, from the
// @expo-google-fonts/noto-sans package) is embedded: pdfkit's built-in fonts lack ș and ț.
import { createRequire } from 'node:module';
import { ibanForPrint } from '@shop/contract';
import { countryFactsOf, moneyLocale } from '@shop/contract/country-facts';
import { formatMoney, type VatLine } from '@shop/pricing-vat';
import PDFDocument from 'pdfkit';
import type { DocumentData, PrintedAddress } from './document-data.ts';
import { documentTexts, type DocumentTexts } from './document-texts.ts';
import { dayIn } from '../shop/index.ts';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

/** A PDF with the shop's two fonts ('regular', 'bold') and the bytes it will be once `doc.end()` is called. */
export function startPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 50;
const RIGHT = PAGE.width - 50;
const WIDTH = RIGHT - LEFT;
/** Room kept free at the bottom of every page for the footer. */
const FOOTER_TOP = PAGE.height - 95;
const GREY = '#555555';
const RULE = '#bbbbbb';
const SHADE = '#eeeeee';

/** The labels that differ per country within a language (Austria says UID and Firmenbuch). */
const countryLabels = {
  DE: { vatId: 'USt-IdNr.', register: 'Handelsregister', buyerVatId: 'USt-IdNr. des Leistungsempfängers' },
  AT: { vatId: 'UID-Nummer', register: 'Firmenbuch', buyerVatId: 'UID-Nummer des Leistungsempfängers' },
  RO: { vatId: 'CUI/CIF', register: 'Nr. Reg. Com.', buyerVatId: 'Cod TVA cumpărător' },
} as const;

type Column = { label: string; width: number; align: 'left' | 'right' };

export async function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  const t = documentTexts[data.lang];
  const facts = countryFactsOf(data.order.country_id);
  const labels = countryLabels[data.countryIso];
  const money = (cents: number) => formatMoney(cents, moneyLocale(data.lang), facts.currency);
  const percent = new Intl.NumberFormat(facts.intlLocale, { maximumFractionDigits: 2 });
  const rate = (value: number) => (data.lang === 'de' ? `${percent.format(value)} %` : `${percent.format(value)}%`);
  const day = (iso: string) => formatDay(dayIn(facts.timeZone, new Date(iso)));
  const isCredit = data.document.kind === 'credit_note';
  const title = isCredit ? t.creditNoteTitle : t.invoiceTitle;

  const { doc, finished } = startPdf({
    size: 'A4',
    margins: { top: 45, bottom: PAGE.height - FOOTER_TOP, left: LEFT, right: PAGE.width - RIGHT },
    bufferPages: true,
    info: {
      Title: `${title} ${data.document.number}`,
      Author: data.seller.legalName,
      Subject: `${t.orderNumber} ${data.order.ref}`,
      CreationDate: new Date(data.document.issued_at),
    },
    lang: facts.intlLocale,
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; color?: string } = {}) => {
    const { font = 'regular', size = 9, color = 'black', ...rest } = options;
    doc.font(font).fontSize(size).fillColor(color).text(value, x, y, { lineBreak: true, ...rest });
  };
  const heightOf = (value: string, width: number, options: { font?: 'regular' | 'bold'; size?: number } = {}) =>
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 9)
      .heightOfString(value, { width });
  const rule = (y: number, color = RULE) => doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();

  // --- head: brand and title ----------------------------------------------------------------------
  let y = 45;
  text(data.seller.storeName, LEFT, y, { font: 'bold', size: 15 });
  text(`${title}`, LEFT, y, { font: 'bold', size: 18, width: WIDTH, align: 'right' });
  y += 26;
  text(`${t.number} ${data.document.number}`, LEFT, y, { font: 'bold', size: 11, width: WIDTH, align: 'right' });
  y += 24;

  // --- parties: buyer (with delivery address) left, seller right -----------------------------------
  const columnWidth = 235;
  const sellerX = RIGHT - columnWidth;
  const block = (label: string, lines: string[], x: number, top: number, bold = 0) => {
    let at = top;
    text(label.toUpperCase(), x, at, { size: 7.5, color: GREY, characterSpacing: 0.4 });
    at += 12;
    lines.forEach((line, index) => {
      text(line, x, at, { font: index < bold ? 'bold' : 'regular', size: 9.5, width: columnWidth });
      at += heightOf(line, columnWidth, { font: index < bold ? 'bold' : 'regular', size: 9.5 }) + 1;
    });
    return at;
  };
  const buyerLines = [...data.invoiceAddress.lines, ...(data.document.buyer_vat_id ? [`${labels.vatId}: ${data.document.buyer_vat_id}`] : [])];
  let left = block(t.buyer, buyerLines, LEFT, y);
  if (data.deliveryAddress) left = block(t.deliveryAddress, (data.deliveryAddress satisfies PrintedAddress).lines, LEFT, left + 10);
  const seller = data.seller;
  const sellerLines = [
    seller.legalName,
    seller.street,
    `${seller.zipcode} ${seller.city}`.trim(),
    ...(seller.region ? [seller.region] : []),
    ...(seller.vatId ? [`${labels.vatId}: ${seller.vatId}`] : []),
    ...(seller.taxNumber ? [`${t.taxNumber}: ${seller.taxNumber}`] : []),
    ...(seller.tradeRegister ? [`${labels.register}: ${seller.tradeRegister}`] : []),
    ...(seller.managingDirectors ? [`${t.managers}: ${seller.managingDirectors}`] : []),
  ];
  const right = block(t.seller, sellerLines, sellerX, y, 1);
  y = Math.max(left, right) + 16;

  // --- facts: dates and order (the number stands under the title) -------------------------------
  const facts_: [string, string][] = [
    [t.date, day(data.document.issued_at)],
    ...(data.document.delivery_date ? [[t.deliveryDate, formatDay(data.document.delivery_date)] as [string, string]] : []),
    [t.orderNumber, data.order.ref],
    [t.orderDate, day(data.order.created_at)],
    ...(data.order.is_guest === 1 ? [] : [[t.customerNumber, data.order.customer_ref] as [string, string]]),
  ];
  doc.rect(LEFT, y, WIDTH, 36).fill(SHADE);
  const cell = WIDTH / facts_.length;
  facts_.forEach(([label, value], index) => {
    const x = LEFT + index * cell + 8;
    text(label, x, y + 5, { size: 7.5, color: GREY, width: cell - 12, lineBreak: false });
    text(value, x, y + 17, { font: 'bold', size: 9, width: cell - 12, lineBreak: false });
  });
  y += 46;
  if (data.creditNote) {
    const invoice = data.creditNote.invoice;
    const corrects = invoice ? (data.creditNote.cancels ? t.cancelsInvoice : t.correctsInvoice)(invoice.number, day(invoice.issued_at)) : t.correctsOrder(data.order.ref);
    text(corrects, LEFT, y, { font: 'bold', size: 10 });
    y += 20;
  } else if (data.replaces) {
    text(t.replacesInvoice(data.replaces.number, day(data.replaces.issued_at)), LEFT, y, { font: 'bold', size: 10 });
    y += 20;
  }

  // --- lines (invoice) or the refund (credit note) -----------------------------------------------
  const newPageIfNeeded = (needed: number, redraw?: () => void) => {
    if (y + needed <= FOOTER_TOP - 10) return;
    doc.addPage();
    y = 45;
    redraw?.();
  };

  if (!data.creditNote) {
    // Company customers' orders are on the net basis (decision 014): net lines and sums, the VAT added per rate.
    const netBasis = data.invoiceTotals.basis === 'net';
    // A net customer's line is net unit price x quantity: no gross unit price, which could not add
    // up to the gross sum (2 x 259,00 brutto beside 517,99; the shopper tour's D7).
    const lineColumns: (Column & { cell: (line: (typeof data.lines)[number]) => string })[] = [
      { label: t.position, width: 26, align: 'left', cell: (line) => String(line.position) },
      { label: t.description, width: netBasis ? 249 : 181, align: 'left', cell: () => '' },
      { label: t.quantity, width: 38, align: 'right', cell: (line) => String(line.quantity) },
      { label: t.vatRate, width: 42, align: 'right', cell: (line) => rate(line.rate) },
      { label: t.unitNet, width: 68, align: 'right', cell: (line) => money(line.unit_price_cents) },
      ...(netBasis ? [] : [{ label: t.unitGross, width: 68, align: 'right' as const, cell: (line: (typeof data.lines)[number]) => money(line.unit_price_taxed_cents) }]),
      { label: netBasis ? t.lineTotalNet : t.lineTotal, width: 72, align: 'right', cell: (line) => money(netBasis ? line.line_cents : line.line_taxed_cents) },
    ];
    const columns: Column[] = lineColumns;
    const header = () => {
      const height = Math.max(...columns.map((column) => heightOf(column.label, column.width - 6, { font: 'bold', size: 8 }))) + 8;
      doc.rect(LEFT, y, WIDTH, height).fill(SHADE);
      let x = LEFT;
      for (const column of columns) {
        text(column.label, x + 3, y + 4, { font: 'bold', size: 8, width: column.width - 6, align: column.align });
        x += column.width;
      }
      y += height + 4;
    };
    header();
    for (const line of data.lines) {
      const descriptionWidth = (columns[1]?.width ?? 0) - 6;
      const article = `${t.articleNumber} ${line.ref}`;
      const height = heightOf(line.title, descriptionWidth) + heightOf(article, descriptionWidth, { size: 8 }) + 6;
      newPageIfNeeded(height, header);
      let x = LEFT;
      lineColumns.forEach((column, index) => {
        if (index === 1) {
          text(line.title, x + 3, y, { width: descriptionWidth });
          text(article, x + 3, y + heightOf(line.title, descriptionWidth), { width: descriptionWidth, size: 8, color: GREY });
        } else {
          text(column.cell(line), x + 3, y, { width: column.width - 6, align: column.align });
        }
        x += column.width;
      });
      y += height;
      rule(y - 3);
    }
    y += 6;

    // Sums: goods, discount, postage, fee on the order's basis; the total charged; the VAT per rate
    // as contained in it (gross basis) or added to the net sum (net basis).
    const totals = data.invoiceTotals;
    const amount = (value: { gross: number; net: number }) => (netBasis ? value.net : value.gross);
    const vatRows = totals.rates
      .filter((line) => line.rate > 0)
      .map((line): [string, string, boolean] => [(netBasis ? t.vatAdded : t.vatContained)(rate(line.rate)), money(line.vat), false]);
    const sums: [string, string, boolean][] = [
      [t.goods, money(amount(totals.goods)), false],
      ...(totals.discount.gross > 0 ? [[t.discount(data.order.coupon_code), money(-amount(totals.discount)), false] as [string, string, boolean]] : []),
      [t.postage, money(amount(totals.delivery)), false],
      ...(totals.fee.gross > 0 ? [[t.paymentFee, money(amount(totals.fee)), false] as [string, string, boolean]] : []),
      ...(netBasis ? [[t.netTotal, money(totals.total.net), false] as [string, string, boolean], ...vatRows] : []),
      [t.total, money(totals.total.gross), true],
      ...(netBasis ? [] : vatRows),
    ];
    newPageIfNeeded(sums.length * 15 + 10);
    for (const [label, value, strong] of sums) {
      if (strong) {
        doc.moveTo(RIGHT - 230, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.8).strokeColor('black').stroke();
        y += 2;
      }
      text(label, RIGHT - 230, y, { font: strong ? 'bold' : 'regular', size: strong ? 10.5 : 9.5, width: 140 });
      text(value, RIGHT - 90, y, { font: strong ? 'bold' : 'regular', size: strong ? 10.5 : 9.5, width: 90, align: 'right' });
      y += strong ? 18 : 14;
    }
    y += 8;
    y = rateTable(data.invoiceTotals.rates, 1);
  } else {
    const credit = data.creditNote;
    newPageIfNeeded(60);
    const what = credit.cancels ? t.cancellation(credit.reason) : t.refund(credit.reason);
    text(what, LEFT, y, { size: 9.5, width: WIDTH - 120 });
    text(money(-credit.totals.total.gross), RIGHT - 120, y, { size: 9.5, width: 120, align: 'right' });
    y += heightOf(what, WIDTH - 120, { size: 9.5 }) + 10;
    // A refund by lines names what went back: the units per article, the delivery, the fee.
    const returned: [string, number][] = [
      ...credit.lines.map((line): [string, number] => [`${String(line.quantity)} × ${line.title} (${t.articleNumber} ${line.ref})`, line.amountCents]),
      ...(credit.postageCents > 0 ? [[t.postage, credit.postageCents] as [string, number]] : []),
      ...(credit.feeCents > 0 ? [[t.paymentFee, credit.feeCents] as [string, number]] : []),
      ...(credit.discountCents > 0 ? [[t.discount(data.order.coupon_code), -credit.discountCents] as [string, number]] : []),
    ];
    for (const [label, cents] of returned) {
      const height = heightOf(label, WIDTH - 140, { size: 9 }) + 4;
      newPageIfNeeded(height);
      text(label, LEFT + 12, y, { size: 9, width: WIDTH - 140 });
      text(money(-cents), RIGHT - 120, y, { size: 9, width: 120, align: 'right' });
      y += height;
    }
    if (returned.length > 0) y += 8;
    y = rateTable(credit.totals.rates, -1);
    text(credit.cancels ? t.cancelledAmount : t.refundedAmount, RIGHT - 230, y, { font: 'bold', size: 10.5, width: 140 });
    text(money(credit.totals.total.gross), RIGHT - 90, y, { font: 'bold', size: 10.5, width: 90, align: 'right' });
    y += 22;
  }

  // --- payment and legal lines ---------------------------------------------------------------------
  const notes: { value: string; bold?: boolean }[] = [];
  if (data.creditNote) {
    notes.push({ value: data.creditNote.cancels ? t.cancelledNote : t.refundedTo });
  } else {
    notes.push({ value: `${t.paymentMethod}: ${data.paymentTitle} – ${paymentState(data, t, day)}` });
    if (data.order.paid_at === null && data.order.payment_code === 'vorkasse' && seller.iban) {
      notes.push({ value: t.openPrepayment(money(data.order.total_taxed_cents), data.order.ref) });
      notes.push({ value: `${t.bank}: ${seller.legalName} · IBAN ${ibanForPrint(seller.iban)} · BIC ${seller.bic}${seller.bankName ? ` · ${seller.bankName}` : ''}` });
    }
  }
  if (data.document.buyer_vat_exempt === 1) {
    notes.push({ value: t.exempt(data.countryIso), bold: true });
    if (data.document.buyer_vat_id) notes.push({ value: `${labels.buyerVatId}: ${data.document.buyer_vat_id}` });
  }
  if (!data.creditNote) notes.push({ value: t.thanks });
  for (const note of notes) {
    const height = heightOf(note.value, WIDTH, { font: note.bold ? 'bold' : 'regular', size: 9 });
    newPageIfNeeded(height + 4);
    text(note.value, LEFT, y, { width: WIDTH, font: note.bold ? 'bold' : 'regular' });
    y += height + 4;
  }

  // --- footer on every page ----------------------------------------------------------------------
  const range = doc.bufferedPageRange();
  const footer = footerColumns(data, t, labels);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would open a new page: the footer lifts it for itself.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const top = FOOTER_TOP + 12;
    rule(top - 6);
    const width = WIDTH / footer.length;
    footer.forEach((lines, column) => text(lines.filter(Boolean).join('\n'), LEFT + column * width, top, { size: 7, color: GREY, width: width - 8, lineGap: 0.5 }));
    text(t.page(index - range.start + 1, range.count), LEFT, PAGE.height - 28, { size: 7, color: GREY, width: WIDTH, align: 'right', lineBreak: false });
    doc.page.margins = margins;
  }
  doc.end();
  return finished;

  /** VAT per rate: rate, net, VAT, gross, and their sum; `sign` -1 prints a correction. */
  function rateTable(rates: readonly VatLine[], sign: 1 | -1): number {
    const columns: Column[] = [
      { label: t.rateTable.rate, width: 120, align: 'left' },
      { label: t.rateTable.net, width: 125, align: 'right' },
      { label: t.rateTable.vat, width: 125, align: 'right' },
      { label: t.rateTable.gross, width: 125, align: 'right' },
    ];
    const rows = rates.map((line) => [rate(line.rate), money(sign * line.net), money(sign * line.vat), money(sign * line.gross)]);
    const sum = (pick: (line: VatLine) => number) => rates.reduce((total, line) => total + pick(line), 0);
    rows.push([t.rateTable.sum, money(sign * sum((line) => line.net)), money(sign * sum((line) => line.vat)), money(sign * sum((line) => line.gross))]);
    newPageIfNeeded((rows.length + 1) * 15 + 10);
    doc.rect(LEFT, y, WIDTH, 16).fill(SHADE);
    let x = LEFT;
    for (const column of columns) {
      text(column.label, x + 4, y + 4, { font: 'bold', size: 8, width: column.width - 8, align: column.align });
      x += column.width;
    }
    y += 20;
    rows.forEach((row, rowIndex) => {
      const last = rowIndex === rows.length - 1;
      if (last) rule(y - 3);
      x = LEFT;
      columns.forEach((column, index) => {
        text(row[index] ?? '', x + 4, y, { width: column.width - 8, align: column.align, font: last ? 'bold' : 'regular' });
        x += column.width;
      });
      y += 14;
    });
    return y + 10;
  }
}

function paymentState(data: DocumentData, t: DocumentTexts, day: (iso: string) => string): string {
  if (data.order.paid_at) return t.paidOn(day(data.order.paid_at));
  if (data.order.payment_code === 'ramburs') return t.openOnDelivery;
  return t.open;
}

function footerColumns(data: DocumentData, t: DocumentTexts, labels: (typeof countryLabels)[keyof typeof countryLabels]): string[][] {
  const seller = data.seller;
  return [
    [seller.legalName, seller.street, `${seller.zipcode} ${seller.city}`.trim(), seller.region, seller.phone, seller.email],
    [
      seller.vatId ? `${labels.vatId}: ${seller.vatId}` : '',
      seller.taxNumber ? `${t.taxNumber}: ${seller.taxNumber}` : '',
      seller.tradeRegister ? `${labels.register}: ${seller.tradeRegister}` : '',
      seller.managingDirectors ? `${t.managers}: ${seller.managingDirectors}` : '',
    ],
    [t.bank, seller.bankName, seller.iban ? `IBAN ${ibanForPrint(seller.iban)}` : '', seller.bic ? `BIC ${seller.bic}` : ''],
  ];
}

/** YYYY-MM-DD as DD.MM.YYYY (German and Romanian both write dates so). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
