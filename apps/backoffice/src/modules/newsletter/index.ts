// The newsletter module: subscriptions (double opt-in) and their calls. server.ts hands
// requestNewsletterSubscription to the customer module as its newsletter sign-up port.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerNewsletterRoutes } from './routes.ts';
export { requestNewsletterSubscription } from './subscriptions.ts';
