// Imported by the root route's server code, so it runs when the server starts: a storefront with
// missing configuration stops at once with the names of what is missing (spec section 5).
import { startServerErrorReporting } from '../errors/server-reporting.server.ts';
import { shopConfig } from './shop-config.server.ts';

void startServerErrorReporting(shopConfig().sentryDsn);
