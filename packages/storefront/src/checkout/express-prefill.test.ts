import { describe, expect, it } from 'vitest';
import { expressPrefill, splitStreet } from './express-prefill.ts';

describe('the checkout filled from the wallet (express checkout)', () => {
  it('splits a wallet address line into street and house number as the form asks for them', () => {
    expect(splitStreet('Musterstraße 12')).toEqual({ street: 'Musterstraße', number: '12' });
    expect(splitStreet('Mariahilfer Straße 5/3')).toEqual({ street: 'Mariahilfer Straße', number: '5/3' });
    expect(splitStreet('Hauptstr. 7a')).toEqual({ street: 'Hauptstr.', number: '7a' });
    expect(splitStreet('Strada Lipscani 12, ')).toEqual({ street: 'Strada Lipscani', number: '12' });
    // Without a number at the end the whole line is the street; the shopper adds the number.
    expect(splitStreet('Am Markt')).toEqual({ street: 'Am Markt', number: '' });
  });

  const payer = { email: 'erika@example.com', firstname: 'Erika', lastname: 'Mustermann', street: 'Musterstraße 12', zipcode: '10115', city: 'Berlin', country_code: 'DE', phone: '030 1234567' };

  it('fills name, email and the address of the shop’s country', () => {
    expect(expressPrefill(payer, 'DE')).toEqual({
      email: 'erika@example.com',
      'invoice.firstname': 'Erika',
      'invoice.lastname': 'Mustermann',
      'invoice.street': 'Musterstraße',
      'invoice.street_number': '12',
      'invoice.zipcode': '10115',
      'invoice.city': 'Berlin',
      'invoice.phone': '030 1234567',
    });
  });

  it('leaves out an address in another country: the Romanian shop does not deliver to Berlin', () => {
    expect(expressPrefill(payer, 'RO')).toEqual({ email: 'erika@example.com', 'invoice.firstname': 'Erika', 'invoice.lastname': 'Mustermann' });
  });
});
