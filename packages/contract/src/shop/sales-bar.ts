/**
 * Sales bar settings (spec section 3). They come from the helper's module config of the 'SalesBar'
 * module, a key/value map whose flags may be booleans, 0/1 or '0'/'1'/'true'/'false';
 * `salesBarSettingsSchema` reads that map into typed settings.
 */
import { z } from 'zod';

export const SALES_BAR_MODULE = 'SalesBar';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const text = z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? '' : String(value)));

export const salesBarSettingsSchema = z.object({
  /** Module activate flag: the module itself is switched on. */
  module_active: flag,
  salesbar_active: flag,
  salesbar_message: text,
  salesbar_link: text,
  salesbar_link_text: text,
  /** Whether the bar offers a dismiss button (dismissal is remembered in the browser). */
  salesbar_dismiss_button: flag,
});
export type SalesBarSettings = z.output<typeof salesBarSettingsSchema>;

/** The bar shows when the module and the bar are on and there is a message. */
export function isSalesBarVisible(settings: SalesBarSettings): boolean {
  return settings.module_active && settings.salesbar_active && settings.salesbar_message.trim() !== '';
}
