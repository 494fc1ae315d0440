import { storefrontViteConfig } from '@shop/storefront/vite';
import country from './app/country.ts';

export default storefrontViteConfig(import.meta.dirname, country.locale);
