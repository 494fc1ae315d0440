// The settings production mode refuses to start without (explicit secrets and public addresses),
// for tests that load a production configuration and check what it turns off.
export const productionSecrets = {
  SHOP_TOKEN: 'shop-token-of-the-test-0123',
  JWT_SECRET: 'j'.repeat(40),
  SEARCH_PUBLIC_KEY: 'search-key-1',
  PUBLIC_API_URL: 'https://api.shop.example',
  STOREFRONT_URLS: 'DE=https://www.shop.example',
  STOREFRONT_ORIGINS: 'https://www.shop.example',
} as const;
