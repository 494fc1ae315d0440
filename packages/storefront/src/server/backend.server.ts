// The storefront server's way to the back office and helper service: typed calls from the
// contract, as a guest (shop token scheme) or as the signed-in customer (bearer token).
import { ApiError, callContract, callContractRaw, createApiClients, type ApiClients, type Caller, type CallInput, type CallOptions } from '@shop/api-client';
import { data } from 'react-router';
import { SHOP_TOKEN_HEADER, type CallDef, type CallResponse } from '@shop/contract';
import { shopConfig } from './shop-config.server.ts';
import { createTtlCache } from './ttl-cache.server.ts';

const helperCache = createTtlCache(() => shopConfig().helperCacheMs);
const catalogCache = createTtlCache(() => shopConfig().catalogCacheMs);

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
  /**
   * A back-office catalog answer (URL lookup, product, features): for a guest the same for every
   * guest, kept a few seconds (CATALOG_CACHE_SECONDS) so a busy product page does not ask the back
   * office each time; a signed-in customer's is always fresh.
   */
  catalog: <C extends CallDef>(call: C, input: CallInput<C>) => Promise<CallResponse<C>>;
  /** As `catalog`, for a helper answer that is the same for every guest (a product's reviews). */
  catalogHelper: <C extends CallDef>(call: C, input: CallInput<C>) => Promise<CallResponse<C>>;
};

export function backendFor(caller: {
  customerToken?: string | undefined;
  userIdentifier: string;
  clientAddress?: string | null;
  requestId?: string;
  /** The time budget for all calls of this loader or action; default: the page budget (BACKEND_BUDGET_MS). */
  budgetMs?: number;
}): Backend {
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
  // A slow back office must not hold the shopper's page: after the budget every call of this
  // loader or action fails, and the page shows the server-error screen (503).
  const budget = AbortSignal.timeout(caller.budgetMs ?? config.backendBudgetMs);
  const clients: ApiClients = createApiClients({ apiUrl: config.apiUrl, fastApi: config.fastApi }, who, undefined, forwarded, budget);
  return {
    backOffice: (call, input, options) => reachable(callContract(clients.backOffice, call, input, options)),
    backOfficeRaw: (call, input) => reachable(callContractRaw(clients.backOffice, call, input)),
    helper: (call, input) => reachable(callContract(clients.helper, call, input)),
    cachedHelper: (call, input) => withinBudget(kept(helperCache, 'helper', call, input), budget),
    catalog: (call, input) =>
      caller.customerToken ? reachable(callContract(clients.backOffice, call, input)) : withinBudget(kept(catalogCache, 'backOffice', call, input), budget),
    catalogHelper: (call, input) =>
      caller.customerToken ? reachable(callContract(clients.helper, call, input)) : withinBudget(kept(catalogCache, 'helper', call, input), budget),
  };
}

/** A call's answer from the cache, or asked as the storefront itself and kept. */
function kept<C extends CallDef>(cache: ReturnType<typeof createTtlCache>, face: keyof ApiClients, call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  return cache.get(`${call.path}?${JSON.stringify(input)}`, () => reachable(callContract(sharedClients()[face], call, input)));
}

/** A shared (cached) call waits for this page only as long as its budget lasts. */
function withinBudget<T>(promise: Promise<T>, budget: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const giveUp = () => {
      console.error('back office unreachable: the page\'s time budget is spent');
      reject(data({ reason: 'server-unreachable' }, { status: 503 }));
    };
    if (budget.aborted) return giveUp();
    budget.addEventListener('abort', giveUp, { once: true });
    promise.then(
      (value) => {
        budget.removeEventListener('abort', giveUp);
        resolve(value);
      },
      (error: unknown) => {
        budget.removeEventListener('abort', giveUp);
        reject(error);
      },
    );
  });
}

/**
 * The back office cannot be reached (refused, timed out, 5xx): the page answers 503 and shows the
 * server-error screen (spec section 2). Answers it gives (4xx) stay errors for the caller.
 */
async function reachable<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    return serverUnreachable(error);
  }
}

/** For calls made without this module's clients (the search engine): the same 503 on failure. */
export function serverUnreachable(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw error;
  console.error('back office unreachable:', error instanceof Error ? error.message : error);
  throw data({ reason: 'server-unreachable' }, { status: 503 });
}
