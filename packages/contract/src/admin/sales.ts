// The admin's sales page: per shop country the sales bar above every page (on or off, message,
// link and its text, whether shoppers may close it), the home page's product list (numbers or
// references, kept as numbers) and whether the advent calendar shows. The bar is the SalesBar module's settings under the country's locale
// (`de_AT`), which win over the language's; the rest is the locale config. The storefront caches
// both for 5 minutes (HELPER_CACHE_MS).
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { idSchema } from '../primitives.ts';
import { ADVENT_DOOR_COUNT } from '../shop/locale-config.ts';
import { countrySettingCalls } from './country-settings.ts';

export const salesMessages = {
  message_required: 'A sales bar that shows needs a message.',
  link_href: 'A link starts with / (a page of the shop) or https://.',
  comma_ids: 'Enter product numbers or references separated by commas, such as 12,15,WT-000040.',
  unknown_product: 'One of these numbers or references is not a product of the shop.',
  too_many_products: 'At most 24 products.',
  door_title_required: 'A door with a text or a link needs a title.',
} as const;

/** Empty, a page of the shop (/...) or an https:// address. */
const shopLinkSchema = z
  .string()
  .trim()
  .max(300, { error: fieldMessages.text_too_long })
  .refine((value) => value === '' || /^(\/(?!\/)|https:\/\/)\S*$/.test(value), { error: salesMessages.link_href });

export const salesBodySchema = z
  .strictObject({
    salesbar_active: z.boolean(),
    salesbar_message: z.string().trim().max(200, { error: fieldMessages.text_too_long }),
    salesbar_link: shopLinkSchema,
    salesbar_link_text: z.string().trim().max(60, { error: fieldMessages.text_too_long }),
    salesbar_dismiss_button: z.boolean(),
    /** The home page's products in this order: product numbers or references (stored as numbers). */
    homepage_products: z
      .string()
      .trim()
      .refine((value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*(\s*,\s*[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(value), { error: salesMessages.comma_ids })
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => value === '' || value.split(',').length <= 24, { error: salesMessages.too_many_products }),
    /** The advent calendar in the menu and on the home page (where the country has one). */
    advent_active: z.boolean(),
    /** The 24 doors' offers, door 1 first; a door without a title has no offer. */
    advent_doors: z
      .array(
        z
          .strictObject({
            title: z.string().trim().max(80, { error: fieldMessages.text_too_long }),
            text: z.string().trim().max(300, { error: fieldMessages.text_too_long }),
            link: shopLinkSchema,
          })
          .superRefine((door, ctx) => {
            if (door.title === '' && (door.text !== '' || door.link !== '')) ctx.addIssue({ code: 'custom', path: ['title'], message: salesMessages.door_title_required, input: '' });
          }),
      )
      .length(ADVENT_DOOR_COUNT),
  })
  .superRefine((value, ctx) => {
    if (value.salesbar_active && value.salesbar_message === '') ctx.addIssue({ code: 'custom', path: ['salesbar_message'], message: salesMessages.message_required, input: '' });
  });
export type SalesBody = z.input<typeof salesBodySchema>;
export type SalesValues = z.output<typeof salesBodySchema>;

export const salesSchema = z.object({
  country_id: idSchema,
  /** The home page's products as saved, with their reference and German title, in order. */
  homepage_product_list: z.array(z.object({ id: idSchema, ref: z.string(), title: z.string() })),
  values: z.object({
    salesbar_active: z.boolean(),
    salesbar_message: z.string(),
    salesbar_link: z.string(),
    salesbar_link_text: z.string(),
    salesbar_dismiss_button: z.boolean(),
    homepage_products: z.string(),
    advent_active: z.boolean(),
    advent_doors: z.array(z.object({ title: z.string(), text: z.string(), link: z.string() })).length(ADVENT_DOOR_COUNT),
  }),
  /**
   * The shop's own links to the advent calendar (issue 36): menus, banners and the sales bar. With the
   * calendar switched off they lead to "page not found", so the page warns before that is saved.
   */
  advent_links: z.array(z.object({ place: z.enum(['menu_left', 'menu_right', 'banner', 'sales_bar']), text: z.string(), href: z.string() })),
});
export type Sales = z.infer<typeof salesSchema>;

export const salesCalls = countrySettingCalls('/api/admin/sales/:country', salesBodySchema, salesSchema);
