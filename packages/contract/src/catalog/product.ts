/**
 * Products as the back office returns them (GET /api/products/:id, the product list, products_list,
 * and the helper's selection, accessory and recommendation lists).
 *
 * The upper-case names are the legacy names the storefront's cart item copies (spec section 3: REF,
 * TITLE, URL, PSE_URL, IMAGE, DEFAULT_CATEGORY, BEST_TAXED_PRICE, TAXED_PRICE, PRICE, PROMO_PRICE,
 * IS_PROMO, PRODUCT_SALE_ELEMENT). All prices are integer cents for the requested country:
 * PRICE net and TAXED_PRICE gross are the regular price; PROMO_PRICE (net) and BEST_TAXED_PRICE (gross)
 * the price the shopper pays: the promotion price while IS_PROMO, otherwise the regular one
 * (pricing-vat's `countryPrices`). `listen_price` (list price) is gross, null when the product has none.
 * The remaining fields are ours: what a product page and a cart line need.
 */
import { z } from 'zod';
import { centsSchema, idSchema, MAX_ID, queryIdSchema, queryInt, queryOneSchema } from '../primitives.ts';

export const productDocumentSchema = z.object({
  title: z.string(),
  url: z.string(),
});

/** The manufacturer and the safety information (GPSR art. 19), in the shop's language. */
export const productSafetySchema = z.object({
  manufacturer_name: z.string(),
  /** Postal address, lines separated by newlines. */
  manufacturer_address: z.string(),
  manufacturer_email: z.string(),
  /** Warnings and safety information; '' when the catalog has none in this language. */
  information: z.string(),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

export const productSchema = z.object({
  ID: idSchema,
  REF: z.string(),
  TITLE: z.string(),
  CHAPO: z.string(),
  DESCRIPTION: z.string(),
  POSTSCRIPTUM: z.string(),
  URL: z.string(),
  /** Default product sale element (variant) id. */
  PRODUCT_SALE_ELEMENT: idSchema,
  PSE_URL: z.string().nullable(),
  /** Main image URL. */
  IMAGE: z.string().nullable(),
  images: z.array(z.string()),
  /** Present when asked with ?document=1 (data sheets, manuals). */
  documents: z.array(productDocumentSchema).optional(),
  /** Present with ?document=1 (issue 17): null when the catalog holds no manufacturer for it. */
  safety: productSafetySchema.nullable().optional(),
  brand_id: idSchema.nullable(),
  brand_name: z.string().nullable(),
  category: z.array(idSchema),
  DEFAULT_CATEGORY: idSchema,
  PRICE: centsSchema,
  TAXED_PRICE: centsSchema,
  PROMO_PRICE: centsSchema,
  BEST_TAXED_PRICE: centsSchema,
  IS_PROMO: z.boolean(),
  listen_price: centsSchema.nullable(),
  /** VAT rate in percent applied to TAXED_PRICE. */
  tax_rate: z.number().nonnegative(),
  /** Stock of the default sale element. */
  stock: z.int().nonnegative(),
  tag: z.array(z.string()),
  /** Shipped by freight forwarder; the delivery address then needs a phone (spec section 5). */
  is_freight: z.boolean(),
  /** Cannot be delivered to the requested country. */
  undeliverable: z.boolean(),
  /**
   * Ours (issue 7): how the default variant is sold ('m2' for tiles sold by the box) and the
   * content of one sold piece in thousandths of that unit, for the unit price (PAngV section 4).
   */
  unit: z.enum(['piece', 'm2']).optional(),
  unit_content_milli: z.int().positive().optional(),
  /**
   * Ours (issue 7): for a reduced price, the lowest gross price of the 30 days before the
   * reduction (PAngV section 11); null when the price is not reduced.
   */
  lowest_price_30_days: centsSchema.nullable().optional(),
  /** Ours (issue 16): the page title and description for search engines set in the admin; empty: derived from title and texts. */
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/:id answers a list; the storefront uses the first element (spec section 7). */
export const productParamsSchema = z.object({ id: queryIdSchema });
export const productQuerySchema = z.object({
  /** 1 adds `documents`. */
  document: queryOneSchema.optional(),
  country_id: queryIdSchema.optional(),
});
export const productResponseSchema = z.array(productSchema);

export const productListOrders = [
  'sales_view_quantity',
  'min_price',
  'max_price',
  'alpha',
  'alpha_reverse',
  'created',
  'created_reverse',
] as const;

/** GET /api/products: a page of the listing. */
export const productListQuerySchema = z.object({
  limit: queryInt(z.int().min(1).max(100)).default(20),
  offset: queryInt(z.int().nonnegative()).default(0),
  order: z.enum(productListOrders).default('sales_view_quantity'),
  country_id: queryIdSchema.optional(),
  category: queryIdSchema.optional(),
  brand: queryIdSchema.optional(),
  /** Feature availability id (a filter value such as a colour). */
  feature_availability: queryIdSchema.optional(),
  /** Ours (issue 7): lowest and highest price a shopper pays, gross cents of the country. */
  price_min: queryInt(centsSchema).optional(),
  price_max: queryInt(centsSchema).optional(),
  /** Ours (issue 7): 1 keeps only products with a variant in stock. */
  in_stock: queryOneSchema.optional(),
  /** Ours (issue 7): 1 adds `facets`, the brands and colours to filter by, with product counts. */
  facets: queryOneSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A value to filter by (a brand or a colour attribute value) and how many products have it. */
export const facetValueSchema = z.object({ id: idSchema, title: z.string(), count: z.int().nonnegative() });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSchema),
  total: z.int().nonnegative(),
  limit: z.int().positive(),
  offset: z.int().nonnegative(),
  /** With ?facets=1: counted within the category and brand asked for, before the other filters. */
  facets: z.object({ brands: z.array(facetValueSchema), colors: z.array(facetValueSchema) }).optional(),
});

/**
 * GET /api/products_list (shape not shown in the spec): products by explicit ids, in the order given,
 * for the home page products and other configured id lists. `ids` is a comma list; unknown ids are
 * left out of the answer.
 */
export const productsByIdsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'Expected a comma list of ids.' })
    // Each id within the id columns' range (the database refuses larger ones).
    .refine((list) => list.split(',').every((id) => Number(id) <= MAX_ID), { error: `Expected ids up to ${MAX_ID}.` }),
  country_id: queryIdSchema.optional(),
});
export const productsByIdsResponseSchema = z.object({ items: z.array(productSchema) });
