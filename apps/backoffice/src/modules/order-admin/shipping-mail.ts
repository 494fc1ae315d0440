// The shipping mail (issue 14): written to the outbox in the transaction that ships the order, in
// the order's language, with the carrier, the tracking number and the link to follow the parcel.
// A registered customer gets the link to the order in the account; a guest a link of their own to
// the order page (its token leaves the outbox once the mail is sent, as with the confirmation).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueMail, mailLangOf, mailShopOf, type MailAttachment, type MailLang } from '../mail/index.ts';
import { guestInvoicePath, issueGuestOrderLink } from '../orders/index.ts';
import { deliveryNameOf } from './order-admin-repository.ts';

type Texts = {
  subject: (ref: string, store: string) => string;
  greeting: (name: string) => string;
  onItsWay: (ref: string, carrier: string) => string;
  number: string;
  track: string;
  order: string;
  /** A business customer's invoice goes along as PDF and as e-invoice (issue 35). */
  invoiceAttached: (number: string) => string;
  signature: (store: string) => string;
};

const texts: Record<MailLang, Texts> = {
  de: {
    subject: (ref, store) => `Ihre Bestellung ${ref} bei ${store} ist unterwegs`,
    greeting: (name) => `Guten Tag ${name},`,
    onItsWay: (ref, carrier) => `Ihre Bestellung ${ref} ist auf dem Weg zu Ihnen. Wir haben das Paket an ${carrier} übergeben.`,
    number: 'Sendungsnummer',
    track: 'Sendung verfolgen',
    order: 'Ihre Bestellung online ansehen',
    invoiceAttached: (number) => `Ihre Rechnung ${number} liegt dieser E-Mail bei: als PDF und als E-Rechnung (XRechnung, XML).`,
    signature: (store) => `Ihr Team von ${store}`,
  },
  ro: {
    subject: (ref, store) => `Comanda dumneavoastră ${ref} la ${store} a fost expediată`,
    greeting: (name) => `Bună ziua, ${name},`,
    onItsWay: (ref, carrier) => `Comanda dumneavoastră ${ref} este pe drum. Am predat coletul către ${carrier}.`,
    number: 'Număr de urmărire (AWB)',
    track: 'Urmăriți coletul',
    order: 'Vedeți comanda online',
    invoiceAttached: (number) => `Factura dumneavoastră ${number} este atașată acestui e-mail: ca PDF și ca factură electronică (XML).`,
    signature: (store) => `Echipa ${store}`,
  },
  en: {
    subject: (ref, store) => `Your order ${ref} at ${store} is on its way`,
    greeting: (name) => `Hello ${name},`,
    onItsWay: (ref, carrier) => `Your order ${ref} is on its way. We handed the parcel to ${carrier}.`,
    number: 'Tracking number',
    track: 'Track the parcel',
    order: 'See your order online',
    invoiceAttached: (number) => `Your invoice ${number} is attached to this email: as PDF and as e-invoice (XRechnung, XML).`,
    signature: (store) => `Your ${store} team`,
  },
};

export type ShippingMailContext = { now: Date; secret: string; storefrontUrls: Record<string, string> };

export async function enqueueShippingMail(
  trx: Transaction<Database>,
  context: ShippingMailContext,
  order: { id: number; ref: string; locale: string; country_id: number; customer_email: string; is_guest: number },
  shipment: { carrierName: string; trackingNumber: string; trackingUrl: string },
  invoice: { number: string; files: readonly MailAttachment[] } | null = null,
): Promise<void> {
  const t = texts[mailLangOf(order.locale)];
  const [shop, name] = await Promise.all([mailShopOf(trx, context.storefrontUrls, order.country_id), deliveryNameOf(trx, order.id)]);
  const guestToken = order.is_guest === 1 ? await issueGuestOrderLink(trx, order.id, context.now) : null;
  const orderLink = guestToken === null ? `${shop.url}/account/order/${order.id}` : `${shop.url}${guestInvoicePath(order, guestToken)}`;
  const text = [
    t.greeting(`${name.firstname} ${name.lastname}`.trim()),
    '',
    t.onItsWay(order.ref, shipment.carrierName),
    '',
    `${t.number}: ${shipment.trackingNumber}`,
    `${t.track}: ${shipment.trackingUrl}`,
    '',
    `${t.order}: ${orderLink}`,
    '',
    ...(invoice && invoice.files.length > 0 ? [t.invoiceAttached(invoice.number), ''] : []),
    t.signature(shop.name),
  ].join('\n');
  await enqueueMail(
    trx,
    {
      kind: 'order_shipped',
      orderId: order.id,
      to: order.customer_email,
      subject: t.subject(order.ref, shop.name),
      text,
      ...(invoice && invoice.files.length > 0 ? { attachments: invoice.files } : {}),
      ...(guestToken === null ? {} : { secrets: [guestToken] }),
    },
    context.now,
    context.secret,
  );
}
