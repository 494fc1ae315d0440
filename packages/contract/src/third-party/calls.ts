import { z } from 'zod';
import { defineCall } from '../call.ts';
import { reviewBadgeQuerySchema } from './review-badge.ts';

/**
 * Third-party calls. The review badge's base URL is the provider's widget URL from configuration; the
 * raw answer is text, read with `parseReviewBadgeText` (which applies `reviewBadgeSchema`).
 */
export const thirdPartyCalls = {
  reviewBadge: defineCall({ method: 'GET', path: '/', auth: 'public', query: reviewBadgeQuerySchema, response: z.string() }),
} as const;
