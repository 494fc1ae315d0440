// Every page behind the sign-in asks the back office who is signed in (the role may have changed
// since the last page); without a session the app goes to the sign-in and comes back afterwards.
import { ApiError } from '@shop/api-client';
import { adminCalls } from '@shop/contract/admin';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { useSessionStore } from '../session/session-store.ts';

export async function requireSession({ request }: LoaderFunctionArgs) {
  try {
    const { data } = await adminCall(adminCalls.staff.session, {});
    useSessionStore.getState().signedIn(data);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useSessionStore.getState().expire();
      const url = new URL(request.url);
      const next = url.pathname.replace(/^\/admin/, '') + url.search;
      throw redirect(`/sign-in?next=${encodeURIComponent(next || '/')}`);
    }
    throw error;
  }
}
