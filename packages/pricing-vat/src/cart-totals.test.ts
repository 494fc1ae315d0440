// Cart lines and totals, worked by hand for each country ("->" is rounding half away from zero),
// then checked over random carts: what the lines show adds up to what is charged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals, percentOf, priceBasis, priceLine, shownLine } from './cart-totals.ts';
import { grossFromNet } from './gross-net.ts';

describe('a line is the shown unit price times the quantity', () => {
  it('Germany 19 %: 3 x 379.00 EUR is 1,137.00 EUR, not 1,137.01 EUR', () => {
    // unit net 37900 / 1.19 = 31848.74 -> 31849 (the stored price); shown 31849 x 1.19 = 37900.31 -> 37900
    // line 3 x 37900 = 113700; net 113700 / 1.19 = 95546.22 -> 95546; VAT 18154.
    // Rounding the line from its net would give 3 x 31849 = 95547 x 1.19 = 113700.93 -> 113701.
    expect(priceLine(31_849, 3, 19)).toEqual({ rate: 19, unitNet: 31_849, unitGross: 37_900, lineGross: 113_700, lineNet: 95_546 });
  });

  it('Germany 19 %: 2 x 169.00 EUR is 338.00 EUR', () => {
    // net 16900 / 1.19 = 14201.68 -> 14202; shown 14202 x 1.19 = 16900.38 -> 16900; line 33800
    expect(priceLine(14_202, 2, 19).lineGross).toBe(33_800);
  });

  it('Austria 20 %: 3 x 91.99 EUR is 275.97 EUR', () => {
    // net 9199 / 1.2 = 7665.83 -> 7666; shown 7666 x 1.2 = 9199.2 -> 9199; line 27597
    // net 27597 / 1.2 = 22997.5 -> 22998; VAT 4599
    expect(priceLine(7_666, 3, 20)).toEqual({ rate: 20, unitNet: 7_666, unitGross: 9_199, lineGross: 27_597, lineNet: 22_998 });
  });

  it('Romania 21 %: 3 x 709.99 Lei is 2,129.97 Lei', () => {
    // net 70999 / 1.21 = 58676.86 -> 58677; shown 58677 x 1.21 = 70999.17 -> 70999; line 212997
    // net 212997 / 1.21 = 176030.58 -> 176031; VAT 36966
    expect(priceLine(58_677, 3, 21)).toEqual({ rate: 21, unitNet: 58_677, unitGross: 70_999, lineGross: 212_997, lineNet: 176_031 });
  });

  it('a net buyer (rate 0) pays the net unit price times the quantity', () => {
    expect(priceLine(31_849, 3, 0)).toEqual({ rate: 0, unitNet: 31_849, unitGross: 31_849, lineGross: 95_547, lineNet: 95_547 });
  });
});

describe('order totals', () => {
  it('Germany: 338.00 - 10 % coupon + 4.95 postage = 309.15 EUR with 49.36 EUR VAT', () => {
    // discount 10 % of 33800 = 3380; 33800 - 3380 + 495 = 30915
    // all at 19 %: net 30915 / 1.19 = 25978.99 -> 25979; VAT 4936
    const totals = orderTotals({
      lines: [priceLine(14_202, 2, 19)],
      discount: percentOf(33_800, 10),
      delivery: { gross: 495, rate: 19 },
      fee: null,
    });
    expect(totals.goods.gross).toBe(33_800);
    expect(totals.discount.gross).toBe(3_380);
    expect(totals.total).toEqual({ gross: 30_915, net: 25_979 });
    expect(totals.vat).toEqual([{ rate: 19, gross: 30_915, net: 25_979, vat: 4_936 }]);
    // goods net 33800 / 1.19 = 28403.36 -> 28403; discount net 3380 / 1.19 = 2840.34 -> 2840; postage net 495 / 1.19 = 415.97 -> 416
    expect(totals.goods.net).toBe(28_403);
    expect(totals.discount.net).toBe(2_840);
    expect(totals.delivery.net).toBe(416);
  });

  it('Austria: 275.97 + 5.90 postage + 2.00 cash-on-delivery fee = 283.87 EUR with 47.31 EUR VAT', () => {
    // 27597 + 590 + 200 = 28387; net 28387 / 1.2 = 23655.83 -> 23656; VAT 4731
    const totals = orderTotals({ lines: [priceLine(7_666, 3, 20)], discount: 0, delivery: { gross: 590, rate: 20 }, fee: { gross: 200, rate: 20 } });
    expect(totals.total).toEqual({ gross: 28_387, net: 23_656 });
    expect(totals.vat).toEqual([{ rate: 20, gross: 28_387, net: 23_656, vat: 4_731 }]);
  });

  it('Romania: 2,129.97 Lei - 50.00 Lei coupon, free delivery = 2,079.97 Lei with 360.99 Lei VAT', () => {
    // 212997 - 5000 = 207997; net 207997 / 1.21 = 171898.35 -> 171898; VAT 36099
    const totals = orderTotals({ lines: [priceLine(58_677, 3, 21)], discount: 5_000, delivery: { gross: 0, rate: 21 }, fee: null });
    expect(totals.total).toEqual({ gross: 207_997, net: 171_898 });
    expect(totals.vat).toEqual([{ rate: 21, gross: 207_997, net: 171_898, vat: 36_099 }]);
  });

  it('a company cart with a zero-VAT line shares the coupon over both rates', () => {
    // goods 11900 at 19 % and 5000 at 0 %: 16900; coupon 1690 shared 11900/16900 and 5000/16900
    // -> 1190 and 500; at 19 %: 11900 - 1190 = 10710, net 9000, VAT 1710; at 0 %: 4500
    const totals = orderTotals({ lines: [{ lineGross: 11_900, rate: 19 }, { lineGross: 5_000, rate: 0 }], discount: 1_690, delivery: null, fee: null });
    expect(totals.total).toEqual({ gross: 15_210, net: 13_500 });
    expect(totals.vat).toEqual([{ rate: 19, gross: 10_710, net: 9_000, vat: 1_710 }]);
    expect(totals.discount).toEqual({ gross: 1_690, net: 1_500 });
  });

  it('a coupon larger than the goods takes off the goods, never the delivery', () => {
    const totals = orderTotals({ lines: [{ lineGross: 1_000, rate: 19 }], discount: 5_000, delivery: { gross: 590, rate: 19 }, fee: null });
    expect(totals.discount.gross).toBe(1_000);
    expect(totals.total.gross).toBe(590);
  });

  it('percentOf rounds half away from zero and takes decimal percentages', () => {
    expect(percentOf(33_800, 10)).toBe(3_380);
    expect(percentOf(999, 5)).toBe(50); // 49.95 -> 50
    expect(percentOf(1_001, 12.5)).toBe(125); // 125.125 -> 125
    expect(() => percentOf(1_000, 101)).toThrow(RangeError);
  });
});

describe('company and VAT-exempt customers are priced on the net basis (decision 014)', () => {
  it('consumers and guests see gross prices, company and VAT-exempt customers net ones', () => {
    expect(priceBasis(null)).toBe('gross');
    expect(priceBasis({ isCompany: false, excludeVat: false })).toBe('gross');
    expect(priceBasis({ isCompany: true, excludeVat: false })).toBe('net');
    expect(priceBasis({ isCompany: true, excludeVat: true })).toBe('net');
  });

  it('a line shows its unit price and total on the buyer\'s basis', () => {
    const line = { unitNet: 14_202, unitGross: 16_900, quantity: 2, lineNet: 28_404, lineGross: 33_800 };
    expect(shownLine(line, 'gross')).toEqual({ unit: 16_900, total: 33_800 });
    expect(shownLine(line, 'net')).toEqual({ unit: 14_202, total: 28_404 });
    // an older stored line without its total: unit x quantity
    expect(shownLine({ unitNet: 14_202, unitGross: 16_900, quantity: 2 }, 'gross')).toEqual({ unit: 16_900, total: 33_800 });
  });

  it('a net line is the net unit price times the quantity', () => {
    // 3 x 318.49 = 955.47 net; its own gross for reference 95547 x 1.19 = 113700.93 -> 113701
    expect(priceLine(31_849, 3, 19, 'net')).toEqual({ rate: 19, unitNet: 31_849, unitGross: 37_900, lineGross: 113_701, lineNet: 95_547 });
  });

  it('Germany 19 %: 2 x 142.02 - 10 % coupon + 4.16 postage = 259.80 net, plus 49.36 VAT = 309.16 EUR', () => {
    // goods 2 x 14202 = 28404; coupon 10 % of 28404 = 2840.4 -> 2840; postage 4.95 gross -> 495 / 1.19 = 415.97 -> 416
    // net 28404 - 2840 + 416 = 25980; VAT 25980 x 0.19 = 4936.2 -> 4936; charged 30916
    const totals = orderTotals({
      basis: 'net',
      lines: [priceLine(14_202, 2, 19, 'net')],
      discount: percentOf(28_404, 10),
      delivery: { gross: 495, rate: 19 },
      fee: null,
    });
    expect(totals.goods.net).toBe(28_404);
    expect(totals.discount.net).toBe(2_840);
    expect(totals.delivery.net).toBe(416);
    expect(totals.total).toEqual({ gross: 30_916, net: 25_980 });
    expect(totals.vat).toEqual([{ rate: 19, gross: 30_916, net: 25_980, vat: 4_936 }]);
  });

  it('Austria 20 %: 3 x 76.66 + 4.92 postage + 1.67 fee = 236.57 net, plus 47.31 VAT = 283.88 EUR', () => {
    // goods 3 x 7666 = 22998; postage 590 / 1.2 = 491.67 -> 492; fee 200 / 1.2 = 166.67 -> 167
    // net 22998 + 492 + 167 = 23657; VAT 23657 x 0.2 = 4731.4 -> 4731; charged 28388
    const totals = orderTotals({ basis: 'net', lines: [priceLine(7_666, 3, 20, 'net')], discount: 0, delivery: { gross: 590, rate: 20 }, fee: { gross: 200, rate: 20 } });
    expect(totals.total).toEqual({ gross: 28_388, net: 23_657 });
    expect(totals.vat).toEqual([{ rate: 20, gross: 28_388, net: 23_657, vat: 4_731 }]);
  });

  it('Romania 21 %: 3 x 586.77 - 50.00 coupon = 1,710.31 Lei net, plus 359.17 TVA = 2,069.48 Lei', () => {
    // goods 3 x 58677 = 176031; coupon 5000 net: 171031; TVA 171031 x 0.21 = 35916.51 -> 35917; charged 206948
    const totals = orderTotals({ basis: 'net', lines: [priceLine(58_677, 3, 21, 'net')], discount: 5_000, delivery: { gross: 0, rate: 21 }, fee: null });
    expect(totals.total).toEqual({ gross: 206_948, net: 171_031 });
    expect(totals.vat).toEqual([{ rate: 21, gross: 206_948, net: 171_031, vat: 35_917 }]);
  });

  it('a VAT-exempt customer (rate 0) gets the same figures on either basis, with no VAT', () => {
    const line = priceLine(31_849, 3, 0, 'net');
    const input = { lines: [line], discount: 1_000, delivery: { gross: 416, rate: 0 }, fee: null };
    expect(orderTotals({ ...input, basis: 'net' })).toEqual(orderTotals(input));
    expect(orderTotals({ ...input, basis: 'net' }).vat).toEqual([]);
  });
});

describe('random carts in the three countries', () => {
  const line = fc.record({ unitNet: fc.integer({ min: 1, max: 2_000_000 }), quantity: fc.integer({ min: 1, max: 60 }), zeroVat: fc.boolean() });
  const cart = fc.record({
    rate: fc.constantFrom(19, 20, 21),
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    coupon: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
    ),
    delivery: fc.option(fc.integer({ min: 0, max: 9_000 }), { nil: null }),
    fee: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  });

  it('every shown line, the shown total and the charged total agree to the cent', () => {
    fc.assert(
      fc.property(cart, ({ rate, lines, coupon, delivery, fee }) => {
        const priced = lines.map((l) => priceLine(l.unitNet, l.quantity, l.zeroVat ? 0 : rate));
        lines.forEach((request, index) => {
          const p = priced[index];
          expect(p?.unitGross).toBe(grossFromNet(request.unitNet, request.zeroVat ? 0 : rate));
          expect(p?.lineGross).toBe((p?.unitGross ?? NaN) * request.quantity);
          expect(p?.lineNet).toBeLessThanOrEqual(p?.lineGross ?? NaN);
        });
        const goods = priced.reduce((sum, p) => sum + p.lineGross, 0);
        const discount = coupon.kind === 'percent' ? percentOf(goods, coupon.percent) : coupon.kind === 'amount' ? coupon.cents : 0;
        const totals = orderTotals({
          lines: priced,
          discount,
          delivery: delivery === null ? null : { gross: delivery, rate },
          fee: fee === null ? null : { gross: fee, rate },
        });
        const shownDiscount = Math.min(discount, goods);
        // What the cart shows, line by line, is what is charged.
        expect(totals.goods.gross).toBe(goods);
        expect(totals.discount.gross).toBe(shownDiscount);
        expect(totals.total.gross).toBe(goods - shownDiscount + (delivery ?? 0) + (fee ?? 0));
        // Net plus the VAT of each rate is the charged total, and each rate's VAT is within half a
        // cent of the exact share of its gross.
        const vat = totals.vat.reduce((sum, v) => sum + v.vat, 0);
        expect(totals.total.net + vat).toBe(totals.total.gross);
        for (const v of totals.vat) {
          expect(v.net + v.vat).toBe(v.gross);
          expect(Math.abs(v.vat * (100 + v.rate) - v.gross * v.rate)).toBeLessThanOrEqual((100 + v.rate) / 2);
        }
        const zeroRated = totals.total.gross - totals.vat.reduce((sum, v) => sum + v.gross, 0);
        expect(zeroRated).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('on the net basis, shown net lines add up to the shown net total, and net plus each rate\'s VAT is what is charged', () => {
    fc.assert(
      fc.property(cart, ({ rate, lines, coupon, delivery, fee }) => {
        const priced = lines.map((l) => priceLine(l.unitNet, l.quantity, l.zeroVat ? 0 : rate, 'net'));
        lines.forEach((request, index) => expect(priced[index]?.lineNet).toBe(request.unitNet * request.quantity));
        const goods = priced.reduce((sum, p) => sum + p.lineNet, 0);
        const discount = coupon.kind === 'percent' ? percentOf(goods, coupon.percent) : coupon.kind === 'amount' ? coupon.cents : 0;
        const totals = orderTotals({
          basis: 'net',
          lines: priced,
          discount,
          delivery: delivery === null ? null : { gross: delivery, rate },
          fee: fee === null ? null : { gross: fee, rate },
        });
        const shownDiscount = Math.min(discount, goods);
        expect(totals.goods.net).toBe(goods);
        expect(totals.discount.net).toBe(shownDiscount);
        // The shown rows (goods, coupon, postage, fee) add up to the shown net total ...
        expect(totals.total.net).toBe(goods - shownDiscount + totals.delivery.net + totals.fee.net);
        // ... and the shown VAT rows on top of it to the charged total.
        const vat = totals.vat.reduce((sum, v) => sum + v.vat, 0);
        expect(totals.total.net + vat).toBe(totals.total.gross);
        for (const v of totals.vat) {
          expect(v.net + v.vat).toBe(v.gross);
          // each rate's VAT is its net times the rate, to half a cent
          expect(Math.abs(v.vat * 100 - v.net * v.rate)).toBeLessThanOrEqual(50);
        }
      }),
      { numRuns: 500 },
    );
  });
});
