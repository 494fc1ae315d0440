// Generated images: product pictures and home-page banners, and the URLs they are served under;
// uploaded photos and product documents (PDF).
export { renderBannerImage, wrapText } from './banner-image.ts';
export { bannerSpec, bannerSpecs } from './banner-specs.ts';
export type { BannerSpec, CountryIsoCode } from './banner-specs.ts';
export {
  bannerImagePath,
  clampImageWidth,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_CACHE_CONTROL,
  imageWidthFromQuery,
  MAX_IMAGE_WIDTH,
  MIN_IMAGE_WIDTH,
  parseBannerImagePath,
  parseProductImagePath,
  productImagePath,
  SVG_CONTENT_TYPE,
} from './image-paths.ts';
export { renderProductImage } from './product-image.ts';
export { isProductType, productTypes } from './product-types.ts';
export type { ProductType } from './product-types.ts';
export { registerMediaRoutes } from './routes.ts';
export { normalizeUpload, UPLOAD_MAX_BYTES, uploadedImagePath, type StoredImage } from './uploaded-image.ts';
export { DOCUMENT_MAX_BYTES, isPdf, productDocumentPath } from './product-document.ts';
export { BANNER_RATIO, cropBannerUpload, NARROW_BANNER_WIDTH, parseUploadedBannerPath, uploadedBannerPath } from './banner-upload.ts';
