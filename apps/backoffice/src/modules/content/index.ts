// The content module: content pages and their routes.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerContentRoutes } from './routes.ts';
