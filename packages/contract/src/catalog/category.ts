/**
 * Categories. `categoryTreeNodeSchema` is the menu tree (spec section 3: Id, Title (TITLE), URL,
 * children, per-category product count); `categorySchema` is one category as GET /api/categories/:id
 * and the helper answer it (legacy upper-case names). POSTSCRIPTUM is free text.
 */
import { z } from 'zod';
import { idSchema, localeSchema, queryIdSchema } from '../primitives.ts';

export interface CategoryTreeNode {
  Id: number;
  TITLE: string;
  URL: string;
  product_count: number;
  children: CategoryTreeNode[];
}

export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.object({
  Id: idSchema,
  TITLE: z.string(),
  URL: z.string(),
  product_count: z.int().nonnegative(),
  get children() {
    return z.array(categoryTreeNodeSchema);
  },
});

export const categorySchema = z.object({
  ID: idSchema,
  TITLE: z.string(),
  URL: z.string(),
  CHAPO: z.string(),
  DESCRIPTION: z.string(),
  POSTSCRIPTUM: z.string(),
  /** Parent category id; 0 for a top-level category. */
  PARENT: z.int().nonnegative(),
  IMAGE: z.string().nullable(),
  product_count: z.int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/categories/:categoryId answers `categoryItems`; the first is used. */
export const categoryParamsSchema = z.object({ categoryId: queryIdSchema });
/** Ours: the language of the answer (default de_AT, the fallback shop). */
export const categoryQuerySchema = z.object({ locale: localeSchema.optional() });
export const categoryResponseSchema = z.object({ categoryItems: z.array(categorySchema) });
