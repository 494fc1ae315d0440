// Public API of @shop/pricing-vat: pure pricing rules over integer cents.
export { assertCents, decimalAmount, isCents, multiplyCents, sumCents, toCents } from './money.ts';
export type { Cents } from './money.ts';
export { assertVatRate, vatRateFromTaxTitle } from './vat-rate.ts';
export type { VatRate } from './vat-rate.ts';
export { parseCategoryIds, priceForMode, priceMode } from './price-mode.ts';
export type { CategoryId, PriceMode, PriceModeInput } from './price-mode.ts';
export {
  grossFromNet,
  netFromGross,
  vatFromGross,
  vatFromNet,
} from './gross-net.ts';
export { DISCOUNT_BADGE_THRESHOLD, displayPrice } from './display-price.ts';
export type { PriceComparison, PriceDisplay, PriceDisplayInput } from './display-price.ts';
export { formatMoney } from './format.ts';
export type { CurrencySymbol, FormatLocale } from './format.ts';
export { deliveryCostDisplay } from './delivery-cost.ts';
export type { DeliveryCostDisplay } from './delivery-cost.ts';
export { cartBadge } from './badges.ts';
export type { CartBadge } from './badges.ts';
export { STOCK_COUNT_LIMIT, stockDisplay } from './stock.ts';
export type { StockDisplay } from './stock.ts';
export { unitPrice } from './unit-price.ts';
export { lowestPriceBefore, REDUCTION_LOOKBACK_DAYS, reductionStart } from './lowest-price.ts';
export type { PriceChange } from './lowest-price.ts';
export { chargedAmount, orderTotal } from './order-total.ts';
export type { OrderTotalInput } from './order-total.ts';
export { orderTotals, percentOf, priceBasis, priceLine, shownLine } from './cart-totals.ts';
export { creditNoteTotals, creditNoteTotalsOfParts, invoiceTotals } from './invoice-totals.ts';
export { couponChoice, couponSaving, type CouponChoice } from './coupon-choice.ts';
export { einvoiceAmounts } from './einvoice-amounts.ts';
export type { EInvoiceAmounts, EInvoiceCharge, EInvoiceLineInput } from './einvoice-amounts.ts';
export type { DocumentTotals, InvoiceTotals, StoredOrderAmounts } from './invoice-totals.ts';
export type { GrossNet, LinePrice, OrderTotals, OrderTotalsInput, PriceBasis, TaxedAmount, VatLine } from './cart-totals.ts';
export { countryPrices, payingPrice } from './paying-price.ts';
export type { CountryPrices, PayingPrice, StoredPrices } from './paying-price.ts';
export { couponDiscount } from './coupon-discount.ts';
export type { CouponTerms } from './coupon-discount.ts';
export { quotePostage } from './postage.ts';
export type { PostageCountry, PostageInput, PostageQuote, PostageRule } from './postage.ts';
export { isFullyRefunded, refundableAmount, refundProblem } from './refund.ts';
export type { RefundProblem } from './refund.ts';
export { paymentDifference, revenueAfterRefunds } from './revenue.ts';
export type { Revenue, RevenueInput } from './revenue.ts';
export { missingForMinimumOrder } from './minimum-order.ts';
export { paymentBalance, receivedFrom } from './payment-balance.ts';
export type { PaymentBalance, PaymentState } from './payment-balance.ts';
export { goodsRefundLeft, lineRefund, paidPerLine, returnsEverything, unitsRefund } from './line-refund.ts';
export type { LineRefund, LineRefundPart, RefundableLine } from './line-refund.ts';
