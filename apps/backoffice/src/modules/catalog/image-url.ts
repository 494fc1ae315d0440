import { productImagePath } from '../media/index.ts';

/** Absolute image URL: the storefront renders it in the shopper's browser. */
export function productImageUrl(publicUrl: string, productId: number, colorAvId: number | null): string {
  return `${publicUrl}${productImagePath(productId, colorAvId)}`;
}
