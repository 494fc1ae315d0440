import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { emailSchema } from './email.ts';
import { fieldMessages } from './messages.ts';
import { personNameSchema } from './names.ts';
import { passwordSchema } from './password.ts';

describe('names', () => {
  it('requires at least 2 characters after trimming', () => {
    expect(personNameSchema.parse('  Li ')).toBe('Li');
    expect(fieldsOf(personNameSchema, 'A')).toEqual([{ path: '', message: fieldMessages.name_too_short }]);
    expect(fieldsOf(personNameSchema, '   ')).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(personNameSchema, undefined)).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(personNameSchema, 'x'.repeat(101))).toEqual([{ path: '', message: fieldMessages.text_too_long }]);
  });
});

describe('password', () => {
  it('requires at least 8 characters for a new password, spaces count', () => {
    expect(passwordSchema.parse('abcdefgh')).toBe('abcdefgh');
    expect(passwordSchema.parse(' abcdef ')).toBe(' abcdef ');
    expect(fieldsOf(passwordSchema, 'abcdefg')).toEqual([{ path: '', message: fieldMessages.password_too_short }]);
    // The spec's 4 characters are no longer enough for a new password.
    expect(fieldsOf(passwordSchema, 'abcd')).toEqual([{ path: '', message: fieldMessages.password_too_short }]);
    expect(fieldsOf(passwordSchema, '')).toEqual([{ path: '', message: fieldMessages.required }]);
  });
});

describe('email', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Max.Muster@Example.DE ')).toBe('max.muster@example.de');
  });
  it.each(['max', 'max@', 'max@example', 'max muster@example.de'])('rejects %s', (value) => {
    expect(fieldsOf(emailSchema, value)).toEqual([{ path: '', message: fieldMessages.email_invalid }]);
  });
  it('reports a missing email as required', () => {
    expect(fieldsOf(emailSchema, '')).toEqual([{ path: '', message: fieldMessages.required }]);
  });
});
