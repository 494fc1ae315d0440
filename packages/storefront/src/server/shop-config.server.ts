// The storefront's configuration, parsed once from the environment with one zod schema (STYLE.md,
// "Parse the environment once at boot"). Spec section 5: apiUrl, fastApi, token, language and
// locale must all be there, or the server stops naming every missing one. In production mode
// (ARCHITECTURE.md, "Two modes") the shop token and the session secret must be set explicitly:
// no secret is derived from another. The demo (`pnpm start`, SHOP_MODE=demo) may derive the session
// secret from the shop token.
import { shopMode, type ShopMode } from '@shop/contract';
import { z } from 'zod';
import country from '../country/current-country.ts';
import { HELPER_CACHE_MS } from './ttl-cache.server.ts';

export type ShopServerConfig = {
  mode: ShopMode;
  apiUrl: string;
  fastApi: string;
  /** Shop-level token for guest calls; never sent to the browser. */
  token: string;
  language: string;
  locale: string;
  /** Secret the session cookie's encryption key is derived from (HKDF). */
  sessionSecret: string;
  /** Error reporting (loaded in the browser only after consent). */
  sentryDsn: string | null;
  /** Help-chat script (loaded in the browser only after consent), when the country has the chat flag. */
  chatWidgetUrl: string | null;
  reviewBadgeUrl: string | null;
  /** SHOP_ORIGINS=DE=https://...,AT=...,RO=... for the country selector and hreflang. */
  shopOrigins: string | undefined;
  /** How many proxies of ours stand in front (X-Forwarded-For). */
  trustedProxyHops: number;
  /** Hosted card checkout page, `{sessionId}` replaced. */
  cardCheckoutUrl: string;
  /** How long shop-wide helper data (locale config, menu, content pages) is kept: 300 s unless HELPER_CACHE_SECONDS says otherwise. */
  helperCacheMs: number;
  /**
   * How long a guest's catalog answers (the URL lookup, a product, its features) are kept: 10 s
   * unless CATALOG_CACHE_SECONDS says otherwise (0: not kept). A changed price shows within it.
   */
  catalogCacheMs: number;
  /** How long one loader or action may wait for the back office in all before the page answers 503 (BACKEND_BUDGET_MS, default 5 s). */
  backendBudgetMs: number;
  /**
   * The shop's clock for what a page shows by the date (the advent banner and doors). The wall
   * clock, unless the demo sets SHOP_CLOCK (an ISO instant the clock starts from and runs on), so a
   * test can see any day of the year; production mode refuses SHOP_CLOCK.
   */
  now: () => Date;
};

/** What the browser may know of the configuration: everything but the secrets. */
export type ShopPublicConfig = Pick<ShopServerConfig, 'apiUrl' | 'fastApi' | 'language' | 'locale'>;

export const requiredConfigKeys = ['apiUrl', 'fastApi', 'token', 'language', 'locale'] as const;

/** A production session secret is at least this long (256 bits as hex is 64). */
export const MIN_SESSION_SECRET_LENGTH = 32;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  API_URL: optionalText,
  FAST_API_URL: optionalText,
  SHOP_TOKEN: optionalText,
  SHOP_LANGUAGE: optionalText,
  SHOP_LOCALE: optionalText,
  SESSION_SECRET: optionalText,
  SENTRY_DSN: optionalText.pipe(httpUrl.optional()),
  CHAT_WIDGET_URL: optionalText.pipe(httpUrl.optional()),
  REVIEW_BADGE_URL: optionalText.pipe(httpUrl.optional()),
  SHOP_ORIGINS: optionalText,
  TRUSTED_PROXY_HOPS: optionalText.pipe(z.string().regex(/^\d+$/).transform(Number).optional()).transform((hops) => hops ?? 0),
  CARD_CHECKOUT_URL: optionalText,
  HELPER_CACHE_SECONDS: optionalText.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
  CATALOG_CACHE_SECONDS: optionalText.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
  // At least a second: a smaller budget would make every page the server-error screen.
  BACKEND_BUDGET_MS: optionalText.pipe(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(1_000)).optional()),
  SHOP_CLOCK: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
});

/** A clock that starts at `start` and runs at the wall clock's pace. */
export function clockFrom(start: string | undefined, wallClock: () => number = Date.now): () => Date {
  if (start === undefined) return () => new Date(wallClock());
  const offset = new Date(start).getTime() - wallClock();
  return () => new Date(wallClock() + offset);
}

export function readShopConfig(env: Record<string, string | undefined>): ShopServerConfig {
  const mode = shopMode(env);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`Storefront ${country.isoAlpha2} cannot start, invalid configuration: ${names.join(', ')} (${z.prettifyError(parsed.error)})`);
  }
  const e = parsed.data;
  const candidate = {
    apiUrl: e.API_URL,
    fastApi: e.FAST_API_URL,
    token: e.SHOP_TOKEN,
    language: e.SHOP_LANGUAGE ?? country.language,
    locale: e.SHOP_LOCALE ?? country.locale,
  };
  const missing: string[] = requiredConfigKeys.filter((key) => !candidate[key]);
  if (mode === 'production' && !e.SESSION_SECRET) missing.push('sessionSecret');
  if (missing.length > 0) {
    throw new Error(
      `Storefront ${country.isoAlpha2} cannot start, missing configuration: ${missing.join(', ')} ` +
        '(environment: API_URL, FAST_API_URL, SHOP_TOKEN, SHOP_LANGUAGE, SHOP_LOCALE' +
        (mode === 'production' ? ', SESSION_SECRET; production mode, SHOP_MODE=demo runs the demo)' : ')'),
    );
  }
  if (mode === 'production' && e.SHOP_CLOCK) {
    throw new Error(`Storefront ${country.isoAlpha2} cannot start: SHOP_CLOCK sets a demo's date and is refused in production mode`);
  }
  const present = candidate as Omit<typeof candidate, 'apiUrl' | 'fastApi' | 'token'> & { apiUrl: string; fastApi: string; token: string };
  if (mode === 'production' && e.SESSION_SECRET) {
    if (e.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
      throw new Error(`Storefront ${country.isoAlpha2} cannot start: SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters in production mode`);
    }
    if (e.SESSION_SECRET === present.token) {
      throw new Error(`Storefront ${country.isoAlpha2} cannot start: SESSION_SECRET must not be the shop token`);
    }
  }
  return {
    mode,
    ...present,
    // Only the demo derives it; production mode checked above that it is set.
    sessionSecret: e.SESSION_SECRET ?? `${present.token}:session`,
    sentryDsn: e.SENTRY_DSN ?? null,
    chatWidgetUrl: country.flags.chatWidget ? (e.CHAT_WIDGET_URL ?? null) : null,
    reviewBadgeUrl: e.REVIEW_BADGE_URL ?? null,
    shopOrigins: e.SHOP_ORIGINS,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    cardCheckoutUrl: e.CARD_CHECKOUT_URL ?? `${present.apiUrl}/api/payments/card-checkout/{sessionId}`,
    helperCacheMs: e.HELPER_CACHE_SECONDS === undefined ? HELPER_CACHE_MS : e.HELPER_CACHE_SECONDS * 1000,
    catalogCacheMs: (e.CATALOG_CACHE_SECONDS ?? 10) * 1000,
    backendBudgetMs: e.BACKEND_BUDGET_MS ?? 5_000,
    now: clockFrom(e.SHOP_CLOCK),
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
