// The shop's structure in the admin (issue 16): the category tree (order, visibility, texts per
// language, an address per shop locale), brands, and the content pages in their folders. An
// address that changes keeps the old one answering with a 301 to the new one.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { listingPostscriptumSchema } from '../content/content.ts';
import { fieldMessages } from '../fields/messages.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';

/** Field messages of the structure forms (English, translated by the admin app). */
export const structureAdminMessages = {
  url_format: 'Use letters, digits, "-", "_", "." and "/" only, without spaces.',
  url_taken: 'Another page already answers at this address.',
  postscriptum_json: 'Enter JSON such as {"brand_id": 3, "category_id": 12}, or leave it empty.',
  postscriptum_listing: 'The JSON needs a brand_id and a category_id (whole numbers).',
  brand_unknown: 'There is no brand with this id.',
  category_unknown: 'There is no category with this id.',
  at_the_edge: 'The category is already at that end of its level.',
  feature_code_format: 'Use lower-case letters, digits and "_" only, starting with a letter.',
  feature_code_taken: 'Another feature already has this code.',
  content_code_format: 'Use lower-case letters, digits, "-" and "_" only, starting with a letter.',
  content_code_taken: 'Another page already has this code.',
  folder_unknown: 'There is no folder with this id.',
  category_has_children: 'This category has subcategories: delete or move them first.',
  category_has_products: 'Products are filed under this category: file them under another one first.',
  folder_not_empty: 'This folder still holds pages: it can be deleted once it is empty.',
} as const;

/** Languages whose texts the admin edits (the i18n tables also hold English, left as it is). */
export const structureLangSchema = z.enum(['de', 'ro']);
export type StructureLang = z.infer<typeof structureLangSchema>;
/** The shops' locales: each has its own address of a category, brand or page. */
export const shopLocaleSchema = z.enum(['de_DE', 'de_AT', 'ro_RO']);
export type ShopLocale = z.infer<typeof shopLocaleSchema>;

/** An address as stored in the rewriting table: without leading or trailing slash. */
export const seoUrlSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\/+|\/+$/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: fieldMessages.required })
      .max(250, { error: fieldMessages.text_too_long })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*(\/[\p{L}\p{N}._-]+)*$/u, { error: structureAdminMessages.url_format }),
  );

const titleSchema = z.string().trim().min(1, { error: fieldMessages.required }).max(255, { error: fieldMessages.text_too_long });
const longTextSchema = z.string().max(200_000, { error: fieldMessages.text_too_long });

const textsSchema = z.object({ title: titleSchema, description: longTextSchema });
const urlsSchema = z.object({ de_DE: seoUrlSchema, de_AT: seoUrlSchema, ro_RO: seoUrlSchema });
const answeredTextsSchema = z.object({ title: z.string(), description: z.string() });
const answeredUrlsSchema = z.object({ de_DE: z.string().nullable(), de_AT: z.string().nullable(), ro_RO: z.string().nullable() });
/** Old addresses that answer with a 301 to the current one. */
const redirectsSchema = z.array(z.object({ locale: z.string(), url: z.string() }));

const idParams = z.object({ id: queryIdSchema });
const saved = <T extends z.ZodType>(data: T) => z.object({ status_code: okStatusSchema, data });

// --- categories ------------------------------------------------------------------------------

export const adminCategoryNodeSchema = z.object({
  id: idSchema,
  parent_id: idSchema.nullable(),
  position: z.int(),
  visible: z.boolean(),
  title: z.string(),
  title_ro: z.string(),
  product_count: z.int().nonnegative(),
});
export type AdminCategoryNode = z.infer<typeof adminCategoryNodeSchema>;

export const adminCategorySchema = z.object({
  id: idSchema,
  parent_id: idSchema.nullable(),
  position: z.int(),
  visible: z.boolean(),
  texts: z.object({ de: answeredTextsSchema, ro: answeredTextsSchema }),
  urls: answeredUrlsSchema,
  redirects: redirectsSchema,
  /** The path of titles (German) from the top, this category last. */
  path: z.array(z.object({ id: idSchema, title: z.string() })),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryBodySchema = z.strictObject({
  visible: z.boolean(),
  texts: z.object({ de: textsSchema, ro: textsSchema }),
  urls: urlsSchema,
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

/** A new category: where it goes (null: a top category, at the end of its level), shown or not, texts and addresses. */
export const newCategoryBodySchema = categoryBodySchema.extend({ parent_id: idSchema.nullable() });
export type NewCategoryBody = z.input<typeof newCategoryBodySchema>;

export const moveDirectionSchema = z.enum(['up', 'down']);

// --- brands ----------------------------------------------------------------------------------

export const adminBrandRowSchema = z.object({ id: idSchema, position: z.int(), visible: z.boolean(), title: z.string(), title_ro: z.string(), product_count: z.int().nonnegative() });
export type AdminBrandRow = z.infer<typeof adminBrandRowSchema>;

export const adminBrandSchema = z.object({
  id: idSchema,
  visible: z.boolean(),
  texts: z.object({ de: answeredTextsSchema, ro: answeredTextsSchema }),
  urls: answeredUrlsSchema,
  redirects: redirectsSchema,
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const brandBodySchema = categoryBodySchema;
export type BrandBody = CategoryBody;

// --- features (material, dimensions…: the product page's table) --------------------------------

export const adminFeatureSchema = z.object({
  id: idSchema,
  code: z.string(),
  position: z.int(),
  visible: z.boolean(),
  titles: z.object({ de: z.string(), ro: z.string() }),
  /** Products with a value for it (in any language). */
  product_count: z.int().nonnegative(),
});
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

export const featureBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(60, { error: fieldMessages.text_too_long })
    .regex(/^[a-z][a-z0-9_]*$/, { error: structureAdminMessages.feature_code_format }),
  visible: z.boolean(),
  titles: z.object({ de: titleSchema, ro: titleSchema }),
});
export type FeatureBody = z.input<typeof featureBodySchema>;

// --- folders and content pages ---------------------------------------------------------------

export const adminFolderSchema = z.object({
  id: idSchema,
  title: z.string(),
  title_ro: z.string(),
  visible: z.boolean(),
  contents: z.array(z.object({ id: idSchema, code: z.string(), title: z.string(), visible: z.boolean(), locales: z.array(z.string()) })),
});
export type AdminFolder = z.infer<typeof adminFolderSchema>;

/**
 * A content page's postscriptum: empty, or JSON naming a brand and a category (the page's address
 * then shows that listing). The storefront ignores anything else; the admin refuses it at the field.
 */
export const postscriptumSchema = z
  .string()
  .trim()
  .max(2000, { error: fieldMessages.text_too_long })
  .superRefine((value, ctx) => {
    if (value === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: structureAdminMessages.postscriptum_json, input: value });
      return;
    }
    if (!listingPostscriptumSchema.safeParse(parsed).success) ctx.addIssue({ code: 'custom', message: structureAdminMessages.postscriptum_listing, input: value });
  });

const contentTextsSchema = z.object({ title: z.string(), chapo: z.string(), description: z.string(), postscriptum: z.string() });

export const adminContentSchema = z.object({
  id: idSchema,
  code: z.string(),
  folder_id: idSchema,
  folder_title: z.string(),
  visible: z.boolean(),
  updated_at: z.string(),
  /** Texts per shop locale (German pages differ between Germany and Austria); null: none yet. */
  texts: z.object({ de_DE: contentTextsSchema.nullable(), de_AT: contentTextsSchema.nullable(), ro_RO: contentTextsSchema.nullable() }),
  urls: answeredUrlsSchema,
  redirects: redirectsSchema,
});
export type AdminContent = z.infer<typeof adminContentSchema>;

/** One locale's version of a page; the HTML is sanitised by the back office before it is stored. */
export const contentBodySchema = z.strictObject({
  locale: shopLocaleSchema,
  visible: z.boolean(),
  title: titleSchema,
  chapo: z.string().max(2000, { error: fieldMessages.text_too_long }),
  description: longTextSchema,
  postscriptum: postscriptumSchema,
  url: seoUrlSchema,
});
export type ContentBody = z.input<typeof contentBodySchema>;

/** A new page: its folder, a code (stable name, e.g. for links in the locale config), and its first shop version's title and address. */
export const newContentBodySchema = z.strictObject({
  folder_id: idSchema,
  code: z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(60, { error: fieldMessages.text_too_long })
    .regex(/^[a-z][a-z0-9_-]*$/, { error: structureAdminMessages.content_code_format }),
  locale: shopLocaleSchema,
  title: titleSchema,
  url: seoUrlSchema,
});
export type NewContentBody = z.input<typeof newContentBodySchema>;

export const folderBodySchema = z.strictObject({ visible: z.boolean(), titles: z.object({ de: titleSchema, ro: titleSchema }) });
export type FolderBody = z.input<typeof folderBodySchema>;

const folderStateSchema = z.object({ id: idSchema, visible: z.boolean(), titles: z.object({ de: z.string(), ro: z.string() }) });

export const structureCalls = {
  categories: {
    /** Every category, hidden ones too, by position: the admin builds the tree. */
    tree: defineCall({ method: 'GET', path: '/api/admin/categories', auth: 'staff', response: z.object({ data: z.array(adminCategoryNodeSchema) }) }),
    detail: defineCall({ method: 'GET', path: '/api/admin/categories/:id', auth: 'staff', params: idParams, response: z.object({ data: adminCategorySchema }) }),
    update: defineCall({ method: 'PUT', path: '/api/admin/categories/:id', auth: 'staff', params: idParams, body: categoryBodySchema, response: saved(adminCategorySchema) }),
    create: defineCall({ method: 'POST', path: '/api/admin/categories', auth: 'staff', body: newCategoryBodySchema, response: saved(adminCategorySchema) }),
    /** Deletes a category without subcategories and products (refused at `children` / `products` otherwise); its addresses go with it. */
    remove: defineCall({ method: 'DELETE', path: '/api/admin/categories/:id', auth: 'staff', params: idParams, response: z.object({ status_code: okStatusSchema }) }),
    /** One place up or down among its siblings; answers the siblings' order after the move. */
    move: defineCall({
      method: 'POST',
      path: '/api/admin/categories/:id/move',
      auth: 'staff',
      params: idParams,
      body: z.strictObject({ direction: moveDirectionSchema }),
      response: saved(z.object({ parent_id: idSchema.nullable(), order: z.array(idSchema) })),
    }),
  },
  brands: {
    list: defineCall({ method: 'GET', path: '/api/admin/brands', auth: 'staff', response: z.object({ data: z.array(adminBrandRowSchema) }) }),
    detail: defineCall({ method: 'GET', path: '/api/admin/brands/:id', auth: 'staff', params: idParams, response: z.object({ data: adminBrandSchema }) }),
    create: defineCall({ method: 'POST', path: '/api/admin/brands', auth: 'staff', body: brandBodySchema, response: saved(adminBrandSchema) }),
    update: defineCall({ method: 'PUT', path: '/api/admin/brands/:id', auth: 'staff', params: idParams, body: brandBodySchema, response: saved(adminBrandSchema) }),
  },
  features: {
    list: defineCall({ method: 'GET', path: '/api/admin/features', auth: 'staff', response: z.object({ data: z.array(adminFeatureSchema) }) }),
    create: defineCall({ method: 'POST', path: '/api/admin/features', auth: 'staff', body: featureBodySchema, response: saved(adminFeatureSchema) }),
    update: defineCall({ method: 'PUT', path: '/api/admin/features/:id', auth: 'staff', params: idParams, body: featureBodySchema, response: saved(adminFeatureSchema) }),
  },
  contents: {
    folders: defineCall({ method: 'GET', path: '/api/admin/folders', auth: 'staff', response: z.object({ data: z.array(adminFolderSchema) }) }),
    updateFolder: defineCall({
      method: 'PUT',
      path: '/api/admin/folders/:id',
      auth: 'staff',
      params: idParams,
      body: folderBodySchema,
      response: saved(folderStateSchema),
    }),
    /** A new folder at the end of the list. */
    createFolder: defineCall({ method: 'POST', path: '/api/admin/folders', auth: 'staff', body: folderBodySchema, response: saved(folderStateSchema) }),
    /** Deletes an empty folder (refused at `contents` while it holds pages). */
    deleteFolder: defineCall({ method: 'DELETE', path: '/api/admin/folders/:id', auth: 'staff', params: idParams, response: z.object({ status_code: okStatusSchema }) }),
    create: defineCall({ method: 'POST', path: '/api/admin/contents', auth: 'staff', body: newContentBodySchema, response: saved(adminContentSchema) }),
    detail: defineCall({ method: 'GET', path: '/api/admin/contents/:id', auth: 'staff', params: idParams, response: z.object({ data: adminContentSchema }) }),
    update: defineCall({ method: 'PUT', path: '/api/admin/contents/:id', auth: 'staff', params: idParams, body: contentBodySchema, response: saved(adminContentSchema) }),
  },
} as const;
