/**
 * Content pages (spec section 3: title, postscriptum; the rest is ours for rendering a page).
 * `postscriptum` may hold JSON with brand_id and category_id: then the content URL shows a listing for
 * that brand and category (spec section 2). It is used only if it parses as valid JSON.
 */
import { z } from 'zod';
import { idSchema, localeSchema, queryIdSchema } from '../primitives.ts';

export const contentSchema = z.object({
  id: idSchema,
  title: z.string(),
  chapo: z.string(),
  description: z.string(),
  postscriptum: z.string().nullable(),
  url: z.string(),
  folder_id: idSchema.nullable(),
  position: z.int(),
});
export type Content = z.infer<typeof contentSchema>;

/** The listing a postscriptum names (ids as numbers or digit strings). */
export const listingPostscriptumSchema = z.object({
  brand_id: z.union([idSchema, z.string().regex(/^[1-9]\d*$/).transform(Number)]),
  category_id: z.union([idSchema, z.string().regex(/^[1-9]\d*$/).transform(Number)]),
});
export interface ContentListingTarget {
  brand_id: number;
  category_id: number;
}

/** The listing a content page stands for, or null when its postscriptum is not such JSON. */
export function parseContentPostscriptum(postscriptum: string | null | undefined): ContentListingTarget | null {
  if (postscriptum == null || postscriptum.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(postscriptum);
  } catch {
    return null;
  }
  const result = listingPostscriptumSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** Helper GET content/custom_attribute?content_id&locale. */
export const contentQuerySchema = z.object({ content_id: queryIdSchema, locale: localeSchema });
export const contentResponseSchema = z.object({ data: contentSchema });

/** Helper GET content_folder?folder_id&locale: the folder's visible contents by position. */
export const contentFolderQuerySchema = z.object({ folder_id: queryIdSchema, locale: localeSchema });
export const contentFolderResponseSchema = z.object({ data: z.array(contentSchema) });
