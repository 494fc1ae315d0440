/**
 * The route table: every call the storefront makes, by service. Each entry is
 * `{ method, path, auth, params?, query?, body?, response }` (see call.ts), so the back office
 * (Fastify routes) and the ky clients are typed from one source.
 */
import { cartCalls } from './cart/calls.ts';
import { catalogCalls } from './catalog/calls.ts';
import { checkoutCalls } from './checkout/calls.ts';
import { customerCalls } from './customer/calls.ts';
import { helperCalls } from './helper/calls.ts';
import { searchCalls } from './search/calls.ts';
import { thirdPartyCalls } from './third-party/calls.ts';
import { withdrawalCalls } from './withdrawal/calls.ts';

export const calls = {
  /** Shop back office, base {api}. */
  backoffice: { ...cartCalls, ...checkoutCalls, ...customerCalls, ...catalogCalls, ...withdrawalCalls },
  /** Helper service, base {fast}. */
  helper: helperCalls,
  /** Search endpoint, base from ConfigApi. */
  search: searchCalls,
  /** Third-party providers, base from configuration. */
  thirdParty: thirdPartyCalls,
} as const;

export type Calls = typeof calls;
export type Service = keyof Calls;

export { payCallsByCode } from './checkout/calls.ts';
