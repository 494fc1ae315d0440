// The config module: the storefront's startup configuration call, and the writes of the admin's
// configuration page (config-admin).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerConfigRoutes } from './routes.ts';
export { listModuleConfigValues, lockLocaleConfig, minimumOrderCents, saveModuleConfigValues, saveSettings, saveStoreInfo, saveTagManager } from './config-repository.ts';
