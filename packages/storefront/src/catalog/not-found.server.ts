import { ApiError } from '@shop/api-client';
import { data } from 'react-router';
import type { NotFoundReason } from '../errors/ErrorScreen.tsx';

/** A 404 from the back office becomes the not-found screen with its reason; anything else bubbles. */
export async function orNotFound<T>(promise: Promise<T>, reason: NotFoundReason): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ reason }, { status: 404 });
    }
    throw error;
  }
}
