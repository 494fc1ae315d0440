// The customer is told (issue 34): a cancellation, a refund and an invoice correction each queue a
// mail in the transaction that makes them, in the order's language, unless staff switched "notify the customer" off. The
// refund mail carries the credit note's PDF as it was issued. Staff's reasons stay internal: the
// mails say what happened and what the customer gets, not why staff decided it.
import { formatMoney } from '@shop/pricing-vat';
import { countryFactsOf, moneyLocale } from '@shop/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { businessInvoiceFiles, documentPdf, type InvoiceDocument } from '../invoices/index.ts';
import { enqueueMail, mailLangOf, mailShopOf, type MailLang } from '../mail/index.ts';
import { deliveryNameOf } from './order-admin-repository.ts';

type Texts = {
  cancelledSubject: (ref: string, store: string) => string;
  cancelled: (ref: string) => string;
  cancelledMoneyBack: (amount: string) => string;
  refundedSubject: (ref: string, store: string) => string;
  refunded: (ref: string, amount: string) => string;
  byProvider: (method: string) => string;
  byTransfer: string;
  creditNote: (number: string) => string;
  correctedSubject: (ref: string, store: string) => string;
  corrected: (ref: string, documents: { cancelled: string; creditNote: string; invoice: string }) => string;
  greeting: (name: string) => string;
  questions: string;
  signature: (store: string) => string;
};

const texts: Record<MailLang, Texts> = {
  de: {
    cancelledSubject: (ref, store) => `Ihre Bestellung ${ref} bei ${store} wurde storniert`,
    cancelled: (ref) => `Ihre Bestellung ${ref} wurde storniert. Sie wird nicht versendet.`,
    cancelledMoneyBack: (amount) => `Die bereits gezahlten ${amount} erstatten wir Ihnen; Sie erhalten dazu eine eigene E-Mail mit der Gutschrift.`,
    refundedSubject: (ref, store) => `Erstattung zu Ihrer Bestellung ${ref} bei ${store}`,
    refunded: (ref, amount) => `Wir haben Ihnen zu Ihrer Bestellung ${ref} ${amount} erstattet.`,
    byProvider: (method) => `Der Betrag geht über ${method} an Sie zurück.`,
    byTransfer: 'Der Betrag wird auf Ihr Bankkonto überwiesen.',
    creditNote: (number) => `Die Gutschrift ${number} finden Sie im Anhang.`,
    correctedSubject: (ref, store) => `Berichtigte Rechnung zu Ihrer Bestellung ${ref} bei ${store}`,
    corrected: (ref, d) =>
      `Wir haben die Rechnung ${d.cancelled} zu Ihrer Bestellung ${ref} berichtigt: Die Gutschrift ${d.creditNote} hebt sie auf, die neue Rechnung ${d.invoice} ersetzt sie. Beide finden Sie im Anhang. Am Betrag ändert sich nichts.`,
    greeting: (name) => `Guten Tag ${name},`,
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    signature: (store) => `Ihr Team von ${store}`,
  },
  ro: {
    cancelledSubject: (ref, store) => `Comanda dumneavoastră ${ref} la ${store} a fost anulată`,
    cancelled: (ref) => `Comanda dumneavoastră ${ref} a fost anulată. Nu va fi expediată.`,
    cancelledMoneyBack: (amount) => `Vă restituim suma de ${amount} deja plătită; veți primi un e-mail separat cu factura storno.`,
    refundedSubject: (ref, store) => `Rambursare pentru comanda dumneavoastră ${ref} la ${store}`,
    refunded: (ref, amount) => `V-am rambursat ${amount} pentru comanda dumneavoastră ${ref}.`,
    byProvider: (method) => `Suma vă este returnată prin ${method}.`,
    byTransfer: 'Suma va fi virată în contul dumneavoastră bancar.',
    creditNote: (number) => `Factura storno ${number} este atașată.`,
    correctedSubject: (ref, store) => `Factură corectată pentru comanda dumneavoastră ${ref} la ${store}`,
    corrected: (ref, d) =>
      `Am corectat factura ${d.cancelled} pentru comanda dumneavoastră ${ref}: factura storno ${d.creditNote} o anulează, iar noua factură ${d.invoice} o înlocuiește. Le găsiți pe amândouă atașate. Suma nu se modifică.`,
    greeting: (name) => `Bună ziua, ${name},`,
    questions: 'Dacă aveți întrebări, răspundeți la acest e-mail.',
    signature: (store) => `Echipa ${store}`,
  },
  en: {
    cancelledSubject: (ref, store) => `Your order ${ref} at ${store} was cancelled`,
    cancelled: (ref) => `Your order ${ref} was cancelled. It will not be shipped.`,
    cancelledMoneyBack: (amount) => `We refund the ${amount} you paid; a separate mail with the credit note follows.`,
    refundedSubject: (ref, store) => `Refund for your order ${ref} at ${store}`,
    refunded: (ref, amount) => `We refunded ${amount} for your order ${ref}.`,
    byProvider: (method) => `The amount goes back to you through ${method}.`,
    byTransfer: 'The amount is transferred to your bank account.',
    creditNote: (number) => `The credit note ${number} is attached.`,
    correctedSubject: (ref, store) => `Corrected invoice for your order ${ref} at ${store}`,
    corrected: (ref, d) =>
      `We corrected the invoice ${d.cancelled} of your order ${ref}: the credit note ${d.creditNote} cancels it and the new invoice ${d.invoice} replaces it. Both are attached. The amount does not change.`,
    greeting: (name) => `Hello ${name},`,
    questions: 'If you have questions, simply reply to this mail.',
    signature: (store) => `Your ${store} team`,
  },
};

export type OrderMailContext = { now: Date; secret: string; storefrontUrls: Record<string, string> };
type MailOrder = { id: number; ref: string; locale: string; country_id: number; customer_email: string; currency_code: string };

async function frame(trx: Transaction<Database>, context: OrderMailContext, order: MailOrder) {
  const lang = mailLangOf(order.locale);
  const [shop, name] = await Promise.all([mailShopOf(trx, context.storefrontUrls, order.country_id), deliveryNameOf(trx, order.id)]);
  const facts = countryFactsOf(order.country_id);
  const money = (cents: number) => formatMoney(cents, moneyLocale(facts.language), facts.currency);
  return { t: texts[lang], shop, name: `${name.firstname} ${name.lastname}`.trim(), money };
}

/** The cancellation mail; `paidCents`: money that came in and will be refunded. */
export async function enqueueCancellationMail(trx: Transaction<Database>, context: OrderMailContext, order: MailOrder, paidCents: number): Promise<void> {
  const { t, shop, name, money } = await frame(trx, context, order);
  const text = [t.greeting(name), '', t.cancelled(order.ref), ...(paidCents > 0 ? ['', t.cancelledMoneyBack(money(paidCents))] : []), '', t.questions, '', t.signature(shop.name)].join('\n');
  await enqueueMail(trx, { kind: 'order_cancelled', orderId: order.id, to: order.customer_email, subject: t.cancelledSubject(order.ref, shop.name), text }, context.now, context.secret);
}

/** The refund mail with the credit note's PDF as issued; `method`: the payment method's title when the provider refunds. */
export async function enqueueRefundMail(
  trx: Transaction<Database>,
  context: OrderMailContext,
  order: MailOrder,
  refund: { amountCents: number; providerMethod: string | null; creditNote: InvoiceDocument },
): Promise<void> {
  const { t, shop, name, money } = await frame(trx, context, order);
  const text = [
    t.greeting(name),
    '',
    t.refunded(order.ref, money(refund.amountCents)),
    refund.providerMethod ? t.byProvider(refund.providerMethod) : t.byTransfer,
    '',
    t.creditNote(refund.creditNote.number),
    '',
    t.questions,
    '',
    t.signature(shop.name),
  ].join('\n');
  const pdf = await documentPdf(trx, refund.creditNote);
  await enqueueMail(
    trx,
    {
      kind: 'order_refunded',
      orderId: order.id,
      to: order.customer_email,
      subject: t.refundedSubject(order.ref, shop.name),
      text,
      attachments: [{ filename: `${refund.creditNote.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    },
    context.now,
    context.secret,
  );
}

/** A document as a mail attaches it: its PDF as issued, with the XRechnung XML for a business customer in Germany or Austria. */
async function filesOf(trx: Transaction<Database>, document: InvoiceDocument) {
  const business = await businessInvoiceFiles(trx, document);
  return business.length > 0 ? business : [{ filename: `${document.number}.pdf`, contentType: 'application/pdf', content: await documentPdf(trx, document) }];
}

/** The correction mail: the cancelling credit note and the new invoice, both as issued. */
export async function enqueueCorrectionMail(
  trx: Transaction<Database>,
  context: OrderMailContext,
  order: MailOrder,
  documents: { cancelled: InvoiceDocument; cancellation: InvoiceDocument; replacement: InvoiceDocument },
): Promise<void> {
  const { t, shop, name } = await frame(trx, context, order);
  const numbers = { cancelled: documents.cancelled.number, creditNote: documents.cancellation.number, invoice: documents.replacement.number };
  const text = [t.greeting(name), '', t.corrected(order.ref, numbers), '', t.questions, '', t.signature(shop.name)].join('\n');
  const attachments = [...(await filesOf(trx, documents.cancellation)), ...(await filesOf(trx, documents.replacement))];
  await enqueueMail(trx, { kind: 'invoice_corrected', orderId: order.id, to: order.customer_email, subject: t.correctedSubject(order.ref, shop.name), text, attachments }, context.now, context.secret);
}
