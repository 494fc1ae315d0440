// Words the customer, review, withdrawal and mail pages share: shop countries, order states, roles,
// and the back office's English field messages in the admin's language.
import { useLingui } from '@lingui/react/macro';
import { fieldMessages } from '@shop/contract';
import { customerAdminMessages, type AccountRole } from '@shop/contract/admin';

export function useCountryName(): (countryId: number) => string {
  const { t } = useLingui();
  const names: Record<number, string> = { 5: t`Germany`, 13: t`Austria`, 146: t`Romania` };
  return (countryId) => names[countryId] ?? String(countryId);
}

export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    not_paid: t`Awaiting payment`,
    paid: t`Paid`,
    processing: t`Processing`,
    sent: t`Shipped`,
    delivered: t`Delivered`,
    canceled: t`Cancelled`,
    refunded: t`Refunded`,
    payment_error: t`Payment failed`,
  };
  return (status) => labels[status] ?? status;
}

export function useRoleLabel(): (role: AccountRole) => string {
  const { t } = useLingui();
  const labels: Record<AccountRole, string> = { customer: t`Customer`, staff: t`Staff`, admin: t`Admin` };
  return (role) => labels[role];
}

/** The back office's field messages (English in the answer) in the admin's language; others as they are. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const known: Record<string, string> = {
    [fieldMessages.required]: t`This field is required.`,
    [fieldMessages.text_too_long]: t`This text is too long.`,
    [fieldMessages.vat_id_format_de]: t`Please enter a German VAT number: DE followed by 9 digits.`,
    [fieldMessages.vat_id_format_at]: t`Please enter an Austrian VAT number: ATU followed by 8 digits.`,
    [fieldMessages.vat_id_format_ro]: t`Please enter a Romanian VAT number: RO followed by 2 to 10 digits.`,
    [fieldMessages.vat_id_check_digit]: t`This VAT number is not valid.`,
    [customerAdminMessages.vat_id_prefix]: t`Please enter the VAT number with its country prefix: DE, ATU or RO.`,
    [customerAdminMessages.vat_exempt_needs_company]: t`Only a company can buy without VAT: enter the company name.`,
    [customerAdminMessages.vat_exempt_needs_vat_id]: t`Buying without VAT needs a verified VAT number.`,
    [customerAdminMessages.vat_exempt_same_country]: t`A company from the shop’s own country pays VAT: no exemption.`,
    [customerAdminMessages.vat_id_not_verified]: t`VIES does not know this VAT number as valid.`,
    [customerAdminMessages.vat_check_unavailable]: t`The VAT number could not be checked now (VIES did not answer). Please try again later.`,
    [customerAdminMessages.guest_cannot_be_blocked]: t`A guest record has no sign-in to block.`,
    [customerAdminMessages.cannot_block_self]: t`You cannot block your own account.`,
    [customerAdminMessages.cannot_act_above]: t`You cannot take rights from an account that has more rights than yours.`,
    [customerAdminMessages.last_admin]: t`This is the last admin who can sign in: the shop needs one.`,
    'You cannot take away your own admin role.': t`You cannot take away your own admin role.`,
  };
  return (message) => (message === undefined ? undefined : (known[message] ?? message));
}

/**
 * A page's own field messages (the back office's English text -> the admin's language), and the
 * shared ones (`useFieldMessage`) for the rest.
 */
export function useKnownMessages(known: Record<string, string>): (message: string | undefined) => string | undefined {
  const fieldMessage = useFieldMessage();
  return (message) => (message === undefined ? undefined : (known[message] ?? fieldMessage(message)));
}

/** A page number from the address (?page=), 1 when missing or wrong. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
