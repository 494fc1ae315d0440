// The order confirmation, written to the mail outbox in the transaction that makes the order
// binding: at placement for prepayment and cash on delivery, when the payment succeeds for online
// methods. In the shop's language (German for DE/AT, Romanian for RO); amounts in the order's
// currency. Prepayment orders carry the bank details and the reference to transfer with.
import { countryFactsOf, ibanForPrint, moneyLocale } from '@shop/contract';
import { formatMoney } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { orderVatTotals } from '../invoices/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { loadShopCountry } from '../shop/index.ts';
import { legalPartOfConfirmation } from './confirmation-legal.ts';
import { guestInvoicePath, issueGuestOrderLink } from './guest-link.ts';
import { mailTotalsBlock } from './mail-totals.ts';
import { confirmationLines, deliveryAddressOfOrder, orderForConfirmation, paymentMethodTitle, storeOfCountry } from './order-view-repository.ts';

type Texts = {
  subject: (ref: string, store: string) => string;
  greeting: (name: string) => string;
  thanks: (store: string, ref: string) => string;
  payment: string;
  delivery: string;
  transfer: (amount: string) => string;
  cashOnDelivery: (amount: string) => string;
  holder: string;
  reference: string;
  guestLink: string;
  signature: (store: string) => string;
};

const texts: Record<'de' | 'ro', Texts> = {
  de: {
    subject: (ref, store) => `Ihre Bestellung ${ref} bei ${store}`,
    greeting: (name) => `Guten Tag ${name},`,
    thanks: (store, ref) => `vielen Dank für Ihre Bestellung bei ${store}. Ihre Bestellnummer lautet ${ref}.`,
    payment: 'Zahlungsart',
    delivery: 'Lieferadresse',
    transfer: (amount) => `Bitte überweisen Sie ${amount} auf unser Konto:`,
    cashOnDelivery: (amount) => `Bitte halten Sie ${amount} bei der Lieferung für den Zusteller bereit.`,
    holder: 'Kontoinhaber',
    reference: 'Verwendungszweck',
    guestLink: 'Ihre Bestellung online ansehen',
    signature: (store) => `Ihr Team von ${store}`,
  },
  ro: {
    subject: (ref, store) => `Comanda dumneavoastră ${ref} la ${store}`,
    greeting: (name) => `Bună ziua, ${name},`,
    thanks: (store, ref) => `vă mulțumim pentru comanda plasată la ${store}. Numărul comenzii este ${ref}.`,
    payment: 'Modalitate de plată',
    delivery: 'Adresa de livrare',
    transfer: (amount) => `Vă rugăm să transferați ${amount} în contul nostru:`,
    cashOnDelivery: (amount) => `Vă rugăm să pregătiți suma de ${amount} pentru curier, la livrare.`,
    holder: 'Beneficiar',
    reference: 'Detalii plată',
    guestLink: 'Vezi comanda online',
    signature: (store) => `Echipa ${store}`,
  },
};

export async function enqueueOrderConfirmation(
  db: Db,
  orderId: number,
  context: { now: Date; secret: string; storefrontUrls: Record<string, string> },
): Promise<void> {
  const order = await orderForConfirmation(db, orderId);
  const lang = order.locale.startsWith('ro') ? 'ro' : 'de';
  const t = texts[lang];
  const [lines, address, store, payment, country, legal] = await Promise.all([
    confirmationLines(db, orderId),
    deliveryAddressOfOrder(db, orderId),
    storeOfCountry(db, order.country_id),
    paymentMethodTitle(db, order.payment_method_id, lang),
    loadShopCountry(db, order.country_id, new Date(order.created_at)),
    legalPartOfConfirmation(db, order),
  ]);
  const storeName = store?.store_name ?? 'Shop';
  const money = (cents: number) => formatMoney(cents, moneyLocale(lang), countryFactsOf(order.country_id).currency);
  // A guest's own link to the order; its token leaves the table once the mail is sent.
  const guestToken = order.is_guest === 1 ? await issueGuestOrderLink(db, order.id, context.now) : null;
  const body = [
    t.greeting(`${address.firstname} ${address.lastname}`),
    '',
    t.thanks(storeName, order.ref),
    '',
    ...mailTotalsBlock({ lang, countryIso: order.iso_alpha2, couponCode: order.coupon_code, lines, totals: orderVatTotals(order, lines, country.vatRate) }, money),
    '',
    `${t.payment}: ${payment?.title ?? order.payment_code}`,
    ...(order.payment_code === 'vorkasse' && store
      ? [t.transfer(money(order.total_taxed_cents)), `${t.holder}: ${store.bank_account_holder}`, `IBAN: ${ibanForPrint(store.iban)}`, `BIC: ${store.bic}`, `${t.reference}: ${order.ref}`]
      : []),
    ...(order.payment_code === 'ramburs' ? [t.cashOnDelivery(money(order.total_taxed_cents))] : []),
    '',
    `${t.delivery}:`,
    ...[
      address.company,
      `${address.firstname} ${address.lastname}`,
      `${address.street} ${address.street_number}`.trim(),
      address.address_extra,
      `${address.zipcode} ${address.city}`,
    ].filter((line): line is string => Boolean(line)),
    ...(guestToken === null ? [] : ['', `${t.guestLink}: ${context.storefrontUrls[order.iso_alpha2] ?? ''}${guestInvoicePath(order, guestToken)}`]),
    '',
    t.signature(storeName),
    // The seller, the terms, the withdrawal instructions and the form (§ 312f BGB, issue 17).
    ...legal.lines,
  ];
  await enqueueMail(db, { kind: 'order_confirmation', orderId: order.id, to: order.customer_email, subject: t.subject(order.ref, storeName), text: body.join('\n'), attachments: legal.attachments, ...(guestToken === null ? {} : { secrets: [guestToken] }) }, context.now, context.secret);
}
