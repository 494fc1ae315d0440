import { BEARER_SCHEME, SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';

// Who is calling, as the back office sees it (spec section 6): a customer's bearer token, or the
// shop-level token scheme plus the guest's user identifier.
export type Caller =
  | { kind: 'customer'; token: string }
  | { kind: 'guest'; shopToken: string; userIdentifier: string };


export function authorizationHeaders(caller: Caller): Record<string, string> {
  if (caller.kind === 'customer') return { authorization: `${BEARER_SCHEME} ${caller.token}` };
  return {
    authorization: `${SHOP_TOKEN_SCHEME} ${caller.shopToken}`,
    [USER_IDENTIFIER_HEADER]: caller.userIdentifier,
  };
}
