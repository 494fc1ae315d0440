// The packing slip (issue 36): what the warehouse packs for an order, printed from the order or for
// several at once (one page or more per order). The order's number and day, the delivery address
// and method, each line's article number, name (with its variant) and quantity with a box to tick,
// the shopper's message; no prices. In the order's language, like its invoice.
import { countryFactsOf } from '@shop/contract/country-facts';
import type { Db } from '../../db/connect.ts';
import { dayIn } from '../shop/index.ts';
import { addressesToPrint, deliveryTitleToPrint, findOrderToPrint, findStoreInfo, linesToPrint } from './document-repository.ts';
import type { DocumentLanguage } from './document-texts.ts';
import { startPdf } from './render-document.ts';
import { sellerOfStoreInfo, type Seller } from './seller.ts';

export type PackingSlip = {
  ref: string;
  orderedOn: string;
  lang: DocumentLanguage;
  seller: Seller;
  deliveryAddress: string[];
  /** The delivery method's name, and a pickup point's when the goods are collected. */
  delivery: string;
  lines: { ref: string; title: string; quantity: number }[];
  note: string;
};

const texts = {
  de: {
    title: 'Lieferschein',
    order: 'Bestellung',
    orderedOn: 'Bestellt am',
    deliverTo: 'Lieferadresse',
    delivery: 'Versandart',
    ref: 'Artikelnummer',
    item: 'Artikel',
    quantity: 'Menge',
    packed: 'Gepackt',
    note: 'Nachricht des Kunden',
    items: (count: number) => `${count} ${count === 1 ? 'Stück' : 'Stück insgesamt'}`,
  },
  ro: {
    title: 'Aviz de însoțire a mărfii',
    order: 'Comanda',
    orderedOn: 'Data comenzii',
    deliverTo: 'Adresa de livrare',
    delivery: 'Modalitate de livrare',
    ref: 'Cod articol',
    item: 'Articol',
    quantity: 'Cantitate',
    packed: 'Ambalat',
    note: 'Mesajul clientului',
    items: (count: number) => `${count} ${count === 1 ? 'bucată' : 'bucăți în total'}`,
  },
} as const;

/** The day as the order's country writes it (07.12.2026). */
const printedDay = (day: string) => day.split('-').reverse().join('.');

/** What the slip of an order shows; undefined when there is no such order. */
export async function loadPackingSlip(db: Db, orderId: number): Promise<PackingSlip | undefined> {
  const order = await findOrderToPrint(db, orderId);
  if (!order) return undefined;
  const facts = countryFactsOf(order.country_id);
  const lang: DocumentLanguage = facts.language;
  const [lines, addresses, delivery, store] = await Promise.all([
    linesToPrint(db, order.id),
    addressesToPrint(db, order.id, lang),
    deliveryTitleToPrint(db, order.delivery_module_id, lang),
    findStoreInfo(db, order.country_id),
  ]);
  if (!store) throw new Error(`no store info for country ${order.country_id}`);
  const address = addresses.find((row) => row.kind === 'delivery') ?? addresses.find((row) => row.kind === 'invoice');
  if (!address) throw new Error(`order ${order.id} lacks an address`);
  const name = `${address.firstname} ${address.lastname}`.trim();
  const deliveryAddress = [address.company, name, `${address.street} ${address.street_number}`.trim(), address.address_extra, `${address.zipcode} ${address.city}`.trim(), address.state, address.country];
  return {
    ref: order.ref,
    orderedOn: printedDay(dayIn(facts.timeZone, new Date(order.created_at))),
    lang,
    seller: sellerOfStoreInfo(store, facts.isoAlpha2),
    deliveryAddress: deliveryAddress.filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
    delivery: delivery?.title ?? '',
    lines: lines.map((line) => ({ ref: line.ref, title: line.title, quantity: line.quantity })),
    note: order.customer_note.trim(),
  };
}

const LEFT = 50;
const WIDTH = 495;
const COLUMNS = { ref: 110, item: 265, quantity: 60, packed: 60 };

/** One PDF with the slips in the order given, each starting on a page of its own. */
export async function renderPackingSlips(slips: readonly PackingSlip[]): Promise<Buffer> {
  const { doc, finished } = startPdf({ size: 'A4', margin: 50, autoFirstPage: false, info: { Title: slips.length === 1 ? `${texts[slips[0]?.lang ?? 'de'].title} ${slips[0]?.ref ?? ''}` : 'Packing slips' } });
  for (const slip of slips) {
    const t = texts[slip.lang];
    doc.addPage();
    doc.font('bold').fontSize(18).fillColor('#000000').text(t.title, LEFT, 50);
    doc.font('regular').fontSize(9).fillColor('#555555').text([slip.seller.legalName || slip.seller.storeName, slip.seller.street, `${slip.seller.zipcode} ${slip.seller.city}`].filter(Boolean).join(' · '), LEFT, 76, { width: WIDTH });
    doc.font('bold').fontSize(11).fillColor('#000000').text(t.deliverTo, LEFT, 110);
    doc.font('regular').fontSize(11).text(slip.deliveryAddress.join('\n'), LEFT, 126, { width: 260 });
    doc.font('bold').fontSize(11).text(`${t.order} ${slip.ref}`, 340, 110, { width: 205 });
    doc.font('regular').fontSize(10).text(`${t.orderedOn}: ${slip.orderedOn}`, 340, 128, { width: 205 });
    doc.text(`${t.delivery}: ${slip.delivery}`, 340, 144, { width: 205 });

    let y = Math.max(doc.y, 230);
    const header = [t.ref, t.item, t.quantity, t.packed];
    const widths = [COLUMNS.ref, COLUMNS.item, COLUMNS.quantity, COLUMNS.packed];
    const row = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(10);
      const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 60) - 8 }))) + 8;
      if (y + height > 780) {
        doc.addPage();
        y = 50;
      }
      let x = LEFT;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 60;
        doc.text(cell, x + 4, y + 4, { width: width - 8, align: index === 2 ? 'right' : 'left' });
        x += width;
      });
      // The box the packer ticks.
      if (!bold) doc.rect(LEFT + COLUMNS.ref + COLUMNS.item + COLUMNS.quantity + 22, y + 4, 12, 12).stroke('#555555');
      y += height;
      doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke('#bbbbbb');
    };
    row(header, true);
    for (const line of slip.lines) row([line.ref, line.title, String(line.quantity), ''], false);
    const count = slip.lines.reduce((sum, line) => sum + line.quantity, 0);
    doc.font('bold').fontSize(10).fillColor('#000000').text(t.items(count), LEFT, y + 8, { width: WIDTH, align: 'right' });
    if (slip.note !== '') {
      doc.font('bold').fontSize(10).text(t.note, LEFT, doc.y + 16, { width: WIDTH });
      doc.font('regular').fontSize(10).text(slip.note, { width: WIDTH });
    }
  }
  doc.end();
  return finished;
}
