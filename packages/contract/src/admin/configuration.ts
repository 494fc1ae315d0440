// The admin's configuration: the locale config of one shop country as the storefront reads it
// (helper GET /api/locale_config, shop/locale-config.ts), the fields a shop owner changes, each
// checked here: store info (name, phone, email, support times), the tag-manager id, the review
// badge (ShopVote) and trust seal (Trusted Shops) ids and where they show, the minimum order value,
// the categories sold at 0 % VAT to companies, the menu's categories and its links. The storefront
// caches the locale config for 5 minutes (packages/storefront, HELPER_CACHE_MS).
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { idSchema } from '../primitives.ts';
import { countrySettingCalls } from './country-settings.ts';
import { localeConfigSchema } from '../shop/locale-config.ts';

export const configurationMessages = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number with digits, spaces, +, / or -.',
  tag_manager_id: 'A tag-manager id looks like GTM-AB12CD3.',
  shopvote_id: 'A ShopVote id is a number.',
  trusted_shop_id: 'A Trusted Shops id is an X followed by 32 letters A–F or digits.',
  badge_needs_id: 'Enter the id before showing the badge.',
  comma_ids: 'Enter category numbers separated by commas, such as 12,15,40.',
  unknown_category: 'One of these numbers is not a category of the shop.',
  amount_range: 'Enter an amount from 0 to 10,000.',
  link_href: 'A link starts with / (a page of the shop) or https://.',
  too_many_links: 'At most 12 links.',
} as const;

const shape = localeConfigSchema.shape;
const required = (max: number) => z.string().trim().min(1, { error: fieldMessages.required }).max(max, { error: fieldMessages.text_too_long });
/** Empty means none. */
const optionalId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .transform((value) => (value === '' ? null : value));
/** A comma list of category numbers ('12, 15,40' is stored as '12,15,40'). */
const commaIds = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d+(\s*,\s*\d+)*$/.test(value), { error: configurationMessages.comma_ids })
  .transform((value) => value.replace(/\s+/g, ''));
const menuLink = z.strictObject({
  title: required(60),
  href: z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(300, { error: fieldMessages.text_too_long })
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, { error: configurationMessages.link_href }),
});
const menuLinks = z.array(menuLink).max(12, { error: configurationMessages.too_many_links });

/** What the admin writes; the storefront's locale-config schema (`localeConfigSchema`) still reads the result. */
export const configurationBodySchema = z
  .strictObject({
    store_name: required(80).pipe(shape.store_name),
    store_phone: required(40).regex(/^\+?[\d\s/()-]+$/, { error: configurationMessages.phone }),
    store_email: z.email({ error: configurationMessages.email }).max(120, { error: fieldMessages.text_too_long }),
    support_time_mo_th: required(80),
    support_time_fr: required(80),
    googletagmanager_trackingcode: optionalId(/^GTM-[A-Z0-9]{4,10}$/, configurationMessages.tag_manager_id),
    shopvote_id: optionalId(/^\d{1,10}$/, configurationMessages.shopvote_id),
    shopvote_display_footer: shape.shopvote_display_footer.unwrap(),
    shopvote_display_badge: shape.shopvote_display_badge.unwrap(),
    trusted_shop_id: optionalId(/^X[0-9A-F]{32}$/, configurationMessages.trusted_shop_id),
    trusted_shop_display_footer: shape.trusted_shop_display_footer.unwrap(),
    trusted_shop_display_badge: shape.trusted_shop_display_badge.unwrap(),
    /** Minimum order value in cents (gross, the country's currency); 0: none. */
    config_min_price: z.int({ error: configurationMessages.amount_range }).min(0, { error: configurationMessages.amount_range }).max(1_000_000, { error: configurationMessages.amount_range }),
    categories_0_vat: commaIds,
    menu_category_ids: commaIds,
    links_left_menu: menuLinks,
    links_right_menu: menuLinks,
  })
  .superRefine((value, ctx) => {
    const needsId = (flag: boolean, path: string, id: string | null) => {
      if (flag && id === null) ctx.addIssue({ code: 'custom', path: [path], message: configurationMessages.badge_needs_id, input: id });
    };
    needsId(value.shopvote_display_footer || value.shopvote_display_badge, 'shopvote_id', value.shopvote_id);
    needsId(value.trusted_shop_display_footer || value.trusted_shop_display_badge, 'trusted_shop_id', value.trusted_shop_id);
  });
export type ConfigurationBody = z.input<typeof configurationBodySchema>;
export type ConfigurationValues = z.output<typeof configurationBodySchema>;

export const configurationSchema = z.object({
  country_id: idSchema,
  currency_code: z.string(),
  /** The stored values, as the form shows them (ids null when there is none). */
  values: z.object({
    store_name: z.string(),
    store_phone: z.string(),
    store_email: z.string(),
    support_time_mo_th: z.string(),
    support_time_fr: z.string(),
    googletagmanager_trackingcode: z.string().nullable(),
    shopvote_id: z.string().nullable(),
    shopvote_display_footer: z.boolean(),
    shopvote_display_badge: z.boolean(),
    trusted_shop_id: z.string().nullable(),
    trusted_shop_display_footer: z.boolean(),
    trusted_shop_display_badge: z.boolean(),
    config_min_price: z.int(),
    categories_0_vat: z.string(),
    menu_category_ids: z.string(),
    links_left_menu: z.array(z.object({ title: z.string(), href: z.string() })),
    links_right_menu: z.array(z.object({ title: z.string(), href: z.string() })),
  }),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const configurationCalls = countrySettingCalls('/api/admin/configuration/:country', configurationBodySchema, configurationSchema);
