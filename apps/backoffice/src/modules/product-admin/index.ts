// The product-admin module (issue 16): the admin's product list and editor, and the price-change
// rule that the editor and the import share (`changePrices`), with the sweep that makes prices
// saved for a later day take effect.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { applyDuePrices, changePrices, type PriceChange, type PriceChangeOutcome } from './prices.ts';
export { productIdsPage, type ProductFilter } from './product-admin-repository.ts';
export { cleanStoredDescriptions, replaceTexts } from './product-texts.ts';
export { registerProductAdminRoutes } from './routes.ts';
export { schedulePriceChanges } from './schedule.ts';
