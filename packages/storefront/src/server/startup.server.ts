// Imported by the root route's server code, so it runs when the server starts: a storefront with
// missing configuration stops at once with the names of what is missing (spec section 5).
import { shopConfig } from './shop-config.server.ts';

shopConfig();
