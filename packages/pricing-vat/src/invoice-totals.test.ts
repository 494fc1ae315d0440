// Invoice and credit-note amounts from an order's stored cents, worked by hand per country ("->" is
// rounding half away from zero). The stored amounts are what cart-totals.ts charged at placement.
import { describe, expect, it } from 'vitest';
import { creditNoteTotals, creditNoteTotalsOfParts, invoiceTotals } from './invoice-totals.ts';

describe('invoice totals from the stored order', () => {
  it('Germany 19 %: 2 x 169.00 - 10 % coupon + 4.95 postage = 309.15 EUR, VAT 49.36 EUR', () => {
    // 33800 - 3380 + 495 = 30915; net 30915 / 1.19 = 25978.99 -> 25979; VAT 4936
    // discount net 3380 / 1.19 = 2840.34 -> 2840; postage net 495 / 1.19 = 415.97 -> 416
    const totals = invoiceTotals({
      lines: [{ lineGross: 33_800, lineNet: 28_403, rate: 19 }],
      discount: { gross: 3_380, net: 2_840 },
      delivery: { gross: 495, net: 416 },
      fee: { gross: 0, net: 0 },
      total: { gross: 30_915, net: 25_979 },
      serviceRate: 19,
    });
    expect(totals.rates).toEqual([{ rate: 19, gross: 30_915, net: 25_979, vat: 4_936 }]);
    expect(totals.vat).toBe(4_936);
    expect(totals.serviceRate).toBe(19);
    expect(totals.goods).toEqual({ gross: 33_800, net: 28_403 });
  });

  it('Austria 20 %: 275.97 + 5.90 postage + 2.00 cash-on-delivery fee = 283.87 EUR, VAT 47.31 EUR', () => {
    // 27597 + 590 + 200 = 28387; net 28387 / 1.2 = 23655.83 -> 23656; VAT 4731
    // postage net 590 / 1.2 = 491.67 -> 492; fee net 200 / 1.2 = 166.67 -> 167
    const totals = invoiceTotals({
      lines: [{ lineGross: 27_597, lineNet: 22_998, rate: 20 }],
      discount: { gross: 0, net: 0 },
      delivery: { gross: 590, net: 492 },
      fee: { gross: 200, net: 167 },
      total: { gross: 28_387, net: 23_656 },
      serviceRate: 20,
    });
    expect(totals.rates).toEqual([{ rate: 20, gross: 28_387, net: 23_656, vat: 4_731 }]);
    expect(totals.fee).toEqual({ gross: 200, net: 167 });
  });

  it('Romania 21 %: 2,129.97 Lei - 50.00 Lei coupon, free delivery = 2,079.97 Lei, TVA 360.99 Lei', () => {
    // 212997 - 5000 = 207997; net 207997 / 1.21 = 171898.35 -> 171898; VAT 36099
    // discount net 5000 / 1.21 = 4132.23 -> 4132
    const totals = invoiceTotals({
      lines: [{ lineGross: 212_997, lineNet: 176_031, rate: 21 }],
      discount: { gross: 5_000, net: 4_132 },
      delivery: { gross: 0, net: 0 },
      fee: { gross: 0, net: 0 },
      total: { gross: 207_997, net: 171_898 },
      serviceRate: 21,
    });
    expect(totals.rates).toEqual([{ rate: 21, gross: 207_997, net: 171_898, vat: 36_099 }]);
  });

  it('a VAT-exempt EU company pays postage net: everything at 0 %', () => {
    // lines 3 x 318.49 = 95547 at 0 %; postage 4.95 gross charged as its net 495 / 1.19 = 415.97 -> 416
    const totals = invoiceTotals({
      lines: [{ lineGross: 95_547, lineNet: 95_547, rate: 0 }],
      discount: { gross: 0, net: 0 },
      delivery: { gross: 416, net: 416 },
      fee: { gross: 0, net: 0 },
      total: { gross: 95_963, net: 95_963 },
      serviceRate: 19,
    });
    expect(totals.serviceRate).toBe(0);
    expect(totals.rates).toEqual([{ rate: 0, gross: 95_963, net: 95_963, vat: 0 }]);
    expect(totals.vat).toBe(0);
  });

  it('a company order with a zero-VAT line lists both rates; postage goes to 19 %', () => {
    // goods 11900 at 19 % and 5000 at 0 %, coupon 1690 shared 1190 / 500 (see cart-totals);
    // 19 %: 11900 - 1190 + 495 = 11205, net 11205 / 1.19 = 9415.97 -> 9416, VAT 1789; 0 %: 4500
    const totals = invoiceTotals({
      lines: [
        { lineGross: 11_900, lineNet: 10_000, rate: 19 },
        { lineGross: 5_000, lineNet: 5_000, rate: 0 },
      ],
      discount: { gross: 1_690, net: 1_500 },
      delivery: { gross: 495, net: 416 },
      fee: { gross: 0, net: 0 },
      total: { gross: 15_705, net: 13_916 },
      serviceRate: 19,
    });
    expect(totals.rates).toEqual([
      { rate: 19, gross: 11_205, net: 9_416, vat: 1_789 },
      { rate: 0, gross: 4_500, net: 4_500, vat: 0 },
    ]);
  });

  it('Germany 19 %, a company order on the net basis: 284.04 - 28.40 + 4.16 = 259.80 EUR net, VAT 49.36, 309.16 EUR', () => {
    // 2 x 142.02 net = 28404; coupon 10 % of the net 2840; postage net 416; VAT 25980 x 0.19 = 4936.2 -> 4936
    // reference grosses: goods 28404 x 1.19 = 33800.76 -> 33801; discount 2840 x 1.19 = 3379.6 -> 3380; postage 416 x 1.19 = 495.04 -> 495
    const totals = invoiceTotals({
      lines: [{ lineGross: 33_801, lineNet: 28_404, rate: 19 }],
      discount: { gross: 3_380, net: 2_840 },
      delivery: { gross: 495, net: 416 },
      fee: { gross: 0, net: 0 },
      total: { gross: 30_916, net: 25_980 },
      serviceRate: 19,
      basis: 'net',
    });
    expect(totals.basis).toBe('net');
    expect(totals.goods).toEqual({ gross: 33_801, net: 28_404 });
    expect(totals.rates).toEqual([{ rate: 19, gross: 30_916, net: 25_980, vat: 4_936 }]);
  });

  it('refuses stored amounts that do not add up', () => {
    expect(() =>
      invoiceTotals({
        lines: [{ lineGross: 33_800, lineNet: 28_403, rate: 19 }],
        discount: { gross: 0, net: 0 },
        delivery: { gross: 0, net: 0 },
        fee: { gross: 0, net: 0 },
        total: { gross: 33_801, net: 28_403 },
        serviceRate: 19,
      }),
    ).toThrow(RangeError);
  });
});

describe('credit note totals', () => {
  it('Germany: 100.00 EUR back of a 19 % invoice holds 15.97 EUR VAT', () => {
    // net 10000 / 1.19 = 8403.36 -> 8403; VAT 1597
    expect(creditNoteTotals(10_000, [{ rate: 19, gross: 30_915, net: 25_979, vat: 4_936 }])).toEqual({
      total: { gross: 10_000, net: 8_403 },
      rates: [{ rate: 19, gross: 10_000, net: 8_403, vat: 1_597 }],
      vat: 1_597,
    });
  });

  it('Austria: refunding the whole invoice gives back exactly its VAT', () => {
    const invoice = [{ rate: 20, gross: 28_387, net: 23_656, vat: 4_731 }];
    expect(creditNoteTotals(28_387, invoice)).toEqual({ total: { gross: 28_387, net: 23_656 }, rates: invoice, vat: 4_731 });
  });

  it('Romania: one item of 709.99 Lei back holds 123.22 Lei TVA', () => {
    // net 70999 / 1.21 = 58676.86 -> 58677; VAT 12322
    expect(creditNoteTotals(70_999, [{ rate: 21, gross: 207_997, net: 171_898, vat: 36_099 }]).rates).toEqual([{ rate: 21, gross: 70_999, net: 58_677, vat: 12_322 }]);
  });

  it('shares a refund over two rates in proportion, the parts adding up exactly', () => {
    // 5000 x 11205 / 15705 = 3567.33, 5000 x 4500 / 15705 = 1432.66: floors 3567 + 1432 = 4999, the
    // cent left goes to the larger remainder (0 %): 3567 and 1433. 19 %: net 3567 / 1.19 = 2997.48 -> 2997, VAT 570
    const totals = creditNoteTotals(5_000, [
      { rate: 19, gross: 11_205, net: 9_416, vat: 1_789 },
      { rate: 0, gross: 4_500, net: 4_500, vat: 0 },
    ]);
    expect(totals.rates).toEqual([
      { rate: 19, gross: 3_567, net: 2_997, vat: 570 },
      { rate: 0, gross: 1_433, net: 1_433, vat: 0 },
    ]);
    expect(totals.total).toEqual({ gross: 5_000, net: 4_430 });
  });

  it('refuses nothing, less than nothing, or more than was invoiced', () => {
    const invoice = [{ rate: 19, gross: 1_000, net: 840, vat: 160 }];
    expect(() => creditNoteTotals(0, invoice)).toThrow(RangeError);
    expect(() => creditNoteTotals(-1, invoice)).toThrow(RangeError);
    expect(() => creditNoteTotals(1_001, invoice)).toThrow(RangeError);
  });
});

describe('a credit note of a refund by its parts', () => {
  it('DE: a 7 % book of 10,70 and the 19 % delivery of 4,90 keep their own rates', () => {
    // 10,70 / 1,07 = 10,00 net, 0,70 VAT; 4,90 / 1,19 = 4,1176 -> 4,12 net, 0,78 VAT.
    const totals = creditNoteTotalsOfParts(1_560, [
      { gross: 1_070, rate: 7 },
      { gross: 490, rate: 19 },
      { gross: 0, rate: 19 },
    ]);
    expect(totals.rates).toEqual([
      { rate: 7, gross: 1_070, net: 1_000, vat: 70 },
      { rate: 19, gross: 490, net: 412, vat: 78 },
    ]);
    expect(totals.total).toEqual({ gross: 1_560, net: 1_412 });
  });
});
