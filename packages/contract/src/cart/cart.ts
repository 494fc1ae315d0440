/**
 * Cart calls (spec section 7). Bodies keep the legacy names the spec fixes: `thelia.cart_id`
 * (a key with a dot), `thelia_cart_add`, `thelia_login`, `cart_item`, and the answer's `status_code`
 * and `data { quantity, cartId, cartItemId }`.
 *
 * `thelia_login` is the customer's login identifier (the stored user_identifier) when known; the back
 * office uses it to attach the cart to the customer. A missing cart is the error body with code
 * 'cart_not_found' and message 'Cart not found' (the storefront then clears cart_id and delivery_id).
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { centsSchema, currencyCodeSchema, idSchema, okStatusSchema } from '../primitives.ts';

const cartIdSchema = idSchema;
const quantitySchema = z.int({ error: fieldMessages.quantity_invalid }).min(1, { error: fieldMessages.quantity_invalid }).max(9999);
const theliaLoginSchema = z.string().trim().min(1).max(255);

/** POST /api/cart/add. Without `thelia.cart_id` (or with null) the back office creates a cart. */
export const cartAddBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema.nullable().optional(),
  thelia_cart_add: z.strictObject({
    /** true: add to an existing line of the same sale element; false: set that line's quantity. */
    append: z.boolean(),
    product: idSchema,
    product_sale_elements_id: idSchema,
    quantity: quantitySchema,
  }),
  thelia_login: theliaLoginSchema.optional(),
  /**
   * Ours (additive): the shop country a new cart is priced in (currency, VAT, deliverability).
   * Without it a new cart takes the customer's country, else Austria (spec section 9). The
   * postage call moves a cart to the delivery country the shopper picks.
   */
  country_id: idSchema.optional(),
});
export type CartAddBody = z.input<typeof cartAddBodySchema>;

/** The line after a change: its cart, its id and its quantity now. */
export const cartLineChangeSchema = z.object({
  quantity: z.int().nonnegative(),
  cartId: cartIdSchema,
  cartItemId: idSchema,
});
export const cartAddResponseSchema = z.object({ status_code: okStatusSchema, data: cartLineChangeSchema });

/** POST /api/cart/update: set an absolute quantity (to remove a line use /cart/delete). */
export const cartUpdateBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema,
  cart_item: idSchema,
  quantity: quantitySchema,
  thelia_login: theliaLoginSchema.optional(),
});
/** Answer not shown in the spec: same as add. */
export const cartUpdateResponseSchema = cartAddResponseSchema;

/**
 * POST /api/cart/fulfilment-center (ours; the spec's cart action "change fulfilment centre"): ship
 * the line from this centre, which must hold the line's quantity ('out_of_stock' otherwise).
 */
export const cartFulfilmentCenterBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema,
  cart_item: idSchema,
  fulfilment_center_id: idSchema,
});
export const cartFulfilmentCenterResponseSchema = cartAddResponseSchema;

/**
 * POST /api/cart/update-item (ours; the spec's cart action "update item"): the line takes another
 * sale element of its product (colour, size) and a quantity. A line that already holds that sale
 * element takes this one in (one line per sale element): the answer names the line that remains.
 * Stock is checked for the quantity the line ends with ('out_of_stock' otherwise); the line's
 * fulfilment-centre choice is dropped (it was for the other sale element).
 */
export const cartUpdateItemBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema,
  cart_item: idSchema,
  product_sale_elements_id: idSchema,
  quantity: quantitySchema,
  thelia_login: theliaLoginSchema.optional(),
});
export const cartUpdateItemResponseSchema = cartAddResponseSchema;

/** POST /api/cart/delete: remove one line. */
export const cartDeleteBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema,
  cart_item: idSchema,
});
/** Answer not shown in the spec: the removed line's ids. */
export const cartDeleteResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ cartId: cartIdSchema, cartItemId: idSchema }),
});

/** POST /api/cart/clear (payload not shown in the spec): empty the cart, which keeps its id. */
export const cartClearBodySchema = z.strictObject({ 'thelia.cart_id': cartIdSchema });
export const cartClearResponseSchema = z.object({ status_code: okStatusSchema, data: z.object({ cartId: cartIdSchema }) });

/** How a buyer's prices are stated and computed (docs/decisions/014). */
export const priceBasisSchema = z.enum(['gross', 'net']);

/** A line of the cart as the back office keeps it; money in cents (unit prices). */
export const cartLineSchema = z.object({
  cart_item_id: idSchema,
  product_id: idSchema,
  product_sale_elements_id: idSchema,
  quantity: z.int().positive(),
  ref: z.string(),
  title: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
  unit_price_cents: centsSchema,
  unit_price_taxed_cents: centsSchema,
  /** Ours (additive): the line's totals, rounded once per line by the back office. */
  line_total_cents: centsSchema,
  line_total_taxed_cents: centsSchema,
  /** Ours (additive): quantities go in multiples of this (tiles by the box). */
  quantity_step: z.int().positive(),
  is_promo: z.boolean(),
  tax_rate: z.number().nonnegative(),
  is_freight: z.boolean(),
  undeliverable: z.boolean(),
  /** Spec selectedFulfilmentCenter: the centre the shopper chose for this line; null: the shop chooses. */
  fulfilment_center_id: idSchema.nullable().default(null),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: cartIdSchema,
  customer_id: idSchema.nullable(),
  currency: currencyCodeSchema,
  lines: z.array(cartLineSchema),
  coupon_code: z.string().nullable(),
  /**
   * Ours (additive): 'gross' for consumers; 'net' for company and VAT-exempt customers, whose
   * prices are shown net and whose VAT is added per rate (docs/decisions/014).
   */
  price_basis: priceBasisSchema.default('gross'),
  /** The coupon's discount, on the price basis (gross, or net). */
  discount_cents: centsSchema,
  total_cents: centsSchema,
  total_taxed_cents: centsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/get. */
export const cartGetBodySchema = z.strictObject({
  'thelia.cart_id': cartIdSchema,
  thelia_login: theliaLoginSchema.optional(),
});
export const cartGetResponseSchema = z.object({ status_code: okStatusSchema, data: cartSchema });

/** POST /api/cart/assignCustomer: attach a (guest) cart to the customer with this email after login. */
export const cartAssignCustomerBodySchema = z.strictObject({
  email: emailSchema,
  cart_id: cartIdSchema,
});
/** Answer not shown in the spec: the cart and its customer. */
export const cartAssignCustomerResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ cartId: cartIdSchema, customer_id: idSchema }),
});
