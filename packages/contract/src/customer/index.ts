export * from './address.ts';
export * from './auth.ts';
export * from './county.ts';
export * from './customer.ts';
export * from './guest.ts';
export * from './newsletter.ts';
export * from './password.ts';
export * from './token.ts';
