// The config module: the storefront's startup configuration call.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerConfigRoutes } from './routes.ts';
