import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { fieldMessages } from './messages.ts';
import { hasPhoneCharacters, isValidPhoneForCountry, phoneSchema, phoneSchemaFor } from './phone.ts';

describe('phone character rule (digits, spaces, plus; 3 to 20)', () => {
  it.each(['123', '+49 170 1234567', '01701234567', '12345678901234567890'])('accepts %s', (value) => {
    expect(hasPhoneCharacters(value)).toBe(true);
  });
  it.each(['12', '123456789012345678901', '0170/1234567', '0170-1234567', '(030) 123456', 'call me'])('rejects %s', (value) => {
    expect(hasPhoneCharacters(value)).toBe(false);
  });
});

describe('phone valid for the country', () => {
  it.each([
    ['030 12345678', 'DE'],
    ['0170 1234567', 'DE'],
    ['+49 170 1234567', 'DE'],
    ['0664 1234567', 'AT'],
    ['01 58058', 'AT'],
    ['+43 664 1234567', 'AT'],
    ['0721 123 456', 'RO'],
    ['021 123 4567', 'RO'],
    ['+40 721 123 456', 'RO'],
  ] as const)('%s is valid for %s', (value, country) => {
    expect(isValidPhoneForCountry(value, country)).toBe(true);
  });

  it.each([
    ['0170 12', 'DE'],
    ['0740 123 456', 'AT'],
    ['123', 'AT'],
    ['0664 1234567', 'RO'],
    ['0170/1234567', 'DE'],
  ] as const)('%s is not valid for %s', (value, country) => {
    expect(isValidPhoneForCountry(value, country)).toBe(false);
  });

  it('accepts a valid foreign number in international format', () => {
    expect(isValidPhoneForCountry('+43 664 1234567', 'DE')).toBe(true);
  });
});

describe('phone schemas', () => {
  it('reports required, then characters, then country validity, one message at a time', () => {
    const schema = phoneSchemaFor('RO');
    expect(fieldsOf(schema, '')).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(schema, undefined)).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(schema, '0721-123-456')).toEqual([{ path: '', message: fieldMessages.phone_characters }]);
    expect(fieldsOf(schema, '0170 1234567')).toEqual([{ path: '', message: fieldMessages.phone_invalid }]);
    expect(schema.parse(' 0721 123 456 ')).toBe('0721 123 456');
  });

  it('phoneSchema alone checks only the characters', () => {
    expect(phoneSchema.parse('12345')).toBe('12345');
  });
});
