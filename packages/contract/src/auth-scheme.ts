/**
 * How callers identify themselves (spec section 6): customers send `Authorization: Bearer <jwt>`;
 * guests send the shop-level token scheme `Authorization: ShopToken <token>` plus their user
 * identifier in `x-user-identifier`.
 */
export const BEARER_SCHEME = 'Bearer';
export const SHOP_TOKEN_SCHEME = 'ShopToken';
export const USER_IDENTIFIER_HEADER = 'x-user-identifier';
