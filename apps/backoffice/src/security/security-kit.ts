// Shared by the attack suites: the secrets a production back office is started with in tests.
export const productionSecrets = {
  SHOP_TOKEN: 'prod-shop-token-0123456789abcdef',
  JWT_SECRET: 'prod-jwt-secret-0123456789abcdef0123456789abcdef',
  SEARCH_PUBLIC_KEY: 'prod-search-key-01',
  // Public addresses production requires (PUBLIC_API_URL is set by each test, for its own port).
  STOREFRONT_URLS: 'DE=https://www.shop.example,AT=https://www.shop.example.at,RO=https://www.shop.example.ro',
  STOREFRONT_ORIGINS: 'https://www.shop.example,https://www.shop.example.at,https://www.shop.example.ro',
};

export const productionAddress = { PUBLIC_API_URL: 'https://api.shop.example' };

export const productionEnv = { NODE_ENV: 'production', ...productionSecrets };
