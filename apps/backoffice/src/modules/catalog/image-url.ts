import { productImagePath, uploadedImagePath } from '../media/index.ts';

/** Absolute image URL: the storefront renders it in the shopper's browser. */
export function productImageUrl(publicUrl: string, productId: number, colorAvId: number | null): string {
  return `${publicUrl}${productImagePath(productId, colorAvId)}`;
}

/** Absolute URL of a photo uploaded in the admin. */
export function uploadedImageUrl(publicUrl: string, imageId: number): string {
  return `${publicUrl}${uploadedImagePath(imageId)}`;
}
