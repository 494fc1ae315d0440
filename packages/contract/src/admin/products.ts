// The admin's products (issue 16): a list with search (title, reference, EAN) and filters, one
// product with its texts per language, brand, categories and variants (stock per fulfilment
// centre), and its prices per country with the day they take effect. Prices are net cents, as the
// catalog stores them (the storefront adds the VAT of the day).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { fieldMessages } from '../fields/messages.ts';
import { centsSchema, idSchema, okStatusSchema, queryIdSchema, queryInt } from '../primitives.ts';
import { isoDaySchema, pageOf, pageQuerySchema } from './paging.ts';

/** Field messages of the admin's product forms (English, translated by the admin app). */
export const productAdminMessages = {
  ean_invalid: 'An EAN has 8, 12, 13 or 14 digits and a valid check digit.',
  ref_taken: 'This reference is already used by another variant.',
  valid_from_past: 'A price cannot start before today: the price history is not rewritten.',
  promo_not_below: 'The reduced price must be below the regular price.',
  unknown_category: 'This category does not exist.',
  unknown_brand: 'This brand does not exist.',
  unknown_variant: 'This variant does not belong to the product.',
  unknown_center: 'This fulfilment centre does not exist.',
  image_unreadable: 'This file is no picture we can use: please upload a JPEG, PNG, WebP or AVIF file.',
  image_too_large: 'This file is too large: at most 15 MB.',
  unknown_image: 'This photo does not belong to the product.',
  unknown_feature: 'This feature does not exist.',
  unknown_product_ref: 'No product has this reference.',
  accessory_self: 'A product cannot be its own accessory.',
  accessory_twice: 'This accessory is listed twice.',
  price_country: 'Prices are kept for Germany, Austria and Romania only.',
  document_not_pdf: 'This file is no PDF: please upload a PDF document.',
  document_too_large: 'This file is too large: at most 20 MB.',
  unknown_document: 'This document does not belong to the product.',
  scheduled_price_gone: 'This price is no longer waiting for its day: it took effect or was cancelled.',
  stock_changed: 'The stock here changed since the form was opened (an order, a return or another person): it was not saved.',
  stock_note_required: 'Say why the stock changes (for example “Goods received” or “Counted”): the stock history keeps it.',
} as const;

/** The languages a product is written in: German (the German and Austrian shops) and Romanian. */
export const productLangSchema = z.enum(['de', 'ro']);
export type ProductLang = z.infer<typeof productLangSchema>;

/** The shops that carry prices: Germany, Austria, Romania. */
export const PRICE_COUNTRY_IDS = [5, 13, 146] as const;

/** GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14): weights 3 and 1 from the right. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const queryFlag = z.enum(['0', '1']).transform((value) => value === '1');

export const productListQuerySchema = pageQuerySchema.extend({
  /** Title (either language), product or variant reference, EAN; parts are enough. */
  q: z.string().trim().max(100).optional(),
  category_id: queryIdSchema.optional(),
  brand_id: queryIdSchema.optional(),
  /** 'in': some variant has stock; 'out': none has; 'low': some variant is at or below its reorder point in some centre. */
  stock: z.enum(['in', 'out', 'low']).optional(),
  /** 1: shown in the shop; 0: hidden. */
  active: queryFlag.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListRowSchema = z.object({
  id: idSchema,
  ref: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  active: z.boolean(),
  variant_count: z.int().nonnegative(),
  stock: z.int().nonnegative(),
  /** Net price of the default variant in the German shop (cents). */
  price_de_cents: centsSchema.nullable(),
});
export type ProductListRow = z.infer<typeof productListRowSchema>;

const textSchema = z.strictObject({
  title: z.string().trim().min(1, { error: fieldMessages.required }).max(255, { error: fieldMessages.text_too_long }),
  chapo: z.string().trim().max(1000, { error: fieldMessages.text_too_long }),
  description: z.string().max(50_000, { error: fieldMessages.text_too_long }),
  meta_title: z.string().trim().max(255, { error: fieldMessages.text_too_long }),
  meta_description: z.string().trim().max(500, { error: fieldMessages.text_too_long }),
});
export type ProductText = z.infer<typeof textSchema>;

export const priceSchema = z.object({
  country_id: idSchema,
  currency_code: z.string(),
  /** VAT rate of the country today (0.19 = 19 %), to show the gross price beside the net one. */
  vat_rate: z.number(),
  price_cents: centsSchema,
  promo_price_cents: centsSchema.nullable(),
  /** The list price (RRP), net: the shop shows it struck through when it is above the price paid. */
  list_price_cents: centsSchema.nullable(),
  /** Changes saved for a later day, soonest first. */
  scheduled: z.array(z.object({ id: idSchema, price_cents: centsSchema, promo_price_cents: centsSchema.nullable(), valid_from: z.string() })),
});

/** Why stock moved: the first stock, an order, its cancellation, a return, an import, a person's change. */
export const stockReasonSchema = z.enum(['opening', 'order', 'cancellation', 'return', 'import', 'manual']);
export type StockReason = z.infer<typeof stockReasonSchema>;

/** One entry of the stock ledger: units in (positive) or out (negative) of a centre, with why and who. */
export const stockMovementSchema = z.object({
  id: idSchema,
  center_id: idSchema,
  center: z.string(),
  delta: z.int(),
  reason: stockReasonSchema,
  order_id: idSchema.nullable(),
  order_ref: z.string().nullable(),
  note: z.string().nullable(),
  /** The staff member's email for a person's change or an import; null for the shop's own moves. */
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const variantSchema = z.object({
  id: idSchema,
  ref: z.string(),
  ean: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  is_default: z.boolean(),
  quantity_step: z.int().positive(),
  /** Low stock at or below this in a centre; null: the shop's reorder point (choices.reorder_point). */
  reorder_point: z.int().nonnegative().nullable(),
  stock: z.array(z.object({ center_id: idSchema, center: z.string(), quantity: z.int().nonnegative() })),
  prices: z.array(priceSchema),
  /** The newest entries of the variant's stock ledger (the stock is their sum), newest first. */
  movements: z.array(stockMovementSchema),
});
export type ProductVariant = z.infer<typeof variantSchema>;

/** The brands and categories (in tree order, with their depth) the filters and the editor offer. */
export const productChoicesSchema = z.object({
  /** The shop's reorder point: a variant without its own is low at or below it in a centre. */
  reorder_point: z.int().nonnegative(),
  brands: z.array(z.object({ id: idSchema, title: z.string() })),
  categories: z.array(z.object({ id: idSchema, title: z.string(), depth: z.int().nonnegative() })),
});
export type ProductChoices = z.infer<typeof productChoicesSchema>;

export const productDetailSchema = z.object({
  id: idSchema,
  ref: z.string(),
  active: z.boolean(),
  brand_id: idSchema.nullable(),
  default_category_id: idSchema,
  /** The categories the product is filed under (the default one included); ancestors are implied. */
  category_ids: z.array(idSchema),
  /** The version the edit form started from: a save from an older one is refused (product_changed). */
  updated_at: z.string(),
  texts: z.object({ de: textSchema, ro: textSchema }),
  variants: z.array(variantSchema),
  /** Photos uploaded in the admin, in the shop's order (before the drawn pictures). */
  images: z.array(z.object({ id: idSchema, url: z.string(), width: z.int(), height: z.int(), alt_de: z.string(), alt_ro: z.string() })),
  /** PDF documents (data sheets, manuals) in the shop's order, with their title per language. */
  documents: z.array(
    z.object({ id: idSchema, url: z.string(), title_de: z.string(), title_ro: z.string(), file_name: z.string(), byte_size: z.int().nonnegative() }),
  ),
  /** Every feature (material, width…) with this product's value per language ('' when it has none). */
  features: z.array(z.object({ feature_id: idSchema, title: z.string(), value_de: z.string(), value_ro: z.string() })),
  /** Manufacturer and safety information (GPSR, issue 17); empty strings when the catalog has none. */
  safety: z.object({ manufacturer_name: z.string(), manufacturer_address: z.string(), manufacturer_email: z.string(), information_de: z.string(), information_ro: z.string() }),
  /** Accessories shown on the product page, in their order. */
  accessories: z.array(z.object({ id: idSchema, ref: z.string(), title: z.string() })),
  /** The shop URL of the product in the German shop (relative), to look at it after saving. */
  shop_path: z.string().nullable(),
  choices: productChoicesSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productUpdateBodySchema = z.strictObject({
  updated_at: z.string().min(1),
  active: z.boolean(),
  brand_id: idSchema.nullable(),
  default_category_id: idSchema,
  category_ids: z.array(idSchema).max(50),
  texts: z.strictObject({ de: textSchema, ro: textSchema }),
});
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

export const variantUpdateBodySchema = z.strictObject({
  ref: z.string().trim().min(1, { error: fieldMessages.required }).max(64, { error: fieldMessages.text_too_long }),
  ean: z
    .string()
    .trim()
    .refine(isValidGtin, { error: productAdminMessages.ean_invalid }),
  quantity_step: z.int().min(1).max(1000),
  /** Its own reorder point, or null for the shop's; left out, it stays as it is. */
  reorder_point: z.int().min(0).max(100_000).nullable().optional(),
  /**
   * Stock per centre: `quantity` is the number wanted, `expected` the one the form showed. A number
   * left as shown is not written; a changed one only while the stock is still `expected`, otherwise
   * the save is refused (409 stock_changed, the field named) and the form shows the current value.
   */
  stock: z.array(z.strictObject({ center_id: idSchema, quantity: z.int().min(0).max(1_000_000), expected: z.int().min(0) })).max(20),
  /** Why the stock changed ("Goods received", "Counted"), kept in the stock ledger: required when a number changes. */
  stock_note: z.string().trim().max(200).optional(),
})
  .superRefine((body, context) => {
    // A number refused at its own field asks for no reason yet.
    const changes = body.stock.some((row) => Number.isInteger(row.quantity) && row.quantity >= 0 && row.quantity !== row.expected);
    if (changes && !body.stock_note) context.addIssue({ code: 'custom', path: ['stock_note'], message: productAdminMessages.stock_note_required });
  });
export type VariantUpdateBody = z.input<typeof variantUpdateBodySchema>;

/**
 * One price change of one variant in one country: the regular net price and, for a reduction, the
 * reduced one, and the list price the shop strikes through (RRP, or the price before a reduction),
 * from a day on (today: from the moment of saving). `expected` is the price the form
 * showed: when the current price is another one by now (someone else saved), the change is refused.
 */
export const priceChangeSchema = z
  .strictObject({
    pse_id: idSchema,
    country_id: idSchema,
    price_cents: z.int().min(1).max(100_000_000),
    promo_price_cents: z.int().min(1).max(100_000_000).nullable(),
    list_price_cents: z.int().min(1).max(100_000_000).nullable(),
    valid_from: isoDaySchema,
    expected: z.strictObject({ price_cents: centsSchema, promo_price_cents: centsSchema.nullable() }),
  })
  .refine((change) => change.promo_price_cents === null || change.promo_price_cents < change.price_cents, {
    error: productAdminMessages.promo_not_below,
    path: ['promo_price_cents'],
  });
export type PriceChangeInput = z.input<typeof priceChangeSchema>;

export const priceChangeBodySchema = z.strictObject({ changes: z.array(priceChangeSchema).min(1).max(200) });

/**
 * The product's photos in the order given, with their alternative texts; an uploaded photo left
 * out of the list is removed.
 */
export const productImagesBodySchema = z.strictObject({
  images: z
    .array(
      z.strictObject({
        id: idSchema,
        alt_de: z.string().trim().max(255, { error: fieldMessages.text_too_long }),
        alt_ro: z.string().trim().max(255, { error: fieldMessages.text_too_long }),
      }),
    )
    .max(50),
});
export type ProductImagesBody = z.input<typeof productImagesBodySchema>;

const documentTitleSchema = z.string().trim().min(1, { error: fieldMessages.required }).max(200, { error: fieldMessages.text_too_long });

/** The text fields sent with a document upload (multipart, before the file): its title per language. */
export const productDocumentUploadFieldsSchema = z.strictObject({ title_de: documentTitleSchema, title_ro: documentTitleSchema });
export type ProductDocumentUploadFields = z.input<typeof productDocumentUploadFieldsSchema>;

/** The product's documents in the order given, with their titles; a document left out is removed. */
export const productDocumentsBodySchema = z.strictObject({
  documents: z.array(z.strictObject({ id: idSchema, title_de: documentTitleSchema, title_ro: documentTitleSchema })).max(50),
});
export type ProductDocumentsBody = z.input<typeof productDocumentsBodySchema>;

/** The product's feature values; an empty value removes it in that language. */
export const productFeaturesBodySchema = z.strictObject({
  features: z
    .array(
      z.strictObject({
        feature_id: idSchema,
        value_de: z.string().trim().max(255, { error: fieldMessages.text_too_long }),
        value_ro: z.string().trim().max(255, { error: fieldMessages.text_too_long }),
      }),
    )
    .max(200),
});
export type ProductFeaturesBody = z.input<typeof productFeaturesBodySchema>;

/** The product's accessories by reference, in their order. */
export const productAccessoriesBodySchema = z.strictObject({
  refs: z.array(z.string().trim().min(1, { error: fieldMessages.required }).max(64, { error: fieldMessages.text_too_long })).max(50),
});
export type ProductAccessoriesBody = z.input<typeof productAccessoriesBodySchema>;

/**
 * The manufacturer and safety information (GPSR art. 19): name and postal address together, or
 * neither (all fields empty removes it); the safety information per language.
 */
export const productSafetyBodySchema = z
  .strictObject({
    manufacturer_name: z.string().trim().max(200, { error: fieldMessages.text_too_long }),
    manufacturer_address: z.string().trim().max(500, { error: fieldMessages.text_too_long }),
    manufacturer_email: z.union([z.literal(''), z.email({ error: fieldMessages.email_invalid }).max(254)]),
    information_de: z.string().trim().max(5000, { error: fieldMessages.text_too_long }),
    information_ro: z.string().trim().max(5000, { error: fieldMessages.text_too_long }),
  })
  .superRefine((value, ctx) => {
    const any = Object.values(value).some((field) => field !== '');
    if (!any) return;
    if (value.manufacturer_name === '') ctx.addIssue({ code: 'custom', path: ['manufacturer_name'], message: fieldMessages.required });
    if (value.manufacturer_address === '') ctx.addIssue({ code: 'custom', path: ['manufacturer_address'], message: fieldMessages.required });
  });
export type ProductSafetyBody = z.input<typeof productSafetyBodySchema>;

const idParams = z.object({ id: queryIdSchema });

export const productCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/products', auth: 'staff', query: productListQuerySchema, response: pageOf(productListRowSchema) }),
  choices: defineCall({ method: 'GET', path: '/api/admin/product-choices', auth: 'staff', response: z.object({ data: productChoicesSchema }) }),
  /** The shop's reorder point (issue 36), for variants without their own. */
  setReorderPoint: defineCall({
    method: 'PUT',
    path: '/api/admin/stock/reorder-point',
    auth: 'staff',
    body: z.strictObject({ reorder_point: z.int().min(0).max(100_000) }),
    response: z.object({ data: z.object({ reorder_point: z.int().nonnegative() }) }),
  }),
  detail: defineCall({ method: 'GET', path: '/api/admin/products/:id', auth: 'staff', params: idParams, response: z.object({ data: productDetailSchema }) }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id',
    auth: 'staff',
    params: idParams,
    body: productUpdateBodySchema,
    response: z.object({ status_code: okStatusSchema, data: z.object({ updated_at: z.string() }) }),
  }),
  updateVariant: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/variants/:pse_id',
    auth: 'staff',
    params: z.object({ id: queryIdSchema, pse_id: queryInt(idSchema) }),
    body: variantUpdateBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  /** A photo (multipart form, field `file`): JPEG, PNG, WebP, AVIF, GIF or TIFF; it goes last in the product's order. */
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/products/:id/images',
    auth: 'staff',
    params: idParams,
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, width: z.int(), height: z.int() }) }),
  }),
  saveImages: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/images',
    auth: 'staff',
    params: idParams,
    body: productImagesBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  /** A PDF document (multipart form: fields `title_de`, `title_ro`, then the file `file`); it goes last in the product's order. */
  uploadDocument: defineCall({
    method: 'POST',
    path: '/api/admin/products/:id/documents',
    auth: 'staff',
    params: idParams,
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, url: z.string() }) }),
  }),
  saveDocuments: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/documents',
    auth: 'staff',
    params: idParams,
    body: productDocumentsBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  saveSafety: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/safety',
    auth: 'staff',
    params: idParams,
    body: productSafetyBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  saveFeatures: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/features',
    auth: 'staff',
    params: idParams,
    body: productFeaturesBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  saveAccessories: defineCall({
    method: 'PUT',
    path: '/api/admin/products/:id/accessories',
    auth: 'staff',
    params: idParams,
    body: productAccessoriesBodySchema,
    response: z.object({ status_code: okStatusSchema }),
  }),
  /** Price changes of the product's variants; each one a line in the price history (PAngV section 11). */
  changePrices: defineCall({
    method: 'POST',
    path: '/api/admin/products/:id/prices',
    auth: 'staff',
    params: idParams,
    body: priceChangeBodySchema,
    response: z.object({
      status_code: okStatusSchema,
      data: z.object({ applied: z.int().nonnegative(), scheduled: z.int().nonnegative() }),
    }),
  }),
  /**
   * Cancels a price saved for a later day, before that day: it never takes effect, and its line in
   * the price history goes with it (the shop's price and its 30-day lowest price stay as they are).
   */
  cancelScheduledPrice: defineCall({
    method: 'DELETE',
    path: '/api/admin/products/:id/scheduled-prices/:schedule_id',
    auth: 'staff',
    params: z.object({ id: queryIdSchema, schedule_id: queryInt(idSchema) }),
    response: z.object({ status_code: okStatusSchema }),
  }),
} as const;
