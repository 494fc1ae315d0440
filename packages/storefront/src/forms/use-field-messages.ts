// Field problems arrive as the contract's English messages; the shopper reads them in the shop's
// language, looked up by the message's stable code.
import { useLingui } from '@lingui/react/macro';
// The schema-free entry: the hook reaches category and product pages (reviews), and the main entry
// would bring zod and the phone-number metadata into their first load.
import { fieldMessageCode, type FieldMessageCode } from '@shop/contract/field-messages';

export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const translated: Partial<Record<FieldMessageCode, string>> = {
    required: t`This field is required.`,
    text_too_long: t`This text is too long.`,
    name_too_short: t`Please enter at least 2 characters.`,
    email_invalid: t`Please enter a valid email address.`,
    emails_mismatch: t`The email addresses do not match.`,
    password_too_short: t`The password must be at least 8 characters long.`,
    passwords_mismatch: t`The passwords do not match.`,
    phone_characters: t`The phone number may contain only digits, spaces and a plus sign (3 to 20 characters).`,
    phone_invalid: t`Invalid phone number format for the selected country.`,
    postcode_invalid: t`Please enter a valid postal code for the selected country.`,
    title_invalid: t`Please choose a title.`,
    company_required: t`Please enter the company name.`,
    vat_id_format_de: t`Please enter a German VAT number: DE followed by 9 digits.`,
    vat_id_format_at: t`Please enter an Austrian VAT number: ATU followed by 8 digits.`,
    vat_id_format_ro: t`Please enter a Romanian VAT number: RO followed by 2 to 10 digits.`,
    vat_id_check_digit: t`This VAT number is not valid.`,
    vat_id_not_verified: t`The VAT number could not be verified.`,
    state_invalid: t`Please choose a state of the selected country.`,
    link_invalid: t`This link is invalid or has expired.`,
    rating_invalid: t`Please choose a rating from 1 to 5.`,
    terms_required: t`Please accept the terms and conditions.`,
    pickup_point_required: t`Please choose a pickup point.`,
    freight_phone_required: t`Freight items need a delivery address with a phone number.`,
    address_choice_required: t`Please choose an address.`,
    payment_choice_required: t`Please choose a payment method.`,
    quantity_invalid: t`Please enter a quantity of at least 1.`,
  };
  return (message) => {
    if (message === undefined) return undefined;
    const code = fieldMessageCode(message);
    return (code && translated[code]) ?? message;
  };
}
