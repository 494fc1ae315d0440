/**
 * The checkout form's own rules (spec section 5): terms accepted, a pickup point when the delivery
 * method is local pickup, and a delivery address with a phone when the cart holds freight items.
 * Undeliverable items only warn (`checkoutWarnings`). The form needs to know the cart, so the schema is
 * built from that context.
 */
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { requiredId } from '../fields/text.ts';
import { idSchema } from '../primitives.ts';

export interface CheckoutContext {
  /** Delivery method ids that are local pickup. */
  localPickupModuleIds: readonly number[];
  /** The cart holds freight items. */
  hasFreightItems: boolean;
  /** Phone of the chosen delivery address (empty or null when it has none). */
  deliveryAddressPhone: string | null;
}

export function checkoutFormSchema(context: CheckoutContext) {
  return z
    .strictObject({
      terms_accepted: z.literal(true, { error: fieldMessages.terms_required }),
      delivery_module_id: requiredId(),
      payment_module_id: requiredId(),
      local_pickup_id: idSchema.nullable().optional(),
      delivery_address_id: requiredId(),
      invoice_address_id: requiredId(),
      customer_note: z.string().trim().max(1000, { error: fieldMessages.text_too_long }).default(''),
      is_complete_delivery: z.boolean().default(false),
    })
    .superRefine(
      (value, ctx) => {
        const isPickup = context.localPickupModuleIds.includes(value.delivery_module_id);
        if (isPickup && typeof value.local_pickup_id !== 'number') {
          ctx.addIssue({ code: 'custom', path: ['local_pickup_id'], message: fieldMessages.pickup_point_required, input: value.local_pickup_id });
        }
        if (!isPickup && context.hasFreightItems && (context.deliveryAddressPhone ?? '').trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['delivery_address_id'], message: fieldMessages.freight_phone_required, input: value.delivery_address_id });
        }
      },
      // Also while other fields (the terms box) have problems, once the delivery method is known.
      { when: (payload) => typeof (payload.value as { delivery_module_id?: unknown } | null)?.delivery_module_id === 'number' },
    );
}
export type CheckoutForm = z.output<ReturnType<typeof checkoutFormSchema>>;

/** Non-blocking checkout warnings (message codes from `fieldMessages`). */
export function checkoutWarnings(lines: readonly { undeliverable: boolean }[]): 'undeliverable_items'[] {
  return lines.some((line) => line.undeliverable) ? ['undeliverable_items'] : [];
}
