// The back office's field messages of the product forms (English in the answer) in the admin's language.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { productAdminMessages } from '@shop/contract/admin';
import { useFieldMessage } from '../customers/labels.ts';

export function useProductMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const shared = useFieldMessage();
  const known: Record<string, string> = {
    [productAdminMessages.ean_invalid]: t`An EAN has 8, 12, 13 or 14 digits and a valid check digit.`,
    [productAdminMessages.ref_taken]: t`This reference is already used by another variant.`,
    [productAdminMessages.valid_from_past]: t`A price cannot start before today: the price history is not rewritten.`,
    [productAdminMessages.promo_not_below]: t`The reduced price must be below the regular price.`,
    [productAdminMessages.unknown_category]: t`This category does not exist.`,
    [productAdminMessages.unknown_brand]: t`This brand does not exist.`,
    [productAdminMessages.unknown_variant]: t`This variant does not belong to the product.`,
    [productAdminMessages.unknown_center]: t`This fulfilment centre does not exist.`,
    [productAdminMessages.price_country]: t`Prices are kept for Germany, Austria and Romania only.`,
    [productAdminMessages.image_unreadable]: t`This file is no picture we can use: please upload a JPEG, PNG, WebP or AVIF file.`,
    [productAdminMessages.image_too_large]: t`This file is too large: at most 15 MB.`,
    [productAdminMessages.unknown_image]: t`This photo does not belong to the product.`,
    [productAdminMessages.unknown_feature]: t`This feature does not exist.`,
    [productAdminMessages.unknown_product_ref]: t`No product has this reference.`,
    [productAdminMessages.accessory_self]: t`A product cannot be its own accessory.`,
    [productAdminMessages.accessory_twice]: t`This accessory is listed twice.`,
    [productAdminMessages.document_not_pdf]: t`This file is no PDF: please upload a PDF document.`,
    [productAdminMessages.document_too_large]: t`This file is too large: at most 20 MB.`,
    [productAdminMessages.unknown_document]: t`This document does not belong to the product.`,
    [productAdminMessages.scheduled_price_gone]: t`This price is no longer waiting for its day: it took effect or was cancelled.`,
    [productAdminMessages.stock_note_required]: t`Say why the stock changes (for example “Goods received” or “Counted”): the stock history keeps it.`,
  };
  return (message) => (message === undefined ? undefined : (known[message] ?? shared(message)));
}

/** The form's problem when the back office refused it without naming a field. */
export function useRootProblem() {
  const { t } = useLingui();
  return (error: unknown, fallback: string): string => {
    if (error instanceof ApiError && (error.code === 'product_changed' || error.code === 'price_changed')) {
      return error.code === 'product_changed'
        ? t`Someone else saved this product in the meantime. Reload the page to see their changes, then make yours again.`
        : t`Someone else changed this price in the meantime. Reload the page to see the current price.`;
    }
    return fallback;
  };
}
