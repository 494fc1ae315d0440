// Which variant the shopper has chosen on the product page, from ?color=&size= in the URL (links,
// so the choice works before JavaScript and can be shared). Without a choice the default variant
// is chosen; a colour alone chooses its only size, or waits for one; a size that is sold out (or
// not made in that colour) chooses nothing, so nothing can be put into the cart.
import type { Variation } from '@shop/contract';

export type VariantChoice = {
  color: string | null;
  size: string | null;
  /** The chosen sale element, null while no valid, in-stock variant is chosen. */
  pseId: number | null;
  /** Whether the product has sizes to choose from (more than the one unnamed size). */
  hasSizes: boolean;
};

export function chooseVariant(variations: readonly Variation[], defaultPseId: number, params: URLSearchParams): VariantChoice {
  const hasSizes = variations.some((variation) => variation.size.some((size) => size.name !== ''));
  const askedColor = params.get('color');
  const askedSize = params.get('size');
  if (askedColor === null && askedSize === null) {
    for (const variation of variations) {
      const size = variation.size.find((entry) => entry.pse_id === defaultPseId);
      if (size) return { color: variation.color, size: size.name, pseId: size.stock > 0 ? size.pse_id : null, hasSizes };
    }
  }
  const variation = variations.find((entry) => entry.color === askedColor) ?? (variations.length === 1 ? variations[0] : undefined);
  if (!variation) return { color: null, size: null, pseId: null, hasSizes };
  const onlySize = variation.size.length === 1 ? variation.size[0] : undefined;
  const size = variation.size.find((entry) => entry.name === askedSize) ?? onlySize;
  if (!size) return { color: variation.color, size: null, pseId: null, hasSizes };
  return { color: variation.color, size: size.name, pseId: size.stock > 0 ? size.pse_id : null, hasSizes };
}

/** The query string that chooses a colour (and keeps a size that the colour has too). */
export function variantSearch(color: string, size: string | null): string {
  const params = new URLSearchParams({ color });
  if (size) params.set('size', size);
  return `?${params.toString()}`;
}
