export * from './cart.ts';
