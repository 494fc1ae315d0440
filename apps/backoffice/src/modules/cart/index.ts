// The cart module: carts and their lines, who owns one, and a cart as money (cart summary).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { loadOwnedCart, presentedIdentifier } from './cart-access.ts';
export { type Buyer, loadBuyer, type PricedLine } from './cart-pricing.ts';
export { cartHasFreight, type CartRow, emptyCart, lockCart, touchCart } from './cart-repository.ts';
export { type CartSummary, discountedGoodsTaxed, discountOfSummary, linesForTotals, summarizeCart } from './cart-summary.ts';
export { registerCartRoutes } from './routes.ts';
export { stockOf } from './stock-repository.ts';
