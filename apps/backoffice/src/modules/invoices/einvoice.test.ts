// The parts of an e-invoice's address RO e-Factura codes: the seller's county from its region in
// words, and a Bucharest address's sector.
import { describe, expect, it } from 'vitest';
import { einvoiceCity } from './einvoice-document.ts';
import { stateCodeOfRegion } from './einvoice.ts';

const states = [
  { code: 'RO-IF', title: 'Ilfov' },
  { code: 'RO-B', title: 'București' },
  { code: 'RO-AR', title: 'Arad' },
  { code: 'RO-AG', title: 'Argeș' },
];

describe('e-invoice addresses', () => {
  it('finds the county a region names, with or without diacritics, and none in an empty region', () => {
    expect(stateCodeOfRegion('jud. Ilfov', states)).toBe('RO-IF');
    expect(stateCodeOfRegion('Municipiul Bucuresti', states)).toBe('RO-B');
    expect(stateCodeOfRegion('Judetul Arges', states)).toBe('RO-AG');
    expect(stateCodeOfRegion('', states)).toBeNull();
    expect(stateCodeOfRegion('Bayern', states)).toBeNull();
  });

  it('writes a Bucharest city as its sector, and every other city as written', () => {
    expect(einvoiceCity({ city: 'București, Sector 3', street: 'Str. Lipscani 5', extra: null, stateCode: 'RO-B' })).toBe('SECTOR3');
    expect(einvoiceCity({ city: 'Bucuresti', street: 'Bd. Unirii 1', extra: 'sectorul 4', stateCode: 'RO-B' })).toBe('SECTOR4');
    expect(einvoiceCity({ city: 'București', street: 'Str. Lipscani 5', extra: null, stateCode: 'RO-B' })).toBe('București');
    expect(einvoiceCity({ city: 'Chiajna', street: 'Str. Sectorului 7', extra: null, stateCode: 'RO-IF' })).toBe('Chiajna');
  });
});
