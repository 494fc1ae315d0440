// The demo shop's checkout: delivery methods with the fees the shipping-costs pages quote (one
// source, seed/data/company.ts), the payment methods each country offers (as its payment page
// lists them), and a few demo coupons (demo mode only). Called by seedDemoShop inside its transaction.
import type { Kysely } from 'kysely';
import type { Database, PaymentKind } from '../../db/schema.ts';
import { shippingFees } from '../../seed/data/company.ts';
import { insertCoupons, insertDeliveryModule, insertPaymentMethod, insertPostageRules } from './demo-checkout-repository.ts';

const GERMANY = 5;
const AUSTRIA = 13;
const ROMANIA = 146;
const countryIso = { [GERMANY]: 'DE', [AUSTRIA]: 'AT', [ROMANIA]: 'RO' } as const;

type Texts = { de: [string, string | null]; ro: [string, string | null]; en: [string, string | null] };

const deliveryModules: { id: number; code: string; position: number; isLocalPickup: boolean; texts: Texts }[] = [
  {
    id: 77,
    code: 'customdelivery',
    position: 1,
    isLocalPickup: false,
    texts: {
      de: ['Standardversand', 'Paketware per Paketdienst, große Artikel per Spedition'],
      ro: ['Livrare standard', 'Colete prin curier, produse voluminoase prin transportator'],
      en: ['Standard delivery', 'Parcels by courier, large items by freight carrier'],
    },
  },
  {
    id: 78,
    code: 'localpickup',
    position: 2,
    isLocalPickup: true,
    texts: {
      de: ['Abholung', 'Kostenlos an einer Abholstation abholen'],
      ro: ['Ridicare personală', 'Ridicați gratuit comanda de la un punct de ridicare'],
      en: ['Local pickup', 'Collect free of charge at a pickup point'],
    },
  },
];

const paymentMethods: { id: number; code: string; kind: PaymentKind; position: number; countries: number[]; texts: Texts }[] = [
  { id: 1, code: 'paypal', kind: 'online', position: 1, countries: [GERMANY, AUSTRIA, ROMANIA], texts: { de: ['PayPal', null], ro: ['PayPal', null], en: ['PayPal', null] } },
  {
    id: 2,
    code: 'stripe',
    kind: 'online',
    position: 2,
    countries: [GERMANY, AUSTRIA],
    texts: { de: ['Kreditkarte', 'Visa, Mastercard, American Express'], ro: ['Card bancar', null], en: ['Credit card', null] },
  },
  {
    id: 3,
    code: 'globalpayments',
    kind: 'online',
    position: 3,
    countries: [ROMANIA],
    texts: { de: ['Kartenzahlung', null], ro: ['Card bancar', 'Visa, Mastercard, American Express'], en: ['Card payment', null] },
  },
  { id: 4, code: 'sofort', kind: 'online', position: 4, countries: [GERMANY, AUSTRIA], texts: { de: ['Sofortüberweisung', null], ro: ['Sofort', null], en: ['Sofort bank transfer', null] } },
  {
    id: 5,
    code: 'klarna',
    kind: 'online',
    position: 5,
    countries: [GERMANY, AUSTRIA],
    texts: { de: ['Rechnung mit Klarna', 'Zahlung innerhalb von 30 Tagen'], ro: ['Klarna', null], en: ['Klarna invoice', null] },
  },
  { id: 6, code: 'amazon', kind: 'online', position: 6, countries: [GERMANY, AUSTRIA], texts: { de: ['Amazon Pay', null], ro: ['Amazon Pay', null], en: ['Amazon Pay', null] } },
  {
    id: 7,
    code: 'vorkasse',
    kind: 'prepayment',
    position: 7,
    // The GiroCode (EPC QR) is a euro transfer; the Romanian shop takes lei.
    countries: [GERMANY, AUSTRIA],
    texts: { de: ['Vorkasse (Überweisung)', 'Mit GiroCode für Ihre Banking-App'], ro: ['Ordin de plată', null], en: ['Prepayment (bank transfer)', null] },
  },
  {
    id: 8,
    code: 'ramburs',
    kind: 'cash_on_delivery',
    position: 8,
    countries: [GERMANY, AUSTRIA, ROMANIA],
    texts: { de: ['Nachnahme', 'Bar an den Zusteller, nur Paketware'], ro: ['Ramburs', 'Plătiți la livrare, fără cost suplimentar'], en: ['Cash on delivery', null] },
  },
];

export async function seedDemoCheckout(db: Kysely<Database>): Promise<void> {
  const countries = [GERMANY, AUSTRIA, ROMANIA] as const;
  for (const module of deliveryModules) {
    await insertDeliveryModule(db, {
      module: { id: module.id, code: module.code, position: module.position, active: 1, is_local_pickup: module.isLocalPickup ? 1 : 0 },
      texts: (['de', 'ro', 'en'] as const).map((lang) => ({ delivery_module_id: module.id, lang, title: module.texts[lang][0], description: module.texts[lang][1] })),
      countries: countries.map((countryId) => ({
        delivery_module_id: module.id,
        country_id: countryId,
        position: module.position,
        free_from_taxed_cents: module.isLocalPickup ? null : shippingFees[countryIso[countryId]].freeFrom,
        freight_fee_taxed_cents: module.isLocalPickup ? null : shippingFees[countryIso[countryId]].freight,
      })),
    });
  }
  // One parcel price per order and country, whatever the weight (the shipping-costs pages).
  await insertPostageRules(
    db,
    countries.map((countryId) => ({
      delivery_module_id: 77,
      country_id: countryId,
      state_id: null,
      min_weight_grams: 0,
      max_weight_grams: null,
      price_taxed_cents: shippingFees[countryIso[countryId]].parcel,
    })),
  );

  for (const method of paymentMethods) {
    await insertPaymentMethod(db, {
      method: { id: method.id, code: method.code, kind: method.kind, position: method.position, active: 1, image_url: null },
      texts: (['de', 'ro', 'en'] as const).map((lang) => ({ payment_method_id: method.id, lang, title: method.texts[lang][0], description: method.texts[lang][1] })),
      countries: method.countries.map((countryId) => ({
        payment_method_id: method.id,
        country_id: countryId,
        position: method.position,
        fee_taxed_cents: method.kind === 'cash_on_delivery' ? shippingFees[countryIso[countryId as keyof typeof countryIso]].cashOnDelivery : 0,
      })),
    });
  }
}

/** Codes of the demo coupons; a production back office refuses to start while one is active. */
export const demoCouponCodes = ['WELCOME10', 'SAVE5', 'FREESHIP', 'REDUCERE50'] as const;

/** Coupons anybody reading the demo's documentation can use: the demo only. */
export async function seedDemoCoupons(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const coupon = { valid_from: null, valid_until: null, max_uses: null, max_uses_per_customer: null, country_id: null, currency_code: null, min_order_cents: null, percent: null, amount_cents: null, active: 1, created_at: at };
  await insertCoupons(db, [
    // 10 % off a first order: once per customer.
    { ...coupon, code: 'WELCOME10', kind: 'percent', percent: 10, max_uses_per_customer: 1 },
    { ...coupon, code: 'SAVE5', kind: 'amount', amount_cents: 500, currency_code: 'EUR', min_order_cents: 2500 },
    { ...coupon, code: 'FREESHIP', kind: 'free_shipping' },
    { ...coupon, code: 'REDUCERE50', kind: 'amount', amount_cents: 5000, currency_code: 'RON', country_id: ROMANIA, min_order_cents: 25_000 },
  ]);
}
