/**
 * Locale config (spec section 3): the per-storefront settings the helper service returns and the
 * storefront keeps in local storage under `locale_config`.
 *
 * The spec lists the fields but not their types, and says the list is not complete; this is our wire
 * shape. Known fields are typed; any further field passes through (looseObject). Fields the spec calls
 * comma lists stay comma-separated strings on the wire (read them with `parseCommaIds`);
 * `tax_serialized_requirements` stays the encoded string (read it with `parseTaxSerializedRequirements`).
 * Money (`config_min_price`) is in cents.
 */
import { z } from 'zod';
import { centsSchema, currencyCodeSchema, idSchema, langCodeSchema, localeSchema } from '../primitives.ts';

const linkSchema = z.object({ title: z.string(), href: z.string() });

/** The number of doors of the advent calendar: one per day from 1 to 24 December. */
export const ADVENT_DOOR_COUNT = 24;

/** One door's offer (ours, with the spec's advent flags): shown once its day has come; empty title: no offer. */
export const adventDoorSchema = z.object({ title: z.string(), text: z.string(), link: z.string() });
export type AdventDoor = z.infer<typeof adventDoorSchema>;

export const bannerSchema = z.object({
  image_url: z.string(),
  link: z.string().nullable(),
  alt: z.string(),
  /** Optional image for narrow screens. */
  mobile_image_url: z.string().nullable().optional(),
});

export const localeConfigSchema = z.looseObject({
  lang_id: idSchema,
  lang_locale: localeSchema,
  lang_code: langCodeSchema,
  country_id: idSchema,
  currency_code: currencyCodeSchema,
  currency_symbol: z.string().min(1),
  tax_title: z.string(),
  tax_id: idSchema,
  store_name: z.string(),
  logo_url: z.string().nullable().optional(),
  logo_mobile_url: z.string().nullable().optional(),
  facebook_url: z.string().nullable().optional(),
  instagram_url: z.string().nullable().optional(),
  youtube_url: z.string().nullable().optional(),
  tiktok_url: z.string().nullable().optional(),
  shopvote_id: z.string().nullable().optional(),
  shopvote_display_footer: z.boolean().optional(),
  shopvote_display_badge: z.boolean().optional(),
  trusted_shop_id: z.string().nullable().optional(),
  trusted_shop_display_footer: z.boolean().optional(),
  trusted_shop_display_badge: z.boolean().optional(),
  /** Regular expression source for phone numbers of this storefront, if it overrides the default rule. */
  phone_regex: z.string().nullable().optional(),
  is_phone_required: z.boolean().optional(),
  vat_min_length: z.int().nonnegative().optional(),
  /** Minimum order value in cents. */
  config_min_price: centsSchema.optional(),
  /** Comma list of category ids sold at 0% VAT to qualifying (company) customers. */
  categories_0_vat: z.string().optional(),
  /** Comma list of product ids shown with 'price on request'. */
  price_request_product_ids: z.string().optional(),
  content_ids: z.string().optional(),
  /** Comma list of product ids on the home page. */
  homepage_products: z.string().optional(),
  banners: z.array(bannerSchema).optional(),
  advent_banner_active: z.boolean().optional(),
  displayAdvent: z.boolean().optional(),
  /** The advent calendar's doors in order (door 1 first), each with its offer. */
  advent_doors: z.array(adventDoorSchema).max(ADVENT_DOOR_COUNT).optional(),
  /** URL-encoded JSON (spec: encoded, then parsed from JSON). */
  tax_serialized_requirements: z.string().nullable().optional(),
  menu_category_ids: z.string().optional(),
  left_menu_content_ids: z.string().optional(),
  right_menu_content_ids: z.string().optional(),
  links_left_menu: z.array(linkSchema).optional(),
  links_right_menu: z.array(linkSchema).optional(),
  /** Category id -> icon URL or icon name. */
  category_icon: z.record(z.string(), z.string()).optional(),
  store_phone: z.string().optional(),
  support_time_mo_th: z.string().optional(),
  /** The withdrawal-form PDF the /widerrufsformular route redirects to. */
  withdrawal_form_url: z.string().nullable().optional(),
  googletagmanager_trackingcode: z.string().nullable().optional(),
  /** Online payments end on the built-in sandbox gateway: every page says so in a banner. */
  payment_sandbox: z.boolean().optional(),
});
export type LocaleConfig = z.infer<typeof localeConfigSchema>;

/** site_name: store name plus the language code in upper case ('Badshop', 'de' -> 'Badshop DE'). */
export function deriveSiteName(storeName: string, langCode: string): string {
  return `${storeName.trim()} ${langCode.toUpperCase()}`;
}

/** Decode and parse `tax_serialized_requirements`; null when empty or not valid JSON. */
export function parseTaxSerializedRequirements(value: string | null | undefined): unknown {
  if (value == null || value.trim() === '') return null;
  for (const candidate of [value, safeDecode(value)]) {
    if (candidate === null) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
