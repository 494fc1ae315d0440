import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
/// <reference path="./po.d.ts" />
import { createI18n } from './create-i18n.ts';
import { catalogOfLocale, htmlLang } from './languages.ts';
import { messages as de } from './locales/de.po';
import { messages as deAT } from './locales/de-AT.po';
import { messages as en } from './locales/en.po';
import { messages as ro } from './locales/ro.po';
import { messages as adminDe } from './locales/admin/de.po';
import { messages as adminRo } from './locales/admin/ro.po';
import { countMessages, legalMessages, vatRateOf } from './shop-messages.ts';

const german = createI18n('de', de);
const austrian = createI18n('de-AT', deAT);
const romanian = createI18n('ro', ro);
const english = createI18n('en', en);
const NBSP = '\u00a0';

describe('counted messages follow each language’s plural rules', () => {
  it('Romanian: 1 produs, 2 produse, 20 de produse (and 0 and 101 take "few")', () => {
    const products = (count: number) => romanian._(countMessages.products(count));
    expect([1, 2, 19, 20, 0, 101, 120].map(products)).toEqual([
      '1 produs',
      '2 produse',
      '19 produse',
      '20 de produse',
      '0 produse',
      '101 produse',
      '120 de produse',
    ]);
  });

  it('Romanian cart badge, stars and reviews', () => {
    expect(romanian._(countMessages.itemsInCart(1))).toBe('1 produs în coș');
    expect(romanian._(countMessages.itemsInCart(2))).toBe('2 produse în coș');
    expect(romanian._(countMessages.itemsInCart(20))).toBe('20 de produse în coș');
    expect(romanian._(countMessages.stars(1))).toBe('1 stea');
    expect(romanian._(countMessages.stars(4))).toBe('4 stele');
    expect(romanian._(countMessages.ratingWithReviews('4,5', 1))).toBe('4,5 din 5 stele (1 recenzie)');
    expect(romanian._(countMessages.ratingWithReviews('4,5', 3))).toBe('4,5 din 5 stele (3 recenzii)');
    expect(romanian._(countMessages.ratingWithReviews('4,5', 25))).toBe('4,5 din 5 stele (25 de recenzii)');
    expect(romanian._(countMessages.ratingFromReviews('4', 1))).toBe('Media 4 din 5 stele, pe baza unei recenzii');
    expect(romanian._(countMessages.ratingFromReviews('4', 20))).toBe('Media 4 din 5 stele, pe baza a 20 de recenzii');
  });

  it('the review badge: 1 recenzie, 2 recenzii, 20 de recenzii; 1 Bewertung, 1.234 Bewertungen', () => {
    expect([1, 2, 20, 1234].map((count) => romanian._(countMessages.reviews(count)))).toEqual(['1 recenzie', '2 recenzii', '20 de recenzii', '1.234 de recenzii']);
    expect([1, 2, 1234].map((count) => german._(countMessages.reviews(count)))).toEqual(['1 Bewertung', '2 Bewertungen', '1.234 Bewertungen']);
    expect(austrian._(countMessages.reviews(1))).toBe('1 Bewertung');
  });

  it('German: 1 Produkt / 2 Produkte / 20 Produkte, 1 Stern / 2 Sterne, 1 Bewertung', () => {
    expect([1, 2, 20].map((count) => german._(countMessages.products(count)))).toEqual(['1 Produkt', '2 Produkte', '20 Produkte']);
    expect(german._(countMessages.stars(1))).toBe('1 Stern');
    expect(german._(countMessages.stars(2))).toBe('2 Sterne');
    expect(german._(countMessages.ratingWithReviews('4,5', 1))).toBe('4,5 von 5 Sternen (1 Bewertung)');
    expect(german._(countMessages.ratingWithReviews('4,5', 20))).toBe('4,5 von 5 Sternen (20 Bewertungen)');
    expect(german._(countMessages.itemsInCart(1))).toBe('1 Artikel im Einkaufswagen');
  });

  it('Austria counts like Germany through the German fallback', () => {
    expect([1, 20].map((count) => austrian._(countMessages.products(count)))).toEqual(['1 Produkt', '20 Produkte']);
    expect(austrian._(countMessages.stars(1))).toBe('1 Stern');
  });

  it('English keeps one/other', () => {
    expect(english._(countMessages.products(1))).toBe('1 product');
    expect(english._(countMessages.products(20))).toBe('20 products');
  });
});

describe('legal wording', () => {
  it('the terms checkbox only accepts the terms; the withdrawal information is separate', () => {
    expect(german._(legalMessages.termsConsent)).toBe('Ich akzeptiere die <0>AGB</0>.');
    expect(austrian._(legalMessages.termsConsent)).toBe('Ich akzeptiere die <0>AGB</0>.');
    expect(romanian._(legalMessages.termsConsent)).toBe('Sunt de acord cu <0>Termenii și condițiile</0>.');
    for (const i18n of [german, austrian, romanian, english]) {
      expect(i18n._(legalMessages.termsConsent)).not.toMatch(/Widerruf|Rücktritt|retragere|withdrawal|cancellation|gelesen|citit|read/i);
    }
    expect(german._(legalMessages.withdrawalInformation)).toBe('Informationen zu Ihrem <0>Widerrufsrecht</0> finden Sie in der Widerrufsbelehrung.');
    expect(austrian._(legalMessages.withdrawalInformation)).toBe('Informationen zu Ihrem <0>Rücktrittsrecht</0> finden Sie in der Belehrung über das Rücktrittsrecht.');
    expect(romanian._(legalMessages.withdrawalInformation)).toBe('Informații despre <0>dreptul de retragere</0> găsiți în politica de retragere.');
  });

  it('the order button says "Zahlungspflichtig bestellen" / "Comandă cu obligație de plată"', () => {
    expect(german._(legalMessages.orderButton)).toBe('Zahlungspflichtig bestellen');
    expect(austrian._(legalMessages.orderButton)).toBe('Zahlungspflichtig bestellen');
    expect(romanian._(legalMessages.orderButton)).toBe('Comandă cu obligație de plată');
  });

  it('the note under a price names the VAT rate and that shipping is extra', () => {
    expect(vatRateOf('19% Ust.')).toBe('19');
    expect(vatRateOf('21% TVA')).toBe('21');
    expect(german._(legalMessages.taxNoteGross(vatRateOf('19% Ust.')))).toBe(`inkl. 19${NBSP}% MwSt., zzgl. <0>Versandkosten</0>`);
    expect(austrian._(legalMessages.taxNoteGross(vatRateOf('20% Ust.')))).toBe(`inkl. 20${NBSP}% USt., zzgl. <0>Versandkosten</0>`);
    expect(romanian._(legalMessages.taxNoteGross(vatRateOf('21% TVA')))).toBe('21% TVA inclus, plus <0>costuri de livrare</0>');
    expect(german._(legalMessages.taxNoteNet)).toBe(`netto, 0${NBSP}% MwSt., zzgl. <0>Versandkosten</0>`);
    // A company customer's net price: the VAT is added in the totals (decision 014).
    expect(german._(legalMessages.taxNoteAdded('19'))).toBe(`zzgl. 19${NBSP}% MwSt., zzgl. <0>Versandkosten</0>`);
    expect(austrian._(legalMessages.taxNoteAdded('20'))).toBe(`zzgl. 20${NBSP}% USt., zzgl. <0>Versandkosten</0>`);
    // The VAT line of the totals, per rate, in each shop's words.
    const rate = '19';
    expect(german._(msg`incl. VAT ${rate}%`)).toBe(`enthaltene MwSt. 19${NBSP}%`);
    expect(austrian._(msg`plus VAT ${rate}%`)).toBe(`zzgl. USt. 19${NBSP}%`);
  });
});

describe('Romanian addresses the shopper formally', () => {
  it.each([
    [msg`Your cart`, 'Coșul dumneavoastră'],
    [msg`Thank you for your order!`, 'Vă mulțumim pentru comandă!'],
    [msg`Please choose`, 'Vă rugăm să alegeți'],
    [msg`Already a customer? Sign in`, 'Aveți deja cont? Autentificați-vă'],
    [msg`Your order`, 'Comanda dumneavoastră'],
    [msg`Please wait...`, 'Vă rugăm să așteptați…'],
  ])('%#: %s', (message, formal) => {
    expect(romanian._(message)).toBe(formal);
  });

  it('translates "incl." instead of leaving it English: the VAT contained per rate', () => {
    const rate = '21';
    expect(romanian._(msg`incl. VAT ${rate}%`)).toBe('TVA inclus 21\u00a0%');
  });
});

describe('one term per thing', () => {
  const texts = (messages: Record<string, unknown>) => Object.values(messages).map(String).join('\n');

  it('German says "Einkaufswagen", never "Warenkorb"', () => {
    expect(german._(msg`Cart`)).toBe('Einkaufswagen');
    expect(texts(de)).not.toMatch(/Warenkorb/);
  });

  it('one name for the company tax id: USt-IdNr. (de), UID-Nummer (de-AT), cod fiscal (ro)', () => {
    expect(german._(msg`VAT number`)).toBe('USt-IdNr.');
    expect(texts(de)).not.toMatch(/UID/);
    expect(austrian._(msg`VAT number`)).toBe('UID-Nummer');
    expect(texts(deAT)).not.toMatch(/USt-IdNr/);
    expect(romanian._(msg`VAT number`)).toBe('Cod fiscal (CUI/CIF)');
    expect(texts(ro)).not.toMatch(/[Cc]od(ul)? de TVA/);
  });
});

describe('Austrian German (de-AT) over German', () => {
  it('uses the Austrian words', () => {
    expect(austrian._(msg`Right of withdrawal`)).toBe('Rücktrittsrecht');
    expect(austrian._(msg`Money-order payment slip`)).toBe('Zahlschein');
    expect(austrian._(msg`QR code for the bank transfer (EPC GiroCode)`)).toBe('QR-Code für Ihre Überweisung („Zahlen mit Code“)');
    expect(austrian._(msg`Advent calendar`)).toBe('Adventkalender');
  });

  it('falls back to German for every message it does not override', () => {
    expect(austrian._(msg`Sorry, the page was not found`)).toBe('Die Seite wurde leider nicht gefunden');
    expect(austrian._(msg`Add to cart`)).toBe('In den Einkaufswagen');
    expect(german._(msg`Right of withdrawal`)).toBe('Widerrufsrecht');
    expect(german._(msg`Advent calendar`)).toBe('Adventskalender');
  });

  it('the Austrian shop reads de-AT and writes dates as Austrians do: Jänner', () => {
    expect(catalogOfLocale('de_AT')).toBe('de-AT');
    const january = new Date('2027-01-15T12:00:00Z');
    const month = (locale: string) => new Intl.DateTimeFormat(htmlLang(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(january);
    expect(month('de_AT')).toBe('15. Jänner');
    expect(month('de_DE')).toBe('15. Januar');
    expect(austrian.date(january, { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('15. Jänner');
  });
});

describe('the admin counts in each language’s plural rules', () => {
  const adminGerman = createI18n('de', adminDe);
  const adminRomanian = createI18n('ro', adminRo);
  const listCaption = (count: { total: number }) => msg`${plural(count.total, { one: '# product', other: '# products' })}, newest first`;
  const reviewsWaiting = (count: { total: number }) => msg`${plural(count.total, { one: '# review waits', other: '# reviews wait' })} for a decision, oldest first`;

  it('Romanian: 1 produs, 2 produse, 20 de produse; 1 recenzie așteaptă', () => {
    expect([1, 2, 20].map((total) => adminRomanian._(listCaption({ total })))).toEqual([
      '1 produs, cele mai noi primele',
      '2 produse, cele mai noi primele',
      '20 de produse, cele mai noi primele',
    ]);
    expect(adminRomanian._(reviewsWaiting({ total: 1 }))).toBe('1 recenzie așteaptă o decizie, cele mai vechi primele');
  });

  it('German: 1 Produkt, 2 Produkte; 1 Bewertung wartet', () => {
    expect([1, 2].map((total) => adminGerman._(listCaption({ total })))).toEqual(['1 Produkt, neueste zuerst', '2 Produkte, neueste zuerst']);
    expect(adminGerman._(reviewsWaiting({ total: 1 }))).toBe('1 Bewertung wartet auf eine Entscheidung, älteste zuerst');
  });
});
