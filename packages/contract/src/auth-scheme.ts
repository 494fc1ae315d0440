/**
 * How callers identify themselves (spec section 6): customers send `Authorization: Bearer <jwt>`;
 * guests send the shop-level token scheme `Authorization: ShopToken <token>` plus their user
 * identifier in `x-user-identifier`.
 *
 * The shop token is the storefront server's secret. On the calls the storefront server makes for a
 * signed-in customer (bearer token) it also sends the shop token in `x-shop-token`: that is how the
 * back office tells the storefront's calls (whose X-Forwarded-For it believes) from a shopper calling
 * it directly with their own bearer token (whose X-Forwarded-For it ignores).
 */
export const BEARER_SCHEME = 'Bearer';
export const SHOP_TOKEN_SCHEME = 'ShopToken';
export const USER_IDENTIFIER_HEADER = 'x-user-identifier';
export const SHOP_TOKEN_HEADER = 'x-shop-token';

/**
 * The address of the connection a storefront server was reached on, written by the storefront
 * server (packages/storefront-server) over whatever a client sent under this name: the shopper's
 * address for the per-address limits when no proxy of ours stands in front (TRUSTED_PROXY_HOPS=0).
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';
