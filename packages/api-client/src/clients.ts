import ky, { type KyInstance } from 'ky';
import { authorizationHeaders, type Caller } from './authorization.ts';

export type ApiEndpoints = {
  /** Back office origin ({api}); calls go to {api}/api/... */
  apiUrl: string;
  /** Helper service origin ({fast}); calls go to {fast}/api/... */
  fastApi: string;
};

export type ApiClients = { backOffice: KyInstance; helper: KyInstance };

/**
 * One pair of clients per caller. Retries only idempotent reads: a retried POST could add an item
 * twice or place a second order.
 */
export function createApiClients(
  endpoints: ApiEndpoints,
  caller: Caller,
  fetchImpl?: typeof fetch,
  extraHeaders: Record<string, string> = {},
  /** Ends every call of these clients (a page's time budget): the call fails instead of waiting on. */
  signal?: AbortSignal,
): ApiClients {
  const common = {
    headers: { ...extraHeaders, ...authorizationHeaders(caller) },
    timeout: 10_000,
    retry: { limit: 2, methods: ['get'] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(signal ? { signal } : {}),
  };
  return {
    backOffice: ky.create({ ...common, prefix: trimSlash(endpoints.apiUrl) }),
    helper: ky.create({ ...common, prefix: trimSlash(endpoints.fastApi) }),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
