/**
 * Field messages: one stable code per message.
 *
 * Choice: schemas put the English text into the zod issue (so the error body's `fields[].message` is
 * readable as is), and the text maps one-to-one back to a stable code with `fieldMessageCode`, which the
 * UI uses as its translation id. Texts are unique (a test holds us to it). Where the spec has a text
 * (sections 5 and 8) it is used verbatim; the others are ours.
 */
export const fieldMessages = {
  required: 'This field is required.',
  text_too_long: 'This text is too long.',
  name_too_short: 'Please enter at least 2 characters.',
  email_invalid: 'Please enter a valid email address.',
  emails_mismatch: 'The email addresses do not match.',
  /** New passwords: 8 characters (the spec's 4 is kept for existing passwords at login only). */
  password_too_short: 'The password must be at least 8 characters long.',
  passwords_mismatch: 'The passwords do not match.',
  phone_characters: 'The phone number may contain only digits, spaces and a plus sign (3 to 20 characters).',
  phone_invalid: 'Invalid phone number format for the selected country.',
  postcode_invalid: 'Please enter a valid postal code for the selected country.',
  country_unsupported: 'Please choose Germany, Austria or Romania.',
  title_invalid: 'Please choose a title.',
  company_required: 'Please enter the company name.',
  vat_id_format_de: 'Please enter a German VAT number: DE followed by 9 digits.',
  vat_id_format_at: 'Please enter an Austrian VAT number: ATU followed by 8 digits.',
  vat_id_format_ro: 'Please enter a Romanian VAT number: RO followed by 2 to 10 digits.',
  vat_id_check_digit: 'This VAT number is not valid.',
  /** Spec section 5 ("a verification error"), the error catalogue's text: VIES does not know the id as valid. */
  vat_id_not_verified: 'The VAT number could not be verified.',
  quantity_invalid: 'Please enter a quantity of at least 1.',
  rating_invalid: 'Please choose a rating from 1 to 5.',
  /** The chosen state is not one of the address country's states. */
  state_invalid: 'Please choose a state of the selected country.',
  /** A password-reset or newsletter link that is unknown, used or expired. */
  link_invalid: 'This link is invalid or has expired.',
  /** Spec sections 5 and 8. */
  search_too_short: 'Please enter more than three characters.',
  terms_required: 'Please accept the terms and conditions.',
  pickup_point_required: 'Please choose a pickup point.',
  address_choice_required: 'Please choose an address.',
  payment_choice_required: 'Please choose a payment method.',
  freight_phone_required: 'Freight items need a delivery address with a phone number.',
  /** A warning, not a blocking error (spec section 5: undeliverable items produce a warning). */
  undeliverable_items: 'Some items in your cart cannot be delivered.',
  /** Spec section 5, verbatim. */
  token_refresh_identity_missing: 'Missing customer_id or email in local storage',
} as const;

export type FieldMessageCode = keyof typeof fieldMessages;
export type FieldMessage = (typeof fieldMessages)[FieldMessageCode];

const codeByMessage = new Map<string, FieldMessageCode>(
  (Object.keys(fieldMessages) as FieldMessageCode[]).map((code) => [fieldMessages[code], code]),
);

/** The stable code of a field message ('Please choose a pickup point.' -> 'pickup_point_required'). */
export function fieldMessageCode(message: string): FieldMessageCode | undefined {
  return codeByMessage.get(message);
}
