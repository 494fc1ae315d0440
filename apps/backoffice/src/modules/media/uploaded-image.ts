// Uploaded product photos (issue 16): an upload is checked to be a picture (JPEG, PNG, WebP, AVIF,
// GIF or TIFF, at most 40 megapixels), turned upright, stripped of its metadata and kept as WebP of
// at most 2400 px wide. It is served in the widths the storefront asks for (`?w=`), each one made
// by sharp on the first request and then kept in memory; the URL names the image's id, whose
// bytes never change, so browsers and CDNs keep it for a year.
import sharp from 'sharp';
import { MAX_IMAGE_WIDTH } from './image-paths.ts';

export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
/** The widths served: a request is answered with the smallest one at least as wide as asked. */
export const SERVED_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600, 2400] as const;

export type StoredImage = { webp: Buffer; width: number; height: number };

/** The picture as stored, or null when the bytes are no picture sharp accepts. */
export async function normalizeUpload(bytes: Buffer): Promise<StoredImage | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return null;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

export function servedWidth(asked: number): number {
  return SERVED_WIDTHS.find((width) => width >= asked) ?? MAX_IMAGE_WIDTH;
}

/** The stored WebP at a served width (never wider than stored). */
export async function resizedWebp(webp: Buffer, width: number): Promise<Buffer> {
  return sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}

/** '/images/uploads/12.webp': uploaded image 12. */
export function uploadedImagePath(imageId: number): string {
  return `/images/uploads/${imageId}.webp`;
}

export function parseUploadedImagePath(path: string): number | null {
  const match = /^\/images\/uploads\/([1-9]\d{0,9})\.webp$/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}
