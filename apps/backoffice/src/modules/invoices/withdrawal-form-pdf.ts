// The model withdrawal form as a PDF (pdfkit, A4, the invoices' Noto Sans for ș and ț): the form
// addressed to the seller of the shop's country, with lines to write on, and the seller's identity
// at the foot. Served at /documents/withdrawal-form/{locale}.pdf (the locale config's
// withdrawal_form_url, where the storefront's /widerrufsformular leads) and attached to every
// order confirmation.
import type { Db } from '../../db/connect.ts';
import { findStoreInfo } from './document-repository.ts';
import { startPdf } from './render-document.ts';
import { sellerOfStoreInfo, type Seller } from './seller.ts';
import { modelWithdrawalForm, sellerAddressLine, type WithdrawalCountry } from './withdrawal-texts.ts';

const LEFT = 60;
const WIDTH = 595.28 - 2 * LEFT;

export const WITHDRAWAL_FORM_FILE = { DE: 'Muster-Widerrufsformular.pdf', AT: 'Muster-Widerrufsformular.pdf', RO: 'Formular-de-retragere.pdf' } as const;

export function renderWithdrawalFormPdf(country: WithdrawalCountry, seller: Seller): Promise<Buffer> {
  const form = modelWithdrawalForm(country, seller);
  const ro = country === 'RO';
  const { doc, finished } = startPdf({
    size: 'A4',
    margins: { top: 60, bottom: 60, left: LEFT, right: LEFT },
    info: { Title: form.title, Author: seller.legalName, Subject: form.title },
    lang: ro ? 'ro-RO' : country === 'AT' ? 'de-AT' : 'de-DE',
  });

  doc.font('bold').fontSize(18).text(form.title, LEFT, 60, { width: WIDTH });
  doc.moveDown(0.6).font('regular').fontSize(10).fillColor('#444444').text(form.intro, { width: WIDTH });
  doc.fillColor('black').moveDown(1.2);
  const [addressee = '', ...fields] = form.lines;
  doc.font('bold').fontSize(11).text(addressee, { width: WIDTH });
  for (const field of fields) {
    doc.moveDown(1.4).font('regular').fontSize(11).text(field, { width: WIDTH });
    // Room to write by hand: two ruled lines.
    for (let i = 0; i < 2; i += 1) {
      const y = doc.y + 22 + i * 22;
      doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.6).strokeColor('#999999').stroke();
    }
    doc.y += 48;
  }
  if (form.footnote) doc.moveDown(1.2).font('regular').fontSize(9).text(form.footnote, LEFT, doc.y, { width: WIDTH });
  const identity = [sellerAddressLine(seller), `Telefon ${seller.phone} · ${ro ? 'E-mail' : 'E-Mail'} ${seller.email}`, ...(seller.vatId ? [`${ro ? 'CUI/CIF' : country === 'AT' ? 'UID-Nummer' : 'USt-IdNr.'} ${seller.vatId}`] : [])];
  doc.font('regular').fontSize(8).fillColor('#555555').text(identity.join('\n'), LEFT, 841.89 - 60 - 36, { width: WIDTH, align: 'center', lineBreak: true });
  doc.end();
  return finished;
}

/** The seller of a country's shop, from its store info; null when the country has none. */
export async function sellerOfCountry(db: Db, countryId: number, countryIso: string): Promise<Seller | null> {
  const row = await findStoreInfo(db, countryId);
  return row ? sellerOfStoreInfo(row, countryIso) : null;
}
