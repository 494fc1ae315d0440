export * from './withdrawal.ts';
