// The catalog module (spec section 7): products, variants, categories, brands, URLs and the
// sitemap, for the back office and the helper service. Other modules and the server use only this.
export { createCategoryTreeCache, type CategoryTree, type CategoryTreeCache } from './category-tree.ts';
export { registerHelperCatalogRoutes } from './helper-routes.ts';
export { productImageUrl } from './image-url.ts';
export { productsByIds } from './product-service.ts';
export { registerCatalogRoutes } from './routes.ts';
