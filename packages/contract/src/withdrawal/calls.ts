import { defineCall } from '../call.ts';
import * as withdrawal from './withdrawal.ts';

/** Back-office withdrawal call (base {api}; a legal extension, not in spec section 7). */
export const withdrawalCalls = {
  withdrawalDeclare: defineCall({
    method: 'POST',
    path: '/api/withdrawal',
    auth: 'shop',
    body: withdrawal.withdrawalBodySchema,
    response: withdrawal.withdrawalResponseSchema,
  }),
} as const;
