// The shop module: the countries the shop sells to (currency, tax label, locale), and the shop-wide
// rule for rich text (the allow-list content pages and product descriptions are cleaned with); the
// lowest module, every other module may use it.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { countryIdOfLocale, DEFAULT_COUNTRY_ID, loadShopCountry, type ShopCountry } from './shop-country.ts';
export { cleanRichText } from './rich-text.ts';
export { storefrontUrlOf } from './storefront-url.ts';
export { dayIn, endOfDayIn, periodsIn, startOfDayIn, yearIn, type ZonedPeriods } from './zoned-time.ts';
export { withdrawalRefundDueOn } from './withdrawal-deadline.ts';
