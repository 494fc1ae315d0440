import { storefrontViteConfig } from '@shop/storefront/vite';

export default storefrontViteConfig(import.meta.dirname);
