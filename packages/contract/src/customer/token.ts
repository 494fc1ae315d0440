/**
 * POST /api/refreshToken (spec sections 4, 5, 7): needs customer_id and email from storage, otherwise
 * 'Missing customer_id or email in local storage'. The answer's `token` replaces the stored one.
 */
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { MAX_ID } from '../primitives.ts';

const missing = fieldMessages.token_refresh_identity_missing;

export const refreshTokenBodySchema = z.strictObject({
  customer_id: z.int({ error: missing }).positive({ error: missing }).max(MAX_ID, { error: missing }),
  email: z.string({ error: missing }).trim().min(1, { error: missing }).pipe(z.email({ error: fieldMessages.email_invalid })),
});

export const refreshTokenResponseSchema = z.object({ token: z.string().min(1) });

/** Token lifetime and refresh point (spec sections 4 and 9). */
export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;
export const TOKEN_REFRESH_AFTER_MS = (TOKEN_LIFETIME_MS * 2) / 3;
