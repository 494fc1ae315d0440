// The storefront's startup configuration (spec section 5): apiUrl, fastApi, token, language and
// locale must all be there, or the server stops naming every missing one.
import country from '../country/current-country.ts';

export type ShopServerConfig = {
  apiUrl: string;
  fastApi: string;
  /** Shop-level token for guest calls; never sent to the browser. */
  token: string;
  language: string;
  locale: string;
  /** Secret that signs the session cookie. */
  sessionSecret: string;
};

/** What the browser may know of the configuration: everything but the secrets. */
export type ShopPublicConfig = Pick<ShopServerConfig, 'apiUrl' | 'fastApi' | 'language' | 'locale'>;

export const requiredConfigKeys = ['apiUrl', 'fastApi', 'token', 'language', 'locale'] as const;

export function readShopConfig(env: Record<string, string | undefined>): ShopServerConfig {
  const candidate = {
    apiUrl: env.API_URL,
    fastApi: env.FAST_API_URL,
    token: env.SHOP_TOKEN,
    language: env.SHOP_LANGUAGE ?? country.language,
    locale: env.SHOP_LOCALE ?? country.locale,
  };
  const missing = requiredConfigKeys.filter((key) => !candidate[key]);
  if (missing.length > 0) {
    throw new Error(
      `Storefront ${country.isoAlpha2} cannot start, missing configuration: ${missing.join(', ')} ` +
        '(environment: API_URL, FAST_API_URL, SHOP_TOKEN, SHOP_LANGUAGE, SHOP_LOCALE)',
    );
  }
  return {
    ...(candidate as Omit<ShopServerConfig, 'sessionSecret'>),
    sessionSecret: env.SESSION_SECRET ?? `${candidate.token}:session`,
  };
}

let cached: ShopServerConfig | undefined;

/** Parsed once per process, on first use (the server entry calls it at start). */
export function shopConfig(): ShopServerConfig {
  cached ??= readShopConfig(process.env);
  return cached;
}

export function publicConfig(config: ShopServerConfig): ShopPublicConfig {
  return { apiUrl: config.apiUrl, fastApi: config.fastApi, language: config.language, locale: config.locale };
}
