// Home-page banners uploaded in the admin (issue 16): the storefront shows a banner 3:1 (1200 px
// wide on large screens, the image for narrow screens at 768 px), so an upload is checked and
// turned upright like a product photo, then cropped to 3:1 around its centre, at most 2400 x 800
// (1536 x 512 for the narrow-screen image), and kept as WebP. It is served in the widths asked for
// (`?w=`), made once per width, from /images/banner-uploads/{id}.webp.
import sharp from 'sharp';

const MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
/** Width over height of every banner. */
export const BANNER_RATIO = 3;
/** The widest stored image: wide banners, and the image for narrow screens. */
export const BANNER_MAX_WIDTH = { wide: 2400, narrow: 1536 } as const;
/** The width the storefront asks for the narrow-screen image (the address stored says so). */
export const NARROW_BANNER_WIDTH = 768;

export type BannerShape = keyof typeof BANNER_MAX_WIDTH;

/** The banner image as stored, or null when the bytes are no picture sharp accepts. */
export async function cropBannerUpload(bytes: Buffer, shape: BannerShape): Promise<{ webp: Buffer; width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
    // Upright size (EXIF orientations 5 to 8 swap width and height).
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const width = Math.max(1, Math.min(BANNER_MAX_WIDTH[shape], w, Math.floor(h * BANNER_RATIO)));
    const height = Math.max(1, Math.round(width / BANNER_RATIO));
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** '/images/banner-uploads/4.webp': uploaded banner image 4. */
export function uploadedBannerPath(imageId: number): string {
  return `/images/banner-uploads/${imageId}.webp`;
}

export function parseUploadedBannerPath(path: string): number | null {
  const match = /^\/images\/banner-uploads\/([1-9]\d{0,9})\.webp$/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}
