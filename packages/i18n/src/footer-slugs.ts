import type { UiLanguage } from './languages.ts';

// Footer support links carry a slug per language (spec section 2). The German slugs are the fixed
// routes of the spec; the Romanian and English ones resolve through the rewriting lookup.
export const footerLinkKeys = [
  'dataProtection',
  'termsAndConditions',
  'rightOfWithdrawal',
  'faq',
  'imprint',
  'press',
  'pay',
  'delivery',
  'shippingCosts',
] as const;
export type FooterLinkKey = (typeof footerLinkKeys)[number];

export const footerSlugs: Record<UiLanguage, Record<FooterLinkKey, string>> = {
  de: {
    dataProtection: '/datenschutz',
    termsAndConditions: '/agb.html',
    rightOfWithdrawal: '/widerrufsrecht',
    faq: '/faq',
    imprint: '/Impressum',
    press: '/presse',
    pay: '/bezahlen',
    delivery: '/lieferung',
    shippingCosts: '/versandkosten',
  },
  ro: {
    dataProtection: '/protectia-datelor',
    termsAndConditions: '/termeni-si-conditii',
    rightOfWithdrawal: '/dreptul-de-retragere',
    faq: '/intrebari-frecvente',
    imprint: '/date-de-identificare',
    press: '/presa',
    pay: '/plata',
    delivery: '/livrare',
    shippingCosts: '/costuri-de-livrare',
  },
  en: {
    dataProtection: '/data-protection',
    termsAndConditions: '/terms-and-conditions',
    rightOfWithdrawal: '/right-of-withdrawal',
    faq: '/faq',
    imprint: '/imprint',
    press: '/press',
    pay: '/payment',
    delivery: '/delivery',
    shippingCosts: '/shipping-costs',
  },
};

/**
 * The withdrawal function (§356a BGB, and the Romanian shop's "Retragere din contract"): the German
 * shops keep the spec's fixed path; Romanian shoppers read a Romanian address (both serve the same
 * page). No English shop exists, so English shows the spec's path.
 */
export const withdrawalFormPaths: Record<UiLanguage, string> = {
  de: '/vertrag-widerrufen',
  ro: '/retragere-din-contract',
  en: '/vertrag-widerrufen',
};
