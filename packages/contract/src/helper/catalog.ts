/**
 * Helper-service catalog calls (spec section 7; answers not shown, ours). Product lists reuse
 * `productSchema`; counts are product counts of visible products.
 */
import { z } from 'zod';
import { brandSchema } from '../catalog/brand.ts';
import { categorySchema, categoryTreeNodeSchema } from '../catalog/category.ts';
import { productSchema } from '../catalog/product.ts';
import { idSchema, localeSchema, queryIdSchema, queryInt, queryOneSchema } from '../primitives.ts';

const countSchema = z.int().nonnegative();
const productsSchema = z.object({ data: z.array(productSchema) });
const limitSchema = queryInt(z.int().min(1).max(50)).default(12);

/** GET category?category_id&visible=1&locale: one category. */
export const helperCategoryQuerySchema = z.object({
  category_id: queryIdSchema,
  visible: queryOneSchema.optional(),
  locale: localeSchema,
});
export const helperCategoryResponseSchema = z.object({ data: categorySchema });

/** GET category_children?category_id: the visible sub-categories. */
export const categoryChildrenQuerySchema = z.object({ category_id: queryIdSchema, locale: localeSchema.optional() });
export const categoryChildrenResponseSchema = z.object({ data: z.array(categorySchema) });

/** GET category_menu/custom_attribute?locale: the menu tree (only categories with products). */
export const categoryMenuQuerySchema = z.object({ locale: localeSchema });
export const categoryMenuResponseSchema = z.object({ data: z.array(categoryTreeNodeSchema) });

export const categoryCountSchema = z.object({ category_id: idSchema, product_count: countSchema });

/** GET category_count/custom_attribute: product count of every category. */
export const categoryCountResponseSchema = z.object({ data: z.array(categoryCountSchema) });

/** GET category_count/single/:id[?brand_id]: one category's count, optionally for one brand. */
export const categoryCountSingleParamsSchema = z.object({ id: queryIdSchema });
export const categoryCountSingleQuerySchema = z.object({ brand_id: queryIdSchema.optional() });
export const categoryCountSingleResponseSchema = z.object({
  data: categoryCountSchema.extend({ brand_id: idSchema.nullable() }),
});

/** GET category_count/children?category_id: counts of a category's children. */
export const categoryCountChildrenQuerySchema = z.object({ category_id: queryIdSchema });
export const categoryCountChildrenResponseSchema = categoryCountResponseSchema;

/** GET brand_list?locale[&category_id]: brands, optionally those with products in a category. */
export const brandListQuerySchema = z.object({ locale: localeSchema, category_id: queryIdSchema.optional() });
export const brandListResponseSchema = z.object({ data: z.array(brandSchema) });

/** GET brands/:id/:locale: one brand. */
export const brandParamsSchema = z.object({ id: queryIdSchema, locale: localeSchema });
export const brandResponseSchema = z.object({ data: brandSchema });

/** GET brand_count/:id: a brand's product count. */
export const brandCountParamsSchema = z.object({ id: queryIdSchema });
export const brandCountResponseSchema = z.object({ data: z.object({ brand_id: idSchema, product_count: countSchema }) });

/** GET brand_category_count[?brand_id]: product counts per brand and category. */
export const brandCategoryCountQuerySchema = z.object({ brand_id: queryIdSchema.optional() });
export const brandCategoryCountResponseSchema = z.object({
  data: z.array(z.object({ brand_id: idSchema, category_id: idSchema, product_count: countSchema })),
});

/** Delivery time classes (spec section 9: next day, 1-2 workdays, 2-3 weeks, 7-9 working days, on request). */
export const deliveryDelays = ['next_day', 'workdays_1_2', 'weeks_2_3', 'workdays_7_9', 'on_request'] as const;
export const deliveryDelaySchema = z.enum(deliveryDelays);
export type DeliveryDelay = z.infer<typeof deliveryDelaySchema>;

/** GET product_delays/custom_attribute/:id: a product's delivery time. */
export const productDelaysParamsSchema = z.object({ id: queryIdSchema });
export const productDelaysResponseSchema = z.object({ data: z.object({ product_id: idSchema, delay: deliveryDelaySchema }) });

/** GET delivery_delay_pse/:id: a sale element's delivery time. */
export const deliveryDelayPseParamsSchema = z.object({ id: queryIdSchema });
export const deliveryDelayPseResponseSchema = z.object({ data: z.object({ pse_id: idSchema, delay: deliveryDelaySchema }) });

/**
 * GET multiplier?locale&attribute_id&pse_id: the quantity step of a sale element (spec section 4:
 * quantities are multiples of a step). 1 when the element has none.
 */
export const multiplierQuerySchema = z.object({ locale: localeSchema, attribute_id: queryIdSchema, pse_id: queryIdSchema });
export const multiplierSchema = z.object({ pse_id: idSchema, multiplier: z.int().positive() });
export const multiplierResponseSchema = z.object({ data: multiplierSchema });

/** POST multiplier/bulk?attribute_id&locale: steps of several sale elements. */
export const multiplierBulkQuerySchema = z.object({ attribute_id: queryIdSchema, locale: localeSchema });
export const multiplierBulkBodySchema = z.strictObject({ pse_ids: z.array(idSchema).min(1).max(200) });
export const multiplierBulkResponseSchema = z.object({ data: z.array(multiplierSchema) });

/** GET products/combinations/:product_id/:locale: colours with their sizes and stock (the cart item's `variation`). */
export const productCombinationsParamsSchema = z.object({ product_id: queryIdSchema, locale: localeSchema });
export const variationSchema = z.object({
  color: z.string(),
  image_url: z.string().nullable(),
  size: z.array(z.object({ name: z.string(), stock: z.int().nonnegative(), pse_id: idSchema })),
});
export type Variation = z.infer<typeof variationSchema>;
export const productCombinationsResponseSchema = z.object({ data: z.array(variationSchema) });

/** GET product-associated-keywords?group_code&locale: the badge keywords of a group with their colours. */
export const associatedKeywordsQuerySchema = z.object({ group_code: z.string().min(1).max(100), locale: localeSchema });
export const associatedKeywordsResponseSchema = z.object({
  data: z.array(z.object({ code: z.string(), title: z.string(), color: z.string() })),
});

/** GET selection_product/:id/:locale: a curated product selection. */
export const selectionProductParamsSchema = z.object({ id: queryIdSchema, locale: localeSchema });
export const selectionProductResponseSchema = z.object({
  data: z.object({ id: idSchema, title: z.string(), products: z.array(productSchema) }),
});

/** GET accessory_product/:id: a product's accessories. */
export const accessoryProductParamsSchema = z.object({ id: queryIdSchema });
/** Ours: the language and prices of the answer follow the locale's country (default Austria). */
export const accessoryProductQuerySchema = z.object({ locale: localeSchema.optional() });
export const accessoryProductResponseSchema = productsSchema;

/** GET recommendation/item-data?product_id&locale&limit: products bought with this one. */
export const recommendationItemQuerySchema = z.object({ product_id: queryIdSchema, locale: localeSchema, limit: limitSchema });
/** GET recommendation/category-data?category_id&locale&limit: top products of a category. */
export const recommendationCategoryQuerySchema = z.object({ category_id: queryIdSchema, locale: localeSchema, limit: limitSchema });
/** GET recommendation/bestseller-data?locale&limit: the shop's bestsellers. */
export const recommendationBestsellerQuerySchema = z.object({ locale: localeSchema, limit: limitSchema });
export const recommendationResponseSchema = productsSchema;
