// What the order confirmation must carry besides the order itself, so that it is the contract on a
// durable medium (§ 312f Abs. 2 BGB, § 7 FAGG, art. 12 OUG nr. 34/2014; issue 17): the seller's
// identity, the terms, the withdrawal instructions and the model withdrawal form, as text and as
// the attached PDF. In the order's language; Austria with its own headings and VAT label.
import { countryFactsOf, moneyLocale } from '@shop/contract';
import { formatMoney } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import {
  isWithdrawalCountry,
  modelFormAsText,
  modelWithdrawalForm,
  renderWithdrawalFormPdf,
  sectionsAsText,
  sellerOfCountry,
  WITHDRAWAL_FORM_FILE,
  withdrawalInstructions,
  type WithdrawalCountry,
} from '../invoices/index.ts';
import { mailTextOfHtml, type MailAttachment } from '../mail/index.ts';
import { freightFeeOf, termsPageOf } from './legal-texts-repository.ts';

type Seller = NonNullable<Awaited<ReturnType<typeof sellerOfCountry>>>;

const headings = {
  DE: { seller: 'Ihr Vertragspartner', terms: 'Unsere Allgemeinen Geschäftsbedingungen', withdrawal: 'Widerrufsbelehrung', attached: 'Das Muster-Widerrufsformular liegt dieser E-Mail auch als PDF bei.', vatId: 'USt-IdNr.', register: 'Handelsregister', managers: 'Geschäftsführer', phone: 'Telefon', email: 'E-Mail' },
  AT: { seller: 'Ihr Vertragspartner', terms: 'Unsere Allgemeinen Geschäftsbedingungen', withdrawal: 'Belehrung über das Rücktrittsrecht', attached: 'Das Muster-Widerrufsformular liegt dieser E-Mail auch als PDF bei.', vatId: 'UID-Nummer', register: 'Firmenbuch', managers: 'Geschäftsführer', phone: 'Telefon', email: 'E-Mail' },
  RO: { seller: 'Vânzătorul', terms: 'Termenii și condițiile noastre', withdrawal: 'Informații privind dreptul de retragere', attached: 'Formularul de retragere este atașat și în format PDF la acest e-mail.', vatId: 'CUI/CIF', register: 'Nr. Reg. Com.', managers: 'Administrator', phone: 'Telefon', email: 'E-mail' },
} as const;

/** Rendered once per seller and country: the form is the same on every order of a shop. */
const formPdfs = new Map<string, Promise<Buffer>>();

function formPdf(country: WithdrawalCountry, seller: Seller): Promise<Buffer> {
  const key = `${country}:${JSON.stringify(seller)}`;
  let pdf = formPdfs.get(key);
  if (!pdf) {
    if (formPdfs.size > 20) formPdfs.clear();
    pdf = renderWithdrawalFormPdf(country, seller);
    formPdfs.set(key, pdf);
  }
  return pdf;
}

const rule = '————————————————————————————————';

export async function legalPartOfConfirmation(db: Db, order: { locale: string; country_id: number; iso_alpha2: string }): Promise<{ lines: string[]; attachments: MailAttachment[] }> {
  const country = order.iso_alpha2;
  if (!isWithdrawalCountry(country)) return { lines: [], attachments: [] };
  const [seller, terms, freightFee] = await Promise.all([sellerOfCountry(db, order.country_id, country), termsPageOf(db, order.locale), freightFeeOf(db, order.country_id)]);
  if (!seller) return { lines: [], attachments: [] };
  const h = headings[country];
  const facts = countryFactsOf(order.country_id);
  const freight = freightFee === null ? '' : formatMoney(freightFee, moneyLocale(country === 'RO' ? 'ro' : 'de'), facts.currency);
  const identity = [
    seller.legalName,
    seller.street,
    `${seller.zipcode} ${seller.city}`,
    `${h.phone}: ${seller.phone}`,
    `${h.email}: ${seller.email}`,
    ...(seller.vatId ? [`${h.vatId}: ${seller.vatId}`] : []),
    ...(seller.tradeRegister ? [`${h.register}: ${seller.tradeRegister}`] : []),
    ...(seller.managingDirectors ? [`${h.managers}: ${seller.managingDirectors}`] : []),
  ];
  const form = modelWithdrawalForm(country, seller);
  const section = (heading: string, body: string[]) => ['', rule, heading.toUpperCase(), rule, '', ...body];
  const lines = [
    ...section(h.seller, identity),
    ...(terms ? section(h.terms, [mailTextOfHtml(terms.description)]) : []),
    ...section(h.withdrawal, [sectionsAsText(withdrawalInstructions(country, seller, freight))]),
    ...section(form.title, [modelFormAsText(form), '', h.attached]),
  ];
  const pdf = await formPdf(country, seller);
  return { lines, attachments: [{ filename: WITHDRAWAL_FORM_FILE[country], contentType: 'application/pdf', content: pdf }] };
}
