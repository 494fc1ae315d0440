/**
 * One call = one route: method, path template and the schemas of each part.
 *
 * - `path` is the full path from the service origin (the back office at {api}, the helper service at
 *   {fast}, the search endpoint at the URL ConfigApi names), with Fastify-style `:name` parameters and
 *   no trailing slash. The spec's relative paths (`/cart/add` under base {api}/api) are written out
 *   in full (`/api/cart/add`).
 * - `params`, `query` and `body` are present only where the call has them. Query and params schemas
 *   accept numbers from typed callers and digit strings from the wire.
 * - `response` is the 200 answer. Every 4xx/5xx answer is `errorBodySchema` (errors.ts).
 * - `auth`: 'public' needs nothing, 'shop' takes the shop token scheme or a customer bearer token,
 *   'customer' needs a customer bearer token. The admin's calls (`admin/`) take the admin session
 *   cookie instead: 'staff' lets staff and admins in, 'admin' only admins.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type CallAuth = 'public' | 'shop' | 'customer' | 'staff' | 'admin';

export interface CallDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: CallAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** Identity function that keeps the literal types of a call definition. */
export function defineCall<const C extends CallDef>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a client sends / what a handler receives, per part. */
export type CallParams<C extends CallDef> = InputOf<C['params']>;
export type CallQuery<C extends CallDef> = InputOf<C['query']>;
export type CallBody<C extends CallDef> = InputOf<C['body']>;
export type ParsedParams<C extends CallDef> = OutputOf<C['params']>;
export type ParsedQuery<C extends CallDef> = OutputOf<C['query']>;
export type ParsedBody<C extends CallDef> = OutputOf<C['body']>;
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** Names of the `:name` parameters of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/** Fill a path template: buildPath('/api/products/:id', { id: 7 }) -> '/api/products/7'. */
export function buildPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
