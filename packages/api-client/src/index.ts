export { authorizationHeaders, type Caller } from './authorization.ts';
export { createApiClients, type ApiClients, type ApiEndpoints } from './clients.ts';
export { ApiError, callContract, type CallInput } from './contract-client.ts';
