import type { RouteConfig } from '@react-router/dev/routes';
import { storefrontRoutes } from '@shop/storefront/routes';
import country from './country.ts';

export default storefrontRoutes(import.meta.dirname, country.flags) satisfies RouteConfig;
