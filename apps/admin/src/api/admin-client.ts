// The admin's one client: same origin as the back office, the session cookie goes along, every
// write carries the session's CSRF token, and a 401 (session ended, idle timeout, role taken away)
// drops the session so the app shows the sign-in.
import { ApiError, callContract, type CallInput } from '@shop/api-client';
import { errorBodySchema, type CallDef, type CallResponse } from '@shop/contract';
import { ADMIN_CSRF_HEADER } from '@shop/contract/admin';
import ky, { HTTPError } from 'ky';
import { useSessionStore } from '../session/session-store.ts';

const client = ky.create({
  prefix: window.location.origin,
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const csrf = useSessionStore.getState().session?.csrf_token;
        if (csrf && request.method !== 'GET') request.headers.set(ADMIN_CSRF_HEADER, csrf);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && !request.url.endsWith('/api/admin/session')) useSessionStore.getState().expire();
      },
    ],
  },
});

/** One admin call of the contract; throws ApiError with the field errors on a 4xx. */
export function adminCall<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  return callContract(client, call, input);
}

/** A call whose body is a multipart form (a photo upload) to `path`; errors as with adminCall. */
export async function adminUpload<C extends CallDef>(call: C, path: string, form: FormData): Promise<CallResponse<C>> {
  try {
    return call.response.parse(await client(path, { method: call.method, body: form }).json()) as CallResponse<C>;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const parsed = errorBodySchema.safeParse(error.data);
    throw new ApiError(error.response.status, parsed.success ? parsed.data : null);
  }
}
