// Worked by hand, one country at a time. Each comment shows the arithmetic in cents; "->" is the
// rounding to whole cents, half away from zero.
import { describe, expect, it } from 'vitest';
import { priceLine } from './cart-totals.ts';
import { grossFromNet, netFromGross, vatFromGross, vatFromNet } from './gross-net.ts';
import { displayPrice } from './display-price.ts';
import { formatMoney } from './format.ts';
import { countryFacts } from '@shop/contract';
import { vatRateFromTaxTitle } from './vat-rate.ts';

function rateOf(taxTitle: string): number {
  const rate = vatRateFromTaxTitle(taxTitle);
  if (rate === null) throw new Error(`no rate in ${taxTitle}`);
  return rate;
}

describe('Germany, "19% Ust."', () => {
  const rate = rateOf(countryFacts.DE.taxTitle);

  it('net 8.40 € is 10.00 € gross', () => {
    // 840 x 1.19 = 999.6 -> 1000 cents = 10.00 €; VAT 1000 - 840 = 160
    expect(grossFromNet(840, rate)).toBe(1000);
    expect(vatFromNet(840, rate)).toBe(160);
    expect(formatMoney(grossFromNet(840, rate), 'de-DE')).toBe('10,00\u00a0€');
  });

  it('net 0.50 € is 0.60 € gross: the half cent rounds up', () => {
    // 50 x 1.19 = 59.5 -> 60 (half away from zero, not to even)
    expect(grossFromNet(50, rate)).toBe(60);
  });

  it('gross 9.99 € holds 8.39 € net and 1.60 € VAT', () => {
    // 999 / 1.19 = 839.4958 -> 839; VAT 999 - 839 = 160
    expect(netFromGross(999, rate)).toBe(839);
    expect(vatFromGross(999, rate)).toBe(160);
  });

  it('a line of 3 x 8.40 € net is 3 x 10.00 € = 30.00 € gross: the shown unit price times the quantity', () => {
    // unit 840 x 1.19 = 999.6 -> 1000 as on the shelf; 3 x 1000 = 3000
    expect(priceLine(840, 3, rate).lineGross).toBe(3000);
  });
});

describe('Austria, "20% Ust."', () => {
  const rate = rateOf(countryFacts.AT.taxTitle);

  it('gross 12.00 € is 10.00 € net plus 2.00 € VAT', () => {
    // 1200 / 1.2 = 1000 exactly; VAT 1200 - 1000 = 200
    expect(netFromGross(1200, rate)).toBe(1000);
    expect(vatFromGross(1200, rate)).toBe(200);
  });

  it('gross 19.99 € holds 16.66 € net and 3.33 € VAT', () => {
    // 1999 / 1.2 = 1665.8333 -> 1666; VAT 1999 - 1666 = 333
    expect(netFromGross(1999, rate)).toBe(1666);
    expect(vatFromGross(1999, rate)).toBe(333);
  });

  it('gross 0.03 € is 0.03 € net: the half cent rounds up and no VAT is left', () => {
    // 3 / 1.2 = 2.5 -> 3; VAT 3 - 3 = 0
    expect(netFromGross(3, rate)).toBe(3);
    expect(vatFromGross(3, rate)).toBe(0);
  });

  it('net 8.33 € is 10.00 € gross', () => {
    // 833 x 1.2 = 999.6 -> 1000
    expect(grossFromNet(833, rate)).toBe(1000);
  });
});

describe('Romania, "21% TVA"', () => {
  const rate = rateOf(countryFacts.RO.taxTitle);

  it('net 0.05 is 0.06 gross', () => {
    // 5 x 1.21 = 6.05 -> 6; VAT 1
    expect(grossFromNet(5, rate)).toBe(6);
    expect(vatFromNet(5, rate)).toBe(1);
  });

  it('gross 121.00 Lei is 100.00 Lei net plus 21.00 Lei VAT', () => {
    // 12100 / 1.21 = 10000 exactly; VAT 12100 - 10000 = 2100
    expect(netFromGross(12100, rate)).toBe(10000);
    expect(vatFromGross(12100, rate)).toBe(2100);
    expect(formatMoney(12100, 'ro-RO', { symbol: 'Lei' })).toBe('121,00\u00a0Lei');
  });

  it('net 0.50 is 0.61 gross: the half cent rounds up', () => {
    // 50 x 1.21 = 60.5 -> 61
    expect(grossFromNet(50, rate)).toBe(61);
  });

  it('gross 9.99 holds 8.26 net and 1.73 VAT', () => {
    // 999 / 1.21 = 825.6198 -> 826; VAT 999 - 826 = 173
    expect(netFromGross(999, rate)).toBe(826);
    expect(vatFromGross(999, rate)).toBe(173);
  });
});

describe('a reduced price against the lowest price of the 30 days before (decision 013)', () => {
  it('DE 19 %: 7.99 € after 10.00 € (8.40 € net) is 20 % off, and 10.00 € is struck through', () => {
    // 840 x 1.19 = 999.6 -> 1000; (1000 - 799) / 1000 = 20.1 % -> 20
    const lowest = grossFromNet(840, rateOf(countryFacts.DE.taxTitle));
    expect(displayPrice({ price: 799, reduced: true, lowestBefore: lowest, manufacturerRrp: null })).toEqual({
      hidden: false,
      price: 799,
      comparison: { kind: 'lowest30Days', amount: 1000, percentOff: 20 },
    });
  });

  it('AT 20 %: 99.00 € after 120.00 € is 18 % off (17.5 % rounded half away from zero)', () => {
    // 100.00 net x 1.20 = 120.00; 21 / 120 = 17.5 % -> 18
    const lowest = grossFromNet(10000, rateOf(countryFacts.AT.taxTitle));
    expect(displayPrice({ price: 9900, reduced: true, lowestBefore: lowest, manufacturerRrp: null })).toMatchObject({ comparison: { amount: 12000, percentOff: 18 } });
  });

  it('RO 21 %: 599,99 Lei after 709,99 Lei is 15 % off; not reduced, 149,00 against an RRP of 172,84 names the RRP', () => {
    // 110.00 / 709.99 = 15.49 % -> 15
    expect(displayPrice({ price: 59999, reduced: true, lowestBefore: 70999, manufacturerRrp: null })).toMatchObject({ comparison: { amount: 70999, percentOff: 15 } });
    expect(displayPrice({ price: 14900, reduced: false, lowestBefore: null, manufacturerRrp: 17284 })).toMatchObject({ comparison: { kind: 'manufacturerRrp', amount: 17284 } });
  });
});
