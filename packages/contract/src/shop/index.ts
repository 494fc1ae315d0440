export * from './country-facts.ts';
export * from './locale-config.ts';
export * from './sales-bar.ts';
export * from './store-info.ts';
