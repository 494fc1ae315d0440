import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { fieldMessages } from './messages.ts';
import { isValidPostcode, postcodeSchemaFor } from './postcode.ts';

describe('postal codes', () => {
  it.each([
    ['10115', 'DE'],
    ['01067', 'DE'],
    ['1010', 'AT'],
    ['9020', 'AT'],
    ['010011', 'RO'],
    [' 700259 ', 'RO'],
  ] as const)('%s is valid for %s', (value, country) => {
    expect(isValidPostcode(value, country)).toBe(true);
  });

  it.each([
    ['1011', 'DE'],
    ['101155', 'DE'],
    ['10 115', 'DE'],
    ['10115', 'AT'],
    ['A-1010', 'AT'],
    ['01001', 'RO'],
    ['0100111', 'RO'],
  ] as const)('%s is not valid for %s', (value, country) => {
    expect(isValidPostcode(value, country)).toBe(false);
  });

  it('the schema reports required and invalid with the field messages', () => {
    const schema = postcodeSchemaFor('AT');
    expect(fieldsOf(schema, '')).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(schema, '12345')).toEqual([{ path: '', message: fieldMessages.postcode_invalid }]);
    expect(schema.parse(' 1010 ')).toBe('1010');
  });
});
