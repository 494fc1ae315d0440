// Messages that several screens share or whose wording is fixed by law, defined once so that the
// catalogs translate them once and the tests check exactly what the shop shows. Counted messages go
// through ICU plural rules: German has one/other ("1 Stern", "2 Sterne"), Romanian one/few/other
// ("1 produs", "2 produse", "20 de produse"). Render a descriptor with `i18n._(descriptor)` or, when
// it carries <0>…</0> for a link, with Lingui's runtime <Trans {...descriptor} components={…} />.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const countMessages = {
  /** Listing and search result count. */
  products: (count: number): MessageDescriptor => msg({ message: plural(count, { one: '# product', other: '# products' }) }),
  /** Accessible name of the cart badge. */
  itemsInCart: (count: number): MessageDescriptor =>
    msg({ message: plural(count, { one: '# item in the cart', other: '# items in the cart' }) }),
  /** Star radio labels in the review form, 1 to 5. */
  stars: (rating: number): MessageDescriptor => msg({ message: plural(rating, { one: '# star', other: '# stars' }) }),
  /** Rating line under the product title. */
  ratingWithReviews: (average: string, reviewCount: number): MessageDescriptor =>
    msg`${average} of 5 stars (${plural(reviewCount, { one: '# review', other: '# reviews' })})`,
  /** Rating summary above the reviews. */
  ratingFromReviews: (average: string, reviewCount: number): MessageDescriptor =>
    msg`${average} of 5 stars from ${plural(reviewCount, { one: '# review', other: '# reviews' })}`,
  /** The review badge's count of the shop's reviews. */
  reviews: (count: number): MessageDescriptor => msg({ message: plural(count, { one: '# review', other: '# reviews' }) }),
  /** Gallery hint for a product with several pictures. */
  pictures: (pictureCount: number): MessageDescriptor =>
    msg`${plural(pictureCount, { one: '# picture', other: '# pictures' })}, swipe or scroll sideways`,
};

export const legalMessages = {
  /**
   * The checkout checkbox: accepting the terms, nothing else. A consumer must not be made to
   * confirm having read the withdrawal information (§ 309 Nr. 12 b BGB); that is a separate link.
   */
  termsConsent: msg`I accept the <0>terms and conditions</0>.`,
  /** Plain text under the checkbox, never something to tick. */
  withdrawalInformation: msg`Information on your <0>right of withdrawal</0> is in our cancellation policy.`,
  /** The order button (§ 312j Abs. 3 BGB, § 8 Abs. 2 FAGG); the terms pages quote it verbatim. */
  orderButton: msg`Order with obligation to pay`,
  /** Under every gross price (PAngV § 6): the VAT rate and that shipping is extra, linked. */
  taxNoteGross: (rate: string): MessageDescriptor => msg`incl. ${rate}% VAT, plus <0>shipping costs</0>`,
  /** Under a company customer's net price: the VAT is added in the totals (decision 014). */
  taxNoteAdded: (rate: string): MessageDescriptor => msg`plus ${rate}% VAT, plus <0>shipping costs</0>`,
  /** Under a net price for VAT-exempt customers. */
  taxNoteNet: msg`net, 0% VAT, plus <0>shipping costs</0>`,
};

/** The VAT rate a tax label starts with: "19% Ust." -> "19", "5,5 % TVA" -> "5,5". */
export function vatRateOf(taxLabel: string): string {
  return /^\s*(\d+(?:[.,]\d+)?)/.exec(taxLabel)?.[1] ?? '0';
}
