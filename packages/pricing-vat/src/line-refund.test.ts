// Refunds by lines, worked by hand for DE 19 % (with a coupon), RO 21 % and AT 20 %.
import { describe, expect, it } from 'vitest';
import { goodsRefundLeft, lineRefund, paidPerLine, returnsEverything, unitsRefund } from './line-refund.ts';

describe('what the buyer paid per line', () => {
  it('DE 19 %: 2 x 59,50 and 1 x 29,75 with a 10 % coupon of 14,88 share the coupon by gross', () => {
    // 14,88 x 119,00 / 148,75 = 11,904 and 14,88 x 29,75 / 148,75 = 2,976: floors 11,90 and 2,97,
    // the cent left goes to the larger remainder (2,976): 11,90 and 2,98.
    const lines = [
      { lineGross: 11_900, quantity: 2, rate: 19 },
      { lineGross: 2_975, quantity: 1, rate: 19 },
    ];
    expect(paidPerLine(lines, 1_488)).toEqual([10_710, 2_677]);
    expect(paidPerLine(lines, 0)).toEqual([11_900, 2_975]);
  });
});

describe('the coupon shared as the invoice shares it', () => {
  it('DE: 10,03 and 10,13 at 19 % and 16,05 at 7 % with a coupon of 3,62: per rate first (2,02 and 1,60), then over the lines', () => {
    // 3,62 x 20,16 / 36,21 = 2,0154 and 3,62 x 16,05 / 36,21 = 1,6045: floors 2,01 and 1,60, the cent
    // to 19 % (the larger remainder): the invoice states 18,14 at 19 % and 14,45 at 7 %. Within 19 %:
    // 2,02 x 10,03 / 20,16 = 1,00497 and 2,02 x 10,13 / 20,16 = 1,01503: 1,00 and 1,02.
    const paid = paidPerLine(
      [
        { lineGross: 1_003, quantity: 1, rate: 19 },
        { lineGross: 1_013, quantity: 1, rate: 19 },
        { lineGross: 1_605, quantity: 1, rate: 7 },
      ],
      362,
    );
    expect(paid).toEqual([903, 911, 1_445]);
    expect([(paid[0] ?? 0) + (paid[1] ?? 0), paid[2]]).toEqual([1_814, 1_445]);
  });
});

describe('what is left to give back as goods', () => {
  it('is what was paid less what was refunded, at most the total less what was refunded', () => {
    expect(goodsRefundLeft(19_397, 0, 19_395)).toBe(19_395);
    expect(goodsRefundLeft(10_000, 1_000, 19_395)).toBe(9_000);
    expect(goodsRefundLeft(19_395, 19_395, 19_395)).toBe(0);
  });

  it('AT net basis, returned in two refunds: the last takes the 4 cents the VAT per rate added', () => {
    // Ten lines of 12,61 gross, postage 5,89: the total 131,09 is 4 cents above what the parts make.
    const last = lineRefund({ parts: [{ paid: 1_261, quantity: 1, before: 0, units: 1, rate: 20 }], delivery: null, fee: null, left: 13_109 - 11_844, returnsEverything: true });
    expect(last.amount).toBe(1_265);
    expect(last.lines).toEqual([1_265]);
  });
});

describe('units refunded in steps', () => {
  it('DE: one of the two units of 107,10 paid gives back 53,55, the second the same', () => {
    expect(unitsRefund(10_710, 2, 0, 1)).toBe(5_355);
    expect(unitsRefund(10_710, 2, 1, 1)).toBe(5_355);
  });

  it('RO 21 %: 3 units paid 100,00 Lei together give back exactly 100,00, one at a time 33,33 + 33,34 + 33,33', () => {
    expect([unitsRefund(10_000, 3, 0, 1), unitsRefund(10_000, 3, 1, 1), unitsRefund(10_000, 3, 2, 1)]).toEqual([3_333, 3_334, 3_333]);
    expect(unitsRefund(10_000, 3, 0, 3)).toBe(10_000);
    expect(unitsRefund(10_000, 3, 1, 2)).toBe(6_667);
  });

  it('refuses more units than are left', () => {
    expect(() => unitsRefund(10_000, 3, 2, 2)).toThrow(RangeError);
    expect(() => unitsRefund(10_000, 3, 0, 1.5)).toThrow(RangeError);
  });
});

describe('a refund of lines, delivery and fee', () => {
  it('AT 20 %: one unit of 24,00 and the delivery of 5,90 give back 29,90, all at 20 %', () => {
    const refund = lineRefund({
      parts: [{ paid: 4_800, quantity: 2, before: 0, units: 1, rate: 20 }],
      delivery: { gross: 590, rate: 20 },
      fee: null,
      left: 10_000,
      returnsEverything: false,
    });
    expect(refund.amount).toBe(2_990);
    expect([...refund.byRate]).toEqual([[20, 2_990]]);
    expect(refund.lines).toEqual([2_400]);
  });

  it('DE: a 7 % book returned with the 19 % delivery of 4,90 keeps each part at its own rate', () => {
    const refund = lineRefund({
      parts: [
        { paid: 1_070, quantity: 1, before: 0, units: 1, rate: 7 },
        { paid: 5_950, quantity: 1, before: 0, units: 0, rate: 19 },
      ],
      delivery: { gross: 490, rate: 19 },
      fee: null,
      left: 7_510,
      returnsEverything: false,
    });
    expect(refund.amount).toBe(1_560);
    expect(new Map(refund.byRate)).toEqual(new Map([[7, 1_070], [19, 490]]));
  });

  it('RO: the whole order with its ramburs fee of 9,99 Lei returns what was paid, to the leu', () => {
    const refund = lineRefund({
      parts: [{ paid: 10_000, quantity: 3, before: 1, units: 2, rate: 21 }],
      delivery: { gross: 1_999, rate: 21 },
      fee: { gross: 999, rate: 21 },
      left: 9_665,
      returnsEverything: true,
    });
    // 66,67 + 19,99 + 9,99 = 96,65 Lei, exactly what is left after the first unit's 33,33.
    expect(refund.amount).toBe(9_665);
    expect([refund.lines, refund.delivery, refund.fee]).toEqual([[6_667], 1_999, 999]);
  });

  it('never gives back more than is left: a refund of 10,00 before caps the next one', () => {
    const refund = lineRefund({
      parts: [{ paid: 11_900, quantity: 1, before: 0, units: 1, rate: 19 }],
      delivery: null,
      fee: null,
      left: 10_900,
      returnsEverything: true,
    });
    // 10,00 went back by amount before: the line's 119,00 is capped at the 109,00 left.
    expect(refund.amount).toBe(10_900);
    expect([...refund.byRate]).toEqual([[19, 10_900]]);
    expect(refund.lines).toEqual([10_900]);
  });

  it('AT net basis: the last refund takes the cent the VAT per rate added', () => {
    const refund = lineRefund({
      parts: [{ paid: 12_000, quantity: 1, before: 0, units: 1, rate: 20 }],
      delivery: null,
      fee: null,
      left: 12_001,
      returnsEverything: true,
    });
    expect(refund.amount).toBe(12_001);
    expect(refund.lines).toEqual([12_001]);
    // Not returning everything, the refund stays at what the lines make.
    expect(lineRefund({ parts: [{ paid: 12_000, quantity: 2, before: 0, units: 1, rate: 20 }], delivery: null, fee: null, left: 12_001, returnsEverything: false }).amount).toBe(6_000);
  });

  it('returning everything of an overpaid order does not pay back the excess as goods', () => {
    const refund = lineRefund({
      parts: [{ paid: 11_900, quantity: 1, before: 0, units: 1, rate: 19 }],
      delivery: null,
      fee: null,
      // Paid 219,00 for a total of 119,00: 119,00 of it is goods.
      left: goodsRefundLeft(21_900, 0, 11_900),
      returnsEverything: true,
    });
    expect(refund.amount).toBe(11_900);
  });
});

describe('a capped refund shared over its parts', () => {
  it('DE: 20,00 left for a unit of 30,00 and the delivery of 10,00 gives 15,00 and 5,00', () => {
    const refund = lineRefund({
      parts: [{ paid: 3_000, quantity: 1, before: 0, units: 1, rate: 19 }],
      delivery: { gross: 1_000, rate: 19 },
      fee: null,
      left: 2_000,
      returnsEverything: false,
    });
    expect([refund.amount, refund.lines, refund.delivery]).toEqual([2_000, [1_500], 500]);
  });
});

describe('a choice that returns everything', () => {
  it('takes every open unit, and the delivery and fee where charged and not refunded yet', () => {
    const lines = [{ quantity: 3, refunded: 1, units: 2 }, { quantity: 1, refunded: 1, units: 0 }];
    expect(returnsEverything(lines, [{ charged: 490, refunded: false, asked: true }, { charged: 0, refunded: false, asked: false }])).toBe(true);
    expect(returnsEverything(lines, [{ charged: 490, refunded: false, asked: false }])).toBe(false);
    expect(returnsEverything([{ quantity: 3, refunded: 1, units: 1 }], [])).toBe(false);
  });
});
