export { authorizationHeaders, SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER, type Caller } from './authorization.ts';
export { createApiClients, type ApiClients, type ApiEndpoints } from './clients.ts';
