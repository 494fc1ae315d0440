// One typed function per contract call: the path is filled from the contract, the query and body
// are sent as the contract describes, and the answer is parsed with the contract's response schema,
// so a drift between storefront and back office fails loudly at the edge.
import {
  buildPath,
  errorBodySchema,
  type CallBody,
  type CallDef,
  type CallParams,
  type CallQuery,
  type CallResponse,
  type ErrorBody,
} from '@shop/contract';
import { HTTPError, type KyInstance } from 'ky';

export type CallInput<C extends CallDef> = ('params' extends keyof C ? { params: CallParams<C> } : { params?: undefined }) &
  ('query' extends keyof C ? { query?: CallQuery<C> } : { query?: undefined }) &
  ('body' extends keyof C ? { body: CallBody<C> } : { body?: undefined });

/** A 4xx/5xx answer in the shared error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.error.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }
}

/** Per-call extras: headers such as the Idempotency-Key of a pay call, or the shopper's address. */
export type CallOptions = { headers?: Record<string, string> };

export async function callContract<C extends CallDef>(client: KyInstance, call: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallResponse<C>> {
  try {
    const answer = await send(client, call, input, options).json();
    return call.response.parse(answer) as CallResponse<C>;
  } catch (error) {
    throw apiErrorOf(error);
  }
}

/**
 * A call whose answer is not JSON (a document's PDF): the answer as it arrives, so the caller can
 * pass its body on as a stream. Error answers become ApiError, as with callContract.
 */
export async function callContractRaw<C extends CallDef>(client: KyInstance, call: C, input: CallInput<C>, options: CallOptions = {}): Promise<Response> {
  try {
    return await send(client, call, input, options);
  } catch (error) {
    throw apiErrorOf(error);
  }
}

function send<C extends CallDef>(client: KyInstance, call: C, input: CallInput<C>, options: CallOptions) {
  const path = buildPath(call.path, (input.params ?? {}) as Record<string, string | number>);
  const searchParams = toSearchParams(input.query as Record<string, unknown> | undefined);
  return client(path, {
    method: call.method,
    ...(searchParams ? { searchParams } : {}),
    ...(input.body === undefined ? {} : { json: input.body }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function apiErrorOf(error: unknown): unknown {
  if (error instanceof HTTPError) {
    const parsed = errorBodySchema.safeParse(error.data);
    return new ApiError(error.response.status, parsed.success ? parsed.data : null);
  }
  return error;
}

function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}
