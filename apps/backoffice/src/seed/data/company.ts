// The companies behind the three shops: legal identity, contact, bank, and the shipping fees the
// content pages quote. One place, so the imprint, the store info and the prepayment details agree.
import { austrianVatCheckDigit, germanVatCheckDigit, ibanForPrint, romanianVatCheckDigit } from '@shop/contract';
import type { CountryIsoCode } from '../../modules/media/index.ts';
import { ibanFrom } from '../check-digits.ts';

export interface Company {
  storeName: string;
  legalName: string;
  street: string;
  zipcode: string;
  city: string;
  region: string | null;
  phone: string;
  email: string;
  privacyEmail: string;
  pressEmail: string;
  website: string;
  supportMoTh: string;
  supportFr: string;
  managers: string;
  register: string;
  vatId: string;
  /** The tax office's number for the company (Germany prints it beside the VAT id); '' if none. */
  taxNumber: string;
  iban: string;
  bic: string;
  bank: string;
}

const germanVatId = (first8: string) => `DE${first8}${germanVatCheckDigit(first8)}`;
const austrianVatId = (first7: string) => `ATU${first7}${austrianVatCheckDigit(first7)}`;
const romanianVatId = (body: string) => `RO${body}${romanianVatCheckDigit(body)}`;

export const companies: Readonly<Record<CountryIsoCode, Company>> = {
  DE: {
    storeName: 'Bad & Heim',
    legalName: 'Bad & Heim GmbH',
    street: 'Frankenstraße 150',
    zipcode: '90461',
    city: 'Nürnberg',
    region: null,
    phone: '+49 911 4468100',
    email: 'service@badundheim.de',
    privacyEmail: 'datenschutz@badundheim.de',
    pressEmail: 'presse@badundheim.de',
    website: 'www.badundheim.de',
    supportMoTh: 'Mo–Do 8:00–18:00 Uhr',
    supportFr: 'Fr 8:00–16:00 Uhr',
    managers: 'Katrin Albers, Jonas Weidinger',
    register: 'Amtsgericht Nürnberg, HRB 38214',
    vatId: germanVatId('27341856'),
    taxNumber: '240/117/40652',
    iban: ibanFrom('DE', '760501010012345678'),
    bic: 'SSKNDE77XXX',
    bank: 'Sparkasse Nürnberg',
  },
  AT: {
    storeName: 'Bad & Heim Österreich',
    legalName: 'Bad & Heim Handels GmbH',
    street: 'Gunskirchener Straße 19',
    zipcode: '4600',
    city: 'Wels',
    region: null,
    phone: '+43 7242 219860',
    email: 'service@badundheim.at',
    privacyEmail: 'datenschutz@badundheim.at',
    pressEmail: 'presse@badundheim.at',
    website: 'www.badundheim.at',
    supportMoTh: 'Mo–Do 8:00–17:30 Uhr',
    supportFr: 'Fr 8:00–14:00 Uhr',
    managers: 'Mag. Andrea Pichler',
    register: 'FN 512847 v, Landesgericht Wels',
    vatId: austrianVatId('7382914'),
    taxNumber: '',
    iban: ibanFrom('AT', '2032032145678901'),
    bic: 'ASPKAT2LXXX',
    bank: 'Allgemeine Sparkasse Oberösterreich',
  },
  RO: {
    storeName: 'Baie & Casă',
    legalName: 'Baie & Casă S.R.L.',
    street: 'Str. Industriilor nr. 14',
    zipcode: '077040',
    city: 'Chiajna',
    region: 'jud. Ilfov',
    phone: '+40 21 3114560',
    email: 'contact@baiesicasa.ro',
    privacyEmail: 'dpo@baiesicasa.ro',
    pressEmail: 'presa@baiesicasa.ro',
    website: 'www.baiesicasa.ro',
    supportMoTh: 'Luni–Joi 9:00–18:00',
    supportFr: 'Vineri 9:00–16:00',
    managers: 'Andrei Popescu',
    register: 'J23/4512/2019',
    vatId: romanianVatId('4193275'),
    taxNumber: '',
    iban: ibanFrom('RO', 'BTRLRONCRT0412345601'),
    bic: 'BTRLRO22',
    bank: 'Banca Transilvania',
  },
};

export const printableIban = (iso: CountryIsoCode) => ibanForPrint(companies[iso].iban);

/** Shipping fees in cents of the country's currency, gross. */
export interface ShippingFees {
  parcel: number;
  freeFrom: number;
  freight: number;
  cashOnDelivery: number;
  currency: 'EUR' | 'RON';
}

export const shippingFees: Readonly<Record<CountryIsoCode, ShippingFees>> = {
  DE: { parcel: 495, freeFrom: 4900, freight: 9000, cashOnDelivery: 690, currency: 'EUR' },
  AT: { parcel: 695, freeFrom: 7900, freight: 11900, cashOnDelivery: 790, currency: 'EUR' },
  RO: { parcel: 2499, freeFrom: 49900, freight: 34900, cashOnDelivery: 0, currency: 'RON' },
};

/** '4,95 €', '90 €', '24,99 Lei', '349 Lei'. */
export function money(cents: number, currency: 'EUR' | 'RON'): string {
  const whole = cents % 100 === 0;
  const amount = whole ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  const grouped = amount.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return currency === 'EUR' ? `${grouped} €` : `${grouped} Lei`;
}
