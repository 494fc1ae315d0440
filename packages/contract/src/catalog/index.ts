export * from './brand.ts';
export * from './category.ts';
export * from './config.ts';
export * from './feature.ts';
export * from './product.ts';
export * from './pse.ts';
export * from './rewriting.ts';
export * from './seo-urls.ts';
