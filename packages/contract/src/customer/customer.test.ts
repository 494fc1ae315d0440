import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { fieldMessages } from '../fields/messages.ts';
import { fieldsOf } from '../test-utils.ts';
import { addressCreateBodySchema, addressListQuerySchema, addressUpdateBodySchema } from './address.ts';
import { convertGuestBodySchema, loginBodySchema, registerBodySchema } from './auth.ts';
import { changePasswordBodySchema } from './password.ts';
import { refreshTokenBodySchema } from './token.ts';

const address = {
  label: 'Büro',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Mariahilfer Straße',
  street_number: '1',
  zipcode: '1060',
  city: 'Wien',
  country_id: 13,
  state_id: 9,
  phone: '+43 664 1234567',
};

const person = {
  title_id: 2,
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'Erika@Example.at',
  email_confirm: 'erika@example.at ',
  password: 'geheim12',
  password_confirm: 'geheim12',
  locale: 'de_AT',
  address,
};

describe('registration', () => {
  it('parses a private customer and lower-cases the email', () => {
    const data = registerBodySchema.parse(person);
    expect(data.email).toBe('erika@example.at');
    expect(data.newsletter).toBe(false);
  });

  it('needs matching emails and passwords, shown with the other problems', () => {
    expect(fieldsOf(registerBodySchema, { ...person, firstname: 'E', email_confirm: 'erika@example.de', password_confirm: 'geheim12!' })).toEqual([
      { path: 'firstname', message: fieldMessages.name_too_short },
      { path: 'email_confirm', message: fieldMessages.emails_mismatch },
      { path: 'password_confirm', message: fieldMessages.passwords_mismatch },
    ]);
  });

  it('needs a new password of at least 8 characters (the spec\'s 4 is not enough for new passwords)', () => {
    expect(registerBodySchema.safeParse({ ...person, password: '12345678', password_confirm: '12345678' }).success).toBe(true);
    expect(fieldsOf(registerBodySchema, { ...person, password: 'abcdefg', password_confirm: 'abcdefg' })).toEqual([
      { path: 'password', message: fieldMessages.password_too_short },
    ]);
  });

  it('needs company and VAT id for a company title, and normalises the VAT id for the address country', () => {
    expect(fieldsOf(registerBodySchema, { ...person, title_id: 3 })).toEqual([
      { path: 'company', message: fieldMessages.company_required },
      { path: 'vat_id', message: fieldMessages.required },
    ]);
    const company = registerBodySchema.parse({ ...person, title_id: 3, company: 'Bad & Co GmbH', vat_id: 'u 1358 5627' });
    expect(company.vat_id).toBe('ATU13585627');
    expect(registerBodySchema.parse(company)).toEqual(company);
  });

  it('reports company problems also while other fields are empty', () => {
    expect(fieldsOf(registerBodySchema, { ...person, title_id: 3, lastname: '', company: 'Bad & Co GmbH', vat_id: 'ATU13585626' })).toEqual([
      { path: 'lastname', message: fieldMessages.required },
      { path: 'vat_id', message: fieldMessages.vat_id_check_digit },
    ]);
  });

  it('checks the VAT id against the address country', () => {
    const romanian = { ...address, zipcode: '010011', country_id: 146, phone: '0721 123 456' };
    expect(fieldsOf(registerBodySchema, { ...person, title_id: 3, company: 'Baie SRL', vat_id: 'RO18547291', address: romanian })).toEqual([
      { path: 'vat_id', message: fieldMessages.vat_id_check_digit },
    ]);
    expect(fieldsOf(registerBodySchema, { ...person, title_id: 3, company: 'Baie SRL', vat_id: 'ATU13585627', address: romanian })).toEqual([
      { path: 'vat_id', message: fieldMessages.vat_id_format_ro },
    ]);
  });

  it('an association may register without company data', () => {
    expect(registerBodySchema.safeParse({ ...person, title_id: 5 }).success).toBe(true);
  });

  it('reports address problems under address.*', () => {
    expect(fieldsOf(registerBodySchema, { ...person, address: { ...address, zipcode: '10115' } })).toEqual([
      { path: 'address.zipcode', message: fieldMessages.postcode_invalid },
    ]);
  });

  it('is the body of calls.backoffice.register', () => {
    expect(calls.backoffice.register.body).toBe(registerBodySchema);
  });
});

describe('login and guest conversion', () => {
  it('login needs email and a password of any length', () => {
    expect(loginBodySchema.parse({ email: 'A@B.de', password: 'x' })).toEqual({ email: 'a@b.de', password: 'x' });
    expect(fieldsOf(loginBodySchema, { email: 'a@b.de', password: '' })).toEqual([{ path: 'password', message: fieldMessages.required }]);
  });

  it('guest conversion needs matching passwords', () => {
    expect(fieldsOf(convertGuestBodySchema, { customer_id: 7, email: 'a@b.de', password: 'abcd1234', password_confirm: 'abce1234' })).toEqual([
      { path: 'password_confirm', message: fieldMessages.passwords_mismatch },
    ]);
  });
});

describe('password change', () => {
  it('needs the current password and the new one twice', () => {
    expect(changePasswordBodySchema.safeParse({ current_password: 'alt1', password: 'neu12345', password_confirm: 'neu12345' }).success).toBe(true);
    expect(fieldsOf(changePasswordBodySchema, { current_password: '', password: 'neu-123', password_confirm: 'neu-123' })).toEqual([
      { path: 'current_password', message: fieldMessages.required },
      { path: 'password', message: fieldMessages.password_too_short },
    ]);
  });
});

describe('token refresh', () => {
  it('needs customer_id and email, with the spec message when missing', () => {
    expect(refreshTokenBodySchema.parse({ customer_id: 7, email: 'a@b.de' })).toEqual({ customer_id: 7, email: 'a@b.de' });
    const missing = 'Missing customer_id or email in local storage';
    expect(fieldsOf(refreshTokenBodySchema, {})).toEqual([
      { path: 'customer_id', message: missing },
      { path: 'email', message: missing },
    ]);
    expect(fieldsOf(refreshTokenBodySchema, { customer_id: 7, email: '' })).toEqual([{ path: 'email', message: missing }]);
  });
});

describe('addresses', () => {
  it('create takes the owner and the address fields', () => {
    expect(addressCreateBodySchema.parse({ customer_id: 7, ...address })).toEqual({ customer_id: 7, ...address });
    expect(fieldsOf(addressCreateBodySchema, { customer_id: 7, ...address, phone: '030 12345678', country_id: 146, zipcode: '010011' })).toEqual([
      { path: 'phone', message: fieldMessages.phone_invalid },
    ]);
  });

  it('update takes the whole address', () => {
    expect(addressUpdateBodySchema.parse({ ...address, is_default: true })).toEqual({ ...address, is_default: true });
    expect(fieldsOf(addressUpdateBodySchema, { ...address, customer_id: 7 })).toEqual([{ path: 'customer_id', message: 'Unknown field.' }]);
  });

  it('the list reads customer_id and defaults the limit to 100', () => {
    expect(addressListQuerySchema.parse({ customer_id: '7' })).toEqual({ customer_id: 7, limit: 100 });
  });
});
