/**
 * Address form fields (spec section 5: all required: postcode, phone, street name, street number, city,
 * state, country, label), used by address create/update, registration and checkout. The phone is
 * required by the country's rule (`countryFacts[iso].phoneRequired`, decision 019) and, at checkout,
 * for freight; elsewhere it may stay empty.
 *
 * Country-dependent rules (postal code format, phone valid for the country) run on the object, so they
 * know the chosen country; their issues sit on the `zipcode`, `phone` and `cellphone` paths.
 * Mapping to the legacy customer fields: street -> ADDRESS1, street_number -> ADDRESS2,
 * address_extra -> ADDRESS3, zipcode -> ZIPCODE, title_id -> ADDRESS_TITLE_ID.
 */
import { z } from 'zod';
import { countryIdSchema, countryIsoOf } from './countries.ts';
import { fieldMessages } from './messages.ts';
import { firstnameSchema, lastnameSchema } from './names.ts';
import { countryFacts } from '../shop/country-facts.ts';
import { hasPhoneCharacters, isValidPhoneForCountry, optionalPhoneSchema, phoneSchema } from './phone.ts';
import { isValidPostcode, postcodeSchema } from './postcode.ts';
import { optionalText, requiredId, requiredText } from './text.ts';
import { customerTitleSchema } from './title.ts';

export const addressFieldsShape = {
  /** The customer's name for this address ('Home', 'Office'). */
  label: requiredText(50),
  title_id: customerTitleSchema.optional(),
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  company: optionalText(100),
  street: requiredText(100),
  street_number: requiredText(20),
  address_extra: optionalText(100),
  zipcode: postcodeSchema,
  city: requiredText(100),
  country_id: countryIdSchema,
  state_id: requiredId(),
  phone: optionalPhoneSchema,
  /** Optional second number; when given it follows the same rules as `phone`. */
  cellphone: z.union([z.literal(''), phoneSchema]).optional(),
};

export interface AddressCountryFields {
  country_id: number;
  zipcode: string;
  phone?: string | undefined;
  cellphone?: string | undefined;
}

/**
 * Country-dependent address rules, for `.superRefine(checkAddressByCountry, addressRulesWhen)` on any
 * object holding these fields. With `addressRulesWhen` they run even while other fields have problems
 * (a form shows everything at once), so the value is read defensively: a field whose own rule already
 * failed (empty, wrong characters) is left to that rule's message.
 */
export function checkAddressByCountry(value: AddressCountryFields, ctx: z.RefinementCtx): void {
  const fields = value as unknown as Record<string, unknown>;
  const country = typeof fields.country_id === 'number' ? countryIsoOf(fields.country_id) : undefined;
  if (country === undefined) return;
  const zipcode = fields.zipcode;
  if (typeof zipcode === 'string' && zipcode.trim() !== '' && !isValidPostcode(zipcode, country)) {
    ctx.addIssue({ code: 'custom', path: ['zipcode'], message: fieldMessages.postcode_invalid, input: zipcode });
  }
  if (countryFacts[country].phoneRequired && (typeof fields.phone !== 'string' || fields.phone.trim() === '')) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldMessages.required, input: fields.phone });
  }
  for (const key of ['phone', 'cellphone'] as const) {
    const phone = fields[key];
    if (typeof phone === 'string' && hasPhoneCharacters(phone) && !isValidPhoneForCountry(phone, country)) {
      ctx.addIssue({ code: 'custom', path: [key], message: fieldMessages.phone_invalid, input: phone });
    }
  }
}

/** Run the country rules whenever the value is an object. */
export const addressRulesWhen = {
  when: (payload: { value: unknown }): boolean => typeof payload.value === 'object' && payload.value !== null,
};

/** The address form: all fields of `addressFieldsShape`, strict, with the country rules. */
export const addressFieldsSchema = z.strictObject(addressFieldsShape).superRefine(checkAddressByCountry, addressRulesWhen);
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;
