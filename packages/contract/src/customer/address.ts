/**
 * Customer addresses (spec section 7: payload "not shown"; ours uses the address form fields of
 * `fields/address.ts`). An address as the back office answers adds its id, owner, the country and state
 * titles, and the default flag.
 */
import { z } from 'zod';
import { addressFieldsShape, addressRulesWhen, checkAddressByCountry } from '../fields/address.ts';
import { idSchema, okStatusSchema, queryIdSchema, queryInt } from '../primitives.ts';

/** The postal part every stored address shares; an order keeps a copy of it as it was. */
export const postalAddressSchema = z.object({
  title_id: idSchema.nullable(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  street_number: z.string(),
  address_extra: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country_id: idSchema,
  state_id: idSchema.nullable(),
  phone: z.string().nullable(),
});

export const addressSchema = postalAddressSchema.extend({
  id: idSchema,
  customer_id: idSchema,
  label: z.string(),
  country_title: z.string(),
  state_title: z.string().nullable(),
  cellphone: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/ExternalOrderApi/address?customer_id&limit=100: `AddressItems`. */
export const ADDRESS_LIST_LIMIT = 100;
export const addressListQuerySchema = z.object({
  customer_id: queryIdSchema,
  limit: queryInt(z.int().min(1).max(ADDRESS_LIST_LIMIT)).default(ADDRESS_LIST_LIMIT),
});
export const addressListResponseSchema = z.object({ AddressItems: z.array(addressSchema) });

/** POST /api/ExternalOrderApi/address. Failure shows 'Failed to add address'. */
export const addressCreateBodySchema = z
  .strictObject({ customer_id: idSchema, ...addressFieldsShape, is_default: z.boolean().optional() })
  .superRefine(checkAddressByCountry, addressRulesWhen);

/** PUT /api/ExternalOrderApi/address/:id: the whole address (the owner comes from the token). */
export const addressParamsSchema = z.object({ id: queryIdSchema });
export const addressUpdateBodySchema = z
  .strictObject({ ...addressFieldsShape, is_default: z.boolean().optional() })
  .superRefine(checkAddressByCountry, addressRulesWhen);

export const addressResponseSchema = z.object({ status_code: okStatusSchema, data: addressSchema });

/** Helper DELETE /api/:customer_id/addresses/:address_id. Failure shows 'Failed to delete address'. */
export const addressDeleteParamsSchema = z.object({ customer_id: queryIdSchema, address_id: queryIdSchema });
export const addressDeleteResponseSchema = z.object({ status_code: okStatusSchema, data: z.object({ address_id: idSchema }) });

/** Helper PATCH /api/address/:id/set-default. */
export const addressSetDefaultResponseSchema = addressResponseSchema;
