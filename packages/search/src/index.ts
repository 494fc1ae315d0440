export * from './search-rules.ts';
export { latestOnly } from './latest-only.ts';
