import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { addressFieldsSchema } from './address.ts';
import { fieldMessages } from './messages.ts';

const germanAddress = {
  label: 'Zuhause',
  firstname: 'Max',
  lastname: 'Mustermann',
  street: 'Hauptstraße',
  street_number: '12a',
  zipcode: '10115',
  city: 'Berlin',
  country_id: 5,
  state_id: 3,
  phone: '030 12345678',
};

describe('address fields', () => {
  it('parses a complete German address', () => {
    expect(addressFieldsSchema.parse(germanAddress)).toEqual(germanAddress);
  });

  it('requires every field but the phone: postcode, street name, street number, city, state, country, label', () => {
    const fields = fieldsOf(addressFieldsSchema, {
      ...germanAddress,
      label: '',
      street: ' ',
      street_number: '',
      zipcode: '',
      city: '',
      phone: '',
      state_id: undefined,
    });
    expect(fields).toEqual([
      { path: 'label', message: fieldMessages.required },
      { path: 'street', message: fieldMessages.required },
      { path: 'street_number', message: fieldMessages.required },
      { path: 'zipcode', message: fieldMessages.required },
      { path: 'city', message: fieldMessages.required },
      { path: 'state_id', message: fieldMessages.required },
    ]);
  });

  it('needs a phone where the country says so (Romania), not in Germany or Austria (decision 019)', () => {
    expect(addressFieldsSchema.parse({ ...germanAddress, phone: '' }).phone).toBe('');
    expect(addressFieldsSchema.parse({ ...germanAddress, phone: undefined }).phone).toBe('');
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 13, zipcode: '1010', phone: '' })).toEqual([]);
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 146, zipcode: '010011', phone: '' })).toEqual([
      { path: 'phone', message: fieldMessages.required },
    ]);
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 146, zipcode: '010011', phone: '+40 21 123 4567' })).toEqual([]);
    // A number that is given must still be a number of the country.
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, phone: '12' })).toEqual([{ path: 'phone', message: fieldMessages.phone_characters }]);
  });

  it('requires a shop country', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 64 })).toEqual([
      { path: 'country_id', message: fieldMessages.country_unsupported },
    ]);
  });

  it('checks the postal code against the chosen country', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 13, zipcode: '10115', phone: '0664 1234567' })).toEqual([
      { path: 'zipcode', message: fieldMessages.postcode_invalid },
    ]);
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, country_id: 146, zipcode: '010011', phone: '0721 123 456' })).toEqual([]);
  });

  it('checks the postal code also while a required field is empty', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, label: '', zipcode: '1010' })).toEqual([
      { path: 'label', message: fieldMessages.required },
      { path: 'zipcode', message: fieldMessages.postcode_invalid },
    ]);
  });

  it('checks the phone against the chosen country, also while other fields are wrong', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, firstname: 'M', phone: '0170 12' })).toEqual([
      { path: 'firstname', message: fieldMessages.name_too_short },
      { path: 'phone', message: fieldMessages.phone_invalid },
    ]);
  });

  it('reports a phone with other characters once, with the character rule', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, phone: '030/12345678' })).toEqual([
      { path: 'phone', message: fieldMessages.phone_characters },
    ]);
  });

  it('checks an optional cellphone only when given', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, cellphone: '' })).toEqual([]);
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, cellphone: '0170 1234567' })).toEqual([]);
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, cellphone: '0170 12' })).toEqual([
      { path: 'cellphone', message: fieldMessages.phone_invalid },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(fieldsOf(addressFieldsSchema, { ...germanAddress, street2: 'x' })).toEqual([{ path: 'street2', message: 'Unknown field.' }]);
  });
});
