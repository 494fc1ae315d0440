// The URL scheme of generated images, shared by the seed (which writes these paths into product
// and config data) and the HTTP route that serves them. Paths are root-relative to the back office.
import type { CountryIsoCode } from './banner-specs.ts';

/** Images never change for a URL, so they may be cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

export const DEFAULT_IMAGE_WIDTH = 600;
export const MIN_IMAGE_WIDTH = 32;
export const MAX_IMAGE_WIDTH = 2400;

/** '/images/products/42/7.svg' for product 42 in colour value 7; 'default' when it has no colour. */
export function productImagePath(productId: number, colorAvId: number | null): string {
  return `/images/products/${productId}/${colorAvId ?? 'default'}.svg`;
}

export function parseProductImagePath(path: string): { productId: number; colorAvId: number | null } | null {
  const match = /^\/images\/products\/([1-9]\d{0,9})\/([1-9]\d{0,9}|default)\.svg$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { productId: Number(match[1]), colorAvId: match[2] === 'default' ? null : Number(match[2]) };
}

/** '/images/banners/de/1.svg': banner n (from 1) of a country's home page. */
export function bannerImagePath(country: CountryIsoCode, n: number): string {
  return `/images/banners/${country.toLowerCase()}/${n}.svg`;
}

export function parseBannerImagePath(path: string): { country: CountryIsoCode; n: number } | null {
  const match = /^\/images\/banners\/(de|at|ro)\/([1-9]\d?)\.svg$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { country: match[1].toUpperCase() as CountryIsoCode, n: Number(match[2]) };
}

/** The `?w=` query value as a width: whole pixels within bounds, the default when absent or bad. */
export function imageWidthFromQuery(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const width = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(width)) return DEFAULT_IMAGE_WIDTH;
  return clampImageWidth(width);
}

export function clampImageWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_IMAGE_WIDTH;
  return Math.min(MAX_IMAGE_WIDTH, Math.max(MIN_IMAGE_WIDTH, Math.round(width)));
}
