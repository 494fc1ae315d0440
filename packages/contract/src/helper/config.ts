/**
 * Helper-service configuration calls (spec section 7; answers not shown, ours).
 */
import { z } from 'zod';
import { localeConfigSchema } from '../shop/locale-config.ts';
import { storeInfoSchema } from '../shop/store-info.ts';
import { idSchema, localeSchema, queryIdSchema } from '../primitives.ts';
import { postageSchema } from '../checkout/delivery.ts';

/**
 * GET module_config_i18n/custom_attribute?module&locale: one module's configuration in a language, as a
 * key/value map (e.g. module 'SalesBar' -> read with `salesBarSettingsSchema`).
 */
export const moduleConfigQuerySchema = z.object({ module: z.string().min(1).max(100), locale: localeSchema });
export const moduleConfigValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const moduleConfigResponseSchema = z.object({ data: z.record(z.string(), moduleConfigValueSchema) });

/** GET locale_config/custom_attribute?locale: the storefront's locale config. */
export const localeConfigQuerySchema = z.object({ locale: localeSchema });
export const localeConfigResponseSchema = z.object({ data: localeConfigSchema });

/** GET system_config/custom_attribute[?variable_name]: system variables, all or the one named. */
export const systemConfigQuerySchema = z.object({ variable_name: z.string().min(1).max(100).optional() });
export const systemConfigResponseSchema = z.object({
  data: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
});

/** GET google_tag_manager[?locale]: the tag manager id of the locale's shop (spec section 3), null when not configured. */
export const googleTagManagerQuerySchema = z.object({ locale: localeSchema.optional() });
export const googleTagManagerResponseSchema = z.object({ googletagmanager_trackingcode: z.string().nullable() });

/** GET store_info?locale (path not given in the spec, ours). */
export const storeInfoQuerySchema = z.object({ locale: localeSchema });
export const storeInfoResponseSchema = z.object({ data: storeInfoSchema });

/**
 * GET delivery_cost?cart_id&country_id (path not given in the spec, ours): the cart's delivery cost with
 * the default delivery method. Bad input is error 'invalid_data' ('Invalid data'), which the storefront ignores.
 */
export const deliveryCostQuerySchema = z.object({ cart_id: queryIdSchema, country_id: queryIdSchema });
export const deliveryCostResponseSchema = z.object({ data: postageSchema.extend({ delivery_module_id: idSchema }) });
