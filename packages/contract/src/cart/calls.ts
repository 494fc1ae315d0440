import { defineCall } from '../call.ts';
import * as s from './cart.ts';

/** Back-office cart calls (base {api}). */
export const cartCalls = {
  cartAdd: defineCall({ method: 'POST', path: '/api/cart/add', auth: 'shop', body: s.cartAddBodySchema, response: s.cartAddResponseSchema }),
  cartUpdate: defineCall({ method: 'POST', path: '/api/cart/update', auth: 'shop', body: s.cartUpdateBodySchema, response: s.cartUpdateResponseSchema }),
  cartFulfilmentCenter: defineCall({
    method: 'POST',
    path: '/api/cart/fulfilment-center',
    auth: 'shop',
    body: s.cartFulfilmentCenterBodySchema,
    response: s.cartFulfilmentCenterResponseSchema,
  }),
  cartUpdateItem: defineCall({ method: 'POST', path: '/api/cart/update-item', auth: 'shop', body: s.cartUpdateItemBodySchema, response: s.cartUpdateItemResponseSchema }),
  cartDelete: defineCall({ method: 'POST', path: '/api/cart/delete', auth: 'shop', body: s.cartDeleteBodySchema, response: s.cartDeleteResponseSchema }),
  cartClear: defineCall({ method: 'POST', path: '/api/cart/clear', auth: 'shop', body: s.cartClearBodySchema, response: s.cartClearResponseSchema }),
  cartGet: defineCall({ method: 'POST', path: '/api/cart/get', auth: 'shop', body: s.cartGetBodySchema, response: s.cartGetResponseSchema }),
  cartAssignCustomer: defineCall({
    method: 'POST',
    path: '/api/cart/assignCustomer',
    auth: 'shop',
    body: s.cartAssignCustomerBodySchema,
    response: s.cartAssignCustomerResponseSchema,
  }),
} as const;
