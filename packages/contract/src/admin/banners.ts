// The home page's banners per shop country (issue 16): the locale config's `banners`, in their
// order (the storefront shows the first one, 3:1, 1200 px wide and 600 on small screens), each with
// an image, an optional image for narrow screens, a link and an alternative text. New banners are
// uploaded (multipart) and cropped to 3:1 by the back office; the list is then reordered, edited
// or shortened with `save`, which accepts only the images the country's banners already have. The
// storefront caches the locale config for 5 minutes (HELPER_CACHE_MS).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { countryIdSchema } from '../fields/countries.ts';
import { fieldMessages } from '../fields/messages.ts';
import { idSchema, okStatusSchema, queryInt } from '../primitives.ts';

export const bannerMessages = {
  image_unreadable: 'This file is no picture we can use: please upload a JPEG, PNG, WebP or AVIF file.',
  image_too_large: 'This file is too large: at most 15 MB.',
  image_required: 'Please choose the banner’s image.',
  link_href: 'A link starts with / (a page of the shop) or https://.',
  unknown_image: 'This image is not one of this shop’s banners: upload it as a new banner.',
  too_many: 'At most 10 banners.',
} as const;

/** The most banners a shop keeps. */
export const MAX_BANNERS = 10;

const linkSchema = z
  .string()
  .trim()
  .max(300, { error: fieldMessages.text_too_long })
  .refine((value) => value === '' || /^(\/(?!\/)|https:\/\/)\S*$/.test(value), { error: bannerMessages.link_href });

const altSchema = z.string().trim().min(1, { error: fieldMessages.required }).max(200, { error: fieldMessages.text_too_long });

/** The text fields of a new banner (multipart, before the files `image` and `mobile_image`); an empty link: none. */
export const bannerUploadFieldsSchema = z.strictObject({ link: linkSchema, alt: altSchema });
export type BannerUploadFields = z.input<typeof bannerUploadFieldsSchema>;

export const bannerItemSchema = z.strictObject({
  image_url: z.string().min(1).max(300),
  mobile_image_url: z.string().min(1).max(300).nullable(),
  /** '' for none. */
  link: linkSchema,
  alt: altSchema,
});

/** The banners in the order given; a banner left out is removed. */
export const bannersBodySchema = z.strictObject({ banners: z.array(bannerItemSchema).max(MAX_BANNERS, { error: bannerMessages.too_many }) });
export type BannersBody = z.input<typeof bannersBodySchema>;

export const bannersSchema = z.object({
  country_id: idSchema,
  /** Image addresses as stored (relative to the back office); `link` '' for none. */
  banners: z.array(z.object({ image_url: z.string(), mobile_image_url: z.string().nullable(), link: z.string(), alt: z.string() })),
  /** The content page the shop shows at /advent-calendar, to edit its text; null where the shop has none. */
  advent_page: z.object({ id: idSchema, title: z.string() }).nullable(),
});
export type Banners = z.infer<typeof bannersSchema>;

const countryParams = z.object({ country: queryInt(countryIdSchema) });

export const bannerCalls = {
  detail: defineCall({ method: 'GET', path: '/api/admin/banners/:country', auth: 'staff', params: countryParams, response: z.object({ data: bannersSchema }) }),
  /** A new banner at the end (multipart: `link`, `alt`, then the files `image` and optionally `mobile_image`). */
  add: defineCall({ method: 'POST', path: '/api/admin/banners/:country', auth: 'staff', params: countryParams, response: z.object({ status_code: okStatusSchema, data: bannersSchema }) }),
  save: defineCall({ method: 'PUT', path: '/api/admin/banners/:country', auth: 'staff', params: countryParams, body: bannersBodySchema, response: z.object({ status_code: okStatusSchema, data: bannersSchema }) }),
} as const;
