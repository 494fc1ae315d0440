// The delivery module: delivery methods per country and what postage costs for a cart summary.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { activeDeliveryModules, type DeliveryModule, deliveryModuleFor, postageOfSummary } from './delivery.ts';
export { insertPickupPoint, saveDeliveryMethodCountry, updatePickupPoint } from './delivery-repository.ts';
