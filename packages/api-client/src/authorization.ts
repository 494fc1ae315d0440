// Who is calling, as the back office sees it (spec section 6): a customer's bearer token, or the
// shop-level token scheme plus the guest's user identifier.
export type Caller =
  | { kind: 'customer'; token: string }
  | { kind: 'guest'; shopToken: string; userIdentifier: string };

export const SHOP_TOKEN_SCHEME = 'ShopToken';
export const USER_IDENTIFIER_HEADER = 'x-user-identifier';

export function authorizationHeaders(caller: Caller): Record<string, string> {
  if (caller.kind === 'customer') return { authorization: `Bearer ${caller.token}` };
  return {
    authorization: `${SHOP_TOKEN_SCHEME} ${caller.shopToken}`,
    [USER_IDENTIFIER_HEADER]: caller.userIdentifier,
  };
}
