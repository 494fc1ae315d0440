// The storefront server's way to the back office and helper service: typed calls from the
// contract, as a guest (shop token scheme) or as the signed-in customer (bearer token).
import { ApiError, callContract, callContractRaw, createApiClients, type ApiClients, type Caller, type CallInput, type CallOptions } from '@shop/api-client';
import { data } from 'react-router';
import { SHOP_TOKEN_HEADER, type CallDef, type CallResponse } from '@shop/contract';
import { shopConfig } from './shop-config.server.ts';
import { createTtlCache } from './ttl-cache.server.ts';

const helperCache = createTtlCache(() => shopConfig().helperCacheMs);

// Helper data that is the same for every shopper is fetched as the storefront itself, with one
// pair of clients per process instead of one per request.
let shared: ApiClients | undefined;
function sharedClients(): ApiClients {
  const config = shopConfig();
  shared ??= createApiClients(
    { apiUrl: config.apiUrl, fastApi: config.fastApi },
    { kind: 'guest', shopToken: config.token, userIdentifier: 'storefront' },
  );
  return shared;
}

export type Backend = {
  backOffice: <C extends CallDef>(call: C, input: CallInput<C>, options?: CallOptions) => Promise<CallResponse<C>>;
  /** A back-office call whose answer is not JSON (a document's PDF), as the answer arrives. */
  backOfficeRaw: <C extends CallDef>(call: C, input: CallInput<C>) => Promise<Response>;
  helper: <C extends CallDef>(call: C, input: CallInput<C>) => Promise<CallResponse<C>>;
  /** Helper data that is the same for every shopper, cached 300 s. */
  cachedHelper: <C extends CallDef>(call: C, input: CallInput<C>) => Promise<CallResponse<C>>;
};

export function backendFor(caller: { customerToken?: string | undefined; userIdentifier: string; clientAddress?: string | null; requestId?: string }): Backend {
  const config = shopConfig();
  const who: Caller = caller.customerToken
    ? { kind: 'customer', token: caller.customerToken }
    : { kind: 'guest', shopToken: config.token, userIdentifier: caller.userIdentifier };
  // The back office believes X-Forwarded-For (for per-shopper rate limits) only on the storefront's
  // own calls: the shop token scheme, or a customer's bearer token plus the shop token in its header.
  const forwarded: Record<string, string> = {
    ...(caller.clientAddress ? { 'x-forwarded-for': caller.clientAddress } : {}),
    // One id for the shopper's request in the storefront's and the back office's logs.
    ...(caller.requestId ? { 'x-request-id': caller.requestId } : {}),
    ...(caller.customerToken ? { [SHOP_TOKEN_HEADER]: config.token } : {}),
  };
  const clients: ApiClients = createApiClients({ apiUrl: config.apiUrl, fastApi: config.fastApi }, who, undefined, forwarded);
  return {
    backOffice: (call, input, options) => reachable(callContract(clients.backOffice, call, input, options)),
    backOfficeRaw: (call, input) => reachable(callContractRaw(clients.backOffice, call, input)),
    helper: (call, input) => reachable(callContract(clients.helper, call, input)),
    cachedHelper: (call, input) =>
      helperCache.get(`${call.path}?${JSON.stringify(input)}`, () => reachable(callContract(sharedClients().helper, call, input))),
  };
}

/**
 * The back office cannot be reached (refused, timed out, 5xx): the page answers 503 and shows the
 * server-error screen (spec section 2). Answers it gives (4xx) stay errors for the caller.
 */
async function reachable<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    console.error('back office unreachable:', error instanceof Error ? error.message : error);
    throw data({ reason: 'server-unreachable' }, { status: 503 });
  }
}
