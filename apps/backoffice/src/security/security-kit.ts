// Shared by the attack suites: the secrets a production back office is started with in tests.
export const productionSecrets = {
  SHOP_TOKEN: 'prod-shop-token-0123456789abcdef',
  JWT_SECRET: 'prod-jwt-secret-0123456789abcdef0123456789abcdef',
  SEARCH_PUBLIC_KEY: 'prod-search-key-01',
};

export const productionEnv = { NODE_ENV: 'production', ...productionSecrets };
