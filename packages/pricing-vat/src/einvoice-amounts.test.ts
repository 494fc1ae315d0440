// E-invoice amounts worked by hand ("->" is rounding half away from zero): every rate's taxable
// amount is its lines' nets + its charges - its coupon share, to the cent, and the totals are the
// invoice's own (invoiceTotals).
import { describe, expect, it } from 'vitest';
import { einvoiceAmounts } from './einvoice-amounts.ts';
import { invoiceTotals, type StoredOrderAmounts } from './invoice-totals.ts';

const amountsOf = (order: StoredOrderAmounts) => einvoiceAmounts(invoiceTotals(order), order.lines);
const none = { gross: 0, net: 0 };

describe('e-invoice amounts', () => {
  it('Germany 19 %: three lines of 10.00 EUR gross; the cent the rate holds over its lines goes onto a line', () => {
    // each line: 1000 / 1.19 = 840.34 -> 840, together 2520; the rate: 3000 / 1.19 = 2521.01 -> 2521, VAT 479
    const amounts = amountsOf({
      lines: [1, 2, 3].map(() => ({ lineGross: 1_000, lineNet: 840, rate: 19 })),
      discount: none,
      delivery: none,
      fee: none,
      total: { gross: 3_000, net: 2_521 },
      serviceRate: 19,
    });
    expect(amounts.lines).toEqual([841, 840, 840]);
    expect(amounts).toMatchObject({ lineTotal: 2_521, taxExclusive: 2_521, vat: 479, taxInclusive: 3_000, allowances: [], charges: [] });
    expect(amounts.breakdown).toEqual([{ rate: 19, gross: 3_000, net: 2_521, vat: 479 }]);
  });

  it('Romania 21 %: 242.00 Lei - 10 % coupon + 19.99 Lei delivery + 9.99 Lei ramburs fee = 247.78 Lei, TVA 43.00 Lei', () => {
    // lines 12100 / 1.21 = 10000 each; coupon 2420 / 1.21 = 2000; delivery 1999 / 1.21 = 1652.07 -> 1652;
    // fee 999 / 1.21 = 825.62 -> 826; the rate: 24778 / 1.21 = 20477.69 -> 20478 = 20000 - 2000 + 1652 + 826
    const amounts = amountsOf({
      lines: [
        { lineGross: 12_100, lineNet: 10_000, rate: 21 },
        { lineGross: 12_100, lineNet: 10_000, rate: 21 },
      ],
      discount: { gross: 2_420, net: 2_000 },
      delivery: { gross: 1_999, net: 1_652 },
      fee: { gross: 999, net: 826 },
      total: { gross: 24_778, net: 20_478 },
      serviceRate: 21,
    });
    expect(amounts.lines).toEqual([10_000, 10_000]);
    expect(amounts.allowances).toEqual([{ rate: 21, net: 2_000 }]);
    expect(amounts.charges).toEqual([
      { kind: 'delivery', rate: 21, net: 1_652 },
      { kind: 'fee', rate: 21, net: 826 },
    ]);
    expect(amounts).toMatchObject({ lineTotal: 20_000, allowanceTotal: 2_000, chargeTotal: 2_478, taxExclusive: 20_478, vat: 4_300, taxInclusive: 24_778 });
  });

  it('Austria 20 %, a company on the net basis: 200.00 + 33.33 + 5.00 postage = 238.33 EUR net, VAT 47.67 EUR', () => {
    // 23833 x 0.2 = 4766.6 -> 4767; the nets are the order's own
    const amounts = amountsOf({
      basis: 'net',
      lines: [
        { lineGross: 24_000, lineNet: 20_000, rate: 20 },
        { lineGross: 4_000, lineNet: 3_333, rate: 20 },
      ],
      discount: none,
      delivery: { gross: 600, net: 500 },
      fee: none,
      total: { gross: 28_600, net: 23_833 },
      serviceRate: 20,
    });
    expect(amounts.lines).toEqual([20_000, 3_333]);
    expect(amounts.charges).toEqual([{ kind: 'delivery', rate: 20, net: 500 }]);
    expect(amounts).toMatchObject({ taxExclusive: 23_833, vat: 4_767, taxInclusive: 28_600 });
  });

  it('Germany, goods at 7 % and only postage and fee at 19 %: the rate without lines takes its cent on the fee', () => {
    // 7 %: 1070 / 1.07 = 1000, VAT 70. 19 %: postage 399 / 1.19 = 335.29 -> 335, fee 199 / 1.19 = 167.23 -> 167,
    // together 502; the rate: 598 / 1.19 = 502.52 -> 503, VAT 95. Total 1668, net 1503.
    const amounts = amountsOf({
      lines: [{ lineGross: 1_070, lineNet: 1_000, rate: 7 }],
      discount: none,
      delivery: { gross: 399, net: 335 },
      fee: { gross: 199, net: 167 },
      total: { gross: 1_668, net: 1_503 },
      serviceRate: 19,
    });
    expect(amounts.lines).toEqual([1_000]);
    expect(amounts.charges).toEqual([
      { kind: 'delivery', rate: 19, net: 335 },
      { kind: 'fee', rate: 19, net: 168 },
    ]);
    expect(amounts).toMatchObject({ taxExclusive: 1_503, vat: 165, taxInclusive: 1_668 });
  });

  it('a 100 % coupon: the goods\' rate stays in the breakdown at 0, and its lines add up to the coupon', () => {
    // lines 3 x 840 = 2520 net; the coupon 3000 gross / 1.19 = 2521.01 -> 2521 net; the rate carries 0,
    // so a line takes the cent: 841 + 840 + 840 - 2521 = 0
    const amounts = amountsOf({
      lines: [1, 2, 3].map(() => ({ lineGross: 1_000, lineNet: 840, rate: 19 })),
      discount: { gross: 3_000, net: 2_521 },
      delivery: none,
      fee: none,
      total: none,
      serviceRate: 19,
    });
    expect(amounts.lines).toEqual([841, 840, 840]);
    expect(amounts.allowances).toEqual([{ rate: 19, net: 2_521 }]);
    expect(amounts.breakdown).toEqual([{ rate: 19, gross: 0, net: 0, vat: 0 }]);
    expect(amounts).toMatchObject({ taxExclusive: 0, vat: 0, taxInclusive: 0 });
  });

  it('goods at 7 % taken to nothing by the coupon, postage at 19 %: both rates in the breakdown', () => {
    // 7 %: 1070 / 1.07 = 1000 net, coupon 1070 -> 1000 net, nothing left. 19 %: postage 495 / 1.19 = 415.97 -> 416, VAT 79
    const amounts = amountsOf({
      lines: [{ lineGross: 1_070, lineNet: 1_000, rate: 7 }],
      discount: { gross: 1_070, net: 1_000 },
      delivery: { gross: 495, net: 416 },
      fee: none,
      total: { gross: 495, net: 416 },
      serviceRate: 19,
    });
    expect(amounts.breakdown).toEqual([
      { rate: 19, gross: 495, net: 416, vat: 79 },
      { rate: 7, gross: 0, net: 0, vat: 0 },
    ]);
    expect(amounts.lines).toEqual([1_000]);
    expect(amounts).toMatchObject({ lineTotal: 1_000, allowanceTotal: 1_000, chargeTotal: 416, taxExclusive: 416, vat: 79, taxInclusive: 495 });
  });
});
