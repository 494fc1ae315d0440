import { ApiError } from '@shop/api-client';
import { data } from 'react-router';
import type { NotFoundReason } from '../errors/ErrorScreen.tsx';

/**
 * A 404 from the back office becomes the not-found screen with its reason, and a 410 (an item that
 * existed but is gone for good) keeps its status so search engines drop the page; anything else
 * bubbles.
 */
export async function orNotFound<T>(promise: Promise<T>, reason: NotFoundReason): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 410)) {
      throw data({ reason }, { status: error.status === 410 ? 410 : 404 });
    }
    throw error;
  }
}
