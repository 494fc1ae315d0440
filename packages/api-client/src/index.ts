export { authorizationHeaders, type Caller } from './authorization.ts';
export { createApiClients, type ApiClients, type ApiEndpoints } from './clients.ts';
export { ApiError, callContract, callContractRaw, type CallInput, type CallOptions } from './contract-client.ts';
