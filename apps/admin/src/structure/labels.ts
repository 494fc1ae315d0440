// Words the structure pages share: shop locales and the back office's field messages in the
// admin's language.
import { useLingui } from '@lingui/react/macro';
import { structureAdminMessages, type ShopLocale } from '@shop/contract/admin';
import { useFieldMessage } from '../customers/labels.ts';

export function useLocaleName(): (locale: ShopLocale) => string {
  const { t } = useLingui();
  const names: Record<ShopLocale, string> = { de_DE: t`Germany (German)`, de_AT: t`Austria (German)`, ro_RO: t`Romania (Romanian)` };
  return (locale) => names[locale];
}

/** The structure pages' field messages (English in the answer) in the admin's language. */
export function useStructureMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const general = useFieldMessage();
  const known: Record<string, string> = {
    [structureAdminMessages.url_format]: t`Use letters, digits, "-", "_", "." and "/" only, without spaces.`,
    [structureAdminMessages.url_taken]: t`Another page already answers at this address.`,
    [structureAdminMessages.postscriptum_json]: t`Enter JSON such as {"brand_id": 3, "category_id": 12}, or leave it empty.`,
    [structureAdminMessages.postscriptum_listing]: t`The JSON needs a brand_id and a category_id (whole numbers).`,
    [structureAdminMessages.brand_unknown]: t`There is no brand with this id.`,
    [structureAdminMessages.category_unknown]: t`There is no category with this id.`,
    [structureAdminMessages.at_the_edge]: t`The category is already at that end of its level.`,
    [structureAdminMessages.feature_code_format]: t`Use lower-case letters, digits and "_" only, starting with a letter.`,
    [structureAdminMessages.feature_code_taken]: t`Another feature already has this code.`,
    [structureAdminMessages.content_code_format]: t`Use lower-case letters, digits, "-" and "_" only, starting with a letter.`,
    [structureAdminMessages.content_code_taken]: t`Another page already has this code.`,
    [structureAdminMessages.folder_unknown]: t`There is no folder with this id.`,
    [structureAdminMessages.category_has_children]: t`This category has subcategories: delete or move them first.`,
    [structureAdminMessages.category_has_products]: t`Products are filed under this category: file them under another one first.`,
    [structureAdminMessages.folder_not_empty]: t`This folder still holds pages: it can be deleted once it is empty.`,
  };
  return (message) => (message === undefined ? undefined : (known[message] ?? general(message)));
}
