export * from './review-badge.ts';
