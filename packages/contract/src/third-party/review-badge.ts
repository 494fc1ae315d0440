/**
 * Review badge provider (spec section 7): GET with shopid, type, src, lang. The answer is JSON-like
 * text (JSON, possibly wrapped as a JSONP call) with ratingvalue, ratingcount, reviewpage, sealcolor and
 * more, which pass through. Failed requests do nothing; the result is cached 1800 s in session storage.
 */
import { z } from 'zod';
import { langCodeSchema } from '../primitives.ts';

export const REVIEW_BADGE_CACHE_SECONDS = 1800;

export const reviewBadgeQuerySchema = z.object({
  shopid: z.union([z.string().min(1), z.int().positive()]),
  type: z.string().min(1),
  src: z.string().min(1),
  lang: langCodeSchema,
});

const numberLike = z.union([z.number(), z.string()]);

export const reviewBadgeSchema = z.looseObject({
  ratingvalue: numberLike,
  ratingcount: numberLike,
  reviewpage: z.string(),
  sealcolor: z.string(),
});
export type ReviewBadge = z.infer<typeof reviewBadgeSchema>;

/** Parse the provider's text; null when it is not a badge (the storefront then shows nothing). */
export function parseReviewBadgeText(text: string): ReviewBadge | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    const result = reviewBadgeSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
