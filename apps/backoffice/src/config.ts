// The back office's settings, parsed once at start. A bad value stops the process with the names
// of everything that is wrong (STYLE.md, point 4).
//
// Two modes (ARCHITECTURE.md, "Two modes"; `shopMode` in contract): the demo generates its secrets
// into DATA_DIR and keeps them there; production refuses to start unless SHOP_TOKEN, JWT_SECRET and
// SEARCH_PUBLIC_KEY are set explicitly, never serves /dev/mails, and uses the sandbox payment
// gateway only when PAYMENT_SANDBOX=on. VAT ids are checked with VIES in production, always; the
// demo uses a stand-in unless VAT_ID_CHECK=vies, and production refuses VAT_ID_CHECK=stand-in.
import { shopMode, type ShopMode } from '@shop/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ensurePrivateDir, persistedSecret } from './private-files.ts';

const port = z.coerce.number().int().min(1).max(65_535);
// Each entry an address with its scheme: "www.shop.example" would otherwise allow nothing, silently.
const origins = z
  .string()
  .transform((value, ctx) => {
    const entries = value.split(',').map((origin) => origin.trim()).filter(Boolean);
    for (const entry of entries) {
      if (!z.url({ protocol: /^https?$/ }).safeParse(entry).success) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address with its scheme, such as https://www.shop.example` });
      }
    }
    return entries;
  });

const envSchema = z.object({
  API_PORT: port.default(4000),
  HELPER_PORT: port.default(4001),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Public origin of the back office, for links in mails and payment pages. */
  PUBLIC_API_URL: z.url().optional(),
  /** Storefront origins allowed to call the search endpoint from the browser. */
  STOREFRONT_ORIGINS: origins.default(['http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']),
  /** Shop-level token that storefronts present for guests (spec section 6). */
  SHOP_TOKEN: z.string().min(16).optional(),
  /** Secret for customer JWTs; generated into DATA_DIR when not set. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Read-only key the browser sends to the search endpoint (published through ConfigApi). */
  SEARCH_PUBLIC_KEY: z.string().min(8).optional(),
  /** Production: `/metrics` is served only to requests bearing this token (unset: not served). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A request whose headers and body have not fully arrived after this is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  // Addresses of our proxies (nginx) whose X-Forwarded-For is believed for the caller's address,
  // comma-separated: IPs, CIDR ranges or proxy-addr's names (loopback, uniquelocal); none by default.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON line per event (production, log collectors); pretty: one short line per request, for a person (demo and dev only). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).optional(),
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: mails stay in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Bad & Heim <no-reply@bad-heim.example>'),
  /** Development mail pages (/dev/mails): on in the demo (0 turns them off), never in production. */
  MAIL_DEV_PAGES: z.enum(['0', '1']).optional(),
  /** The built-in sandbox payment gateway: on in the demo; in production only with PAYMENT_SANDBOX=on. */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Card checkout provider (Stripe Checkout): secret API key and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional(),
  /** Base of Stripe's API; tests point it at their local stand-in. Refused in production. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PayPal (Orders v2): REST app credentials, the webhook's id, and live or sandbox. */
  PAYPAL_CLIENT_ID: z.string().min(8).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(8).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(4).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['live', 'sandbox']).default('live'),
  /** Base of PayPal's API; tests point it at their local stand-in. Refused in production. */
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Amazon Pay (Checkout v2): the API key's public key id and private key (PEM), store id, merchant id, region, sandbox. */
  AMAZON_PAY_PUBLIC_KEY_ID: z.string().min(8).optional(),
  AMAZON_PAY_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  AMAZON_PAY_STORE_ID: z.string().min(4).optional(),
  AMAZON_PAY_MERCHANT_ID: z.string().min(4).optional(),
  AMAZON_PAY_REGION: z.enum(['eu', 'na', 'jp']).default('eu'),
  AMAZON_PAY_SANDBOX: z.enum(['on', 'off']).default('off'),
  /** Base of Amazon Pay's API; tests point it at their local stand-in. Refused in production. */
  AMAZON_PAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Global Payments (HPP, formerly Realex): merchant id, account, shared secret, and the hosted page's address. */
  GP_MERCHANT_ID: z.string().min(2).optional(),
  GP_ACCOUNT: z.string().min(1).default('internet'),
  GP_SHARED_SECRET: z.string().min(4).optional(),
  GP_HPP_URL: z.url({ protocol: /^https?$/ }).default('https://pay.realexpayments.com/pay'),
  /** GP's refund ("rebate") password for refunds through its API; unset: Global Payments refunds are made by hand. */
  GP_REBATE_PASSWORD: z.string().min(1).optional(),
  /** Global Payments' remote API (refunds: https://api.realexpayments.com/epage-remote.cgi unless set); tests point it at their local stand-in. Refused in production. */
  GP_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** DATEV export (issue 34): the tax adviser's number (Beraternummer) and the client's (Mandantennummer); the demo uses 1001 and 1. */
  DATEV_CONSULTANT_NUMBER: z.coerce.number().int().min(1001).max(9_999_999).optional(),
  DATEV_CLIENT_NUMBER: z.coerce.number().int().min(1).max(99_999).optional(),
  /** The debtor account the documents are booked against (SKR03's collective debtor 10000 unless set). */
  DATEV_DEBTOR_ACCOUNT: z.coerce.number().int().min(10_000).max(99_999).default(10_000),
  /**
   * Revenue accounts per shop and VAT rate, as `DE:19=8400,7=8300,0=8125;AT:20=4000,0=4100`. Unset
   * shops and rates take SKR03's for Germany (19 % 8400, 7 % 8300, 0 % intra-community 8125); an
   * Austrian shop's accounts must be set (its chart is the adviser's choice).
   */
  DATEV_REVENUE_ACCOUNTS: z
    .string()
    .regex(/^(?:(?:DE|AT):\d+(?:\.\d+)?=\d{4,8}(?:,\d+(?:\.\d+)?=\d{4,8})*)(?:;(?:DE|AT):\d+(?:\.\d+)?=\d{4,8}(?:,\d+(?:\.\d+)?=\d{4,8})*)*$/, 'must read like DE:19=8400,7=8300;AT:20=4000')
    .optional(),
  /** Klarna (Payments + Hosted Payment Page; also serves the instant bank transfer, code sofort): API username and password, region. */
  KLARNA_USERNAME: z.string().min(4).optional(),
  KLARNA_PASSWORD: z.string().min(8).optional(),
  KLARNA_REGION: z.enum(['eu', 'playground']).default('eu'),
  /** Base of Klarna's API; tests point it at their local stand-in. Refused in production. */
  KLARNA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** VAT-id check: the EU's VIES service, or its stand-in (demo and tests only, never in production). */
  VAT_ID_CHECK: z.enum(['vies', 'stand-in']).optional(),
  /** Base of the VIES REST API (a test points it at a local double of the service). */
  VIES_URL: z.url({ protocol: /^https?$/ }).default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /**
   * RO e-Factura (issue 35): anaf reports Romanian documents to ANAF with the seller's OAuth app
   * (EFACTURA_CLIENT_ID, _SECRET, _REFRESH_TOKEN); stand-in (the demo's default, never in production)
   * to the built-in stand-in; off reports nothing. Production reports when the three keys are set.
   */
  EFACTURA: z.enum(['anaf', 'stand-in', 'off']).optional(),
  /**
   * Who must sign in to the admin with a second factor (issue 38): admins (production's default),
   * all staff, or nobody (optional: the demo's default, each staff member may still switch it on).
   * Production refuses optional.
   */
  STAFF_TWO_FACTOR: z.enum(['admins', 'all', 'optional']).optional(),
  /** ANAF's production or test endpoint. */
  EFACTURA_ENVIRONMENT: z.enum(['prod', 'test']).default('prod'),
  EFACTURA_CLIENT_ID: z.string().min(1).optional(),
  EFACTURA_CLIENT_SECRET: z.string().min(1).optional(),
  /** The refresh token ANAF gave when the seller authorised the app; later ones are kept in the database. */
  EFACTURA_REFRESH_TOKEN: z.string().min(1).optional(),
  /** Base of the e-Factura API and of ANAF's token endpoint; tests point them at a stand-in. Refused in production. */
  EFACTURA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  EFACTURA_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The built admin app (apps/admin/dist) served under /admin. */
  ADMIN_APP_DIR: z.string().optional(),
  NODE_ENV: z.string().optional(),
  /** demo or production; see shopMode in contract (production by default under NODE_ENV=production). */
  SHOP_MODE: z.enum(['demo', 'production']).optional(),
  /** Storefront per country for links in mails: "DE=https://...,AT=https://...,RO=https://...". */
  STOREFRONT_URLS: z
    .string()
    .default('DE=http://localhost:3001,AT=http://localhost:3002,RO=http://localhost:3003')
    .transform((value, ctx) => {
      const urls: Record<string, string> = {};
      for (const part of value.split(',').map((entry) => entry.trim()).filter(Boolean)) {
        const [iso = '', url = ''] = part.split(/=(.*)/s, 2).map((piece) => piece.trim());
        if (!/^[A-Z]{2}$/.test(iso) || !z.url({ protocol: /^https?$/ }).safeParse(url).success) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not ISO=URL` });
          return z.NEVER;
        }
        urls[iso] = url.replace(/\/+$/, '');
      }
      return urls;
    }),
});

/** Secrets production never generates: each must be set in the environment. */
export const PRODUCTION_SECRETS = ['SHOP_TOKEN', 'JWT_SECRET', 'SEARCH_PUBLIC_KEY'] as const;
/** Addresses shoppers reach (payment pages, mail links, browser calls): no localhost default in production. */
export const PRODUCTION_ADDRESSES = ['PUBLIC_API_URL', 'STOREFRONT_URLS', 'STOREFRONT_ORIGINS'] as const;

/** Each provider's keys: all set (the provider serves its payment code) or none. */
const PROVIDER_KEYS = [
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  ['AMAZON_PAY_PUBLIC_KEY_ID', 'AMAZON_PAY_PRIVATE_KEY', 'AMAZON_PAY_STORE_ID', 'AMAZON_PAY_MERCHANT_ID'],
  ['GP_MERCHANT_ID', 'GP_SHARED_SECRET'],
  ['KLARNA_USERNAME', 'KLARNA_PASSWORD'],
  ['EFACTURA_CLIENT_ID', 'EFACTURA_CLIENT_SECRET', 'EFACTURA_REFRESH_TOKEN'],
] as const;
/** Optional keys of a provider (its refunds): set only with the provider's keys. */
const PROVIDER_EXTRA_KEYS = [['GP_REBATE_PASSWORD', ['GP_MERCHANT_ID', 'GP_SHARED_SECRET']]] as const;
const PROVIDER_TEST_URLS = ['STRIPE_API_URL', 'PAYPAL_API_URL', 'AMAZON_PAY_API_URL', 'GP_API_URL', 'KLARNA_API_URL', 'EFACTURA_API_URL', 'EFACTURA_TOKEN_URL'] as const;

/** The real payment providers whose keys are set (adapters in modules/payments/adapters). */
export type PaymentProviderSettings = {
  stripe?: { secretKey: string; webhookSecret: string; apiUrl: string | undefined };
  paypal?: { clientId: string; clientSecret: string; webhookId: string; environment: 'live' | 'sandbox'; apiUrl: string | undefined };
  amazon?: { publicKeyId: string; privateKey: string; storeId: string; merchantId: string; region: 'eu' | 'na' | 'jp'; sandbox: boolean; apiUrl: string | undefined };
  globalpayments?: { merchantId: string; account: string; sharedSecret: string; hppUrl: string; rebatePassword: string | undefined; apiUrl: string | undefined };
  /** Serves the codes klarna and sofort (Klarna's "Pay now"). */
  klarna?: { username: string; password: string; region: 'eu' | 'playground'; apiUrl: string | undefined };
};

export type BackOfficeConfig = {
  mode: ShopMode;
  apiPort: number;
  helperPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicApiUrl: string;
  storefrontOrigins: string[];
  shopToken: string;
  jwtSecret: string;
  searchKey: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  requestTimeoutMs: number;
  trustedProxies: string[];
  /** `/metrics`: open in the demo; in production only with this bearer token. */
  metrics: { open: boolean; token: string | undefined };
  seedProducts: number | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDevPages: boolean;
  /** Online payment codes run through the built-in sandbox gateway (and storefronts show a banner). */
  paymentSandbox: boolean;
  paymentProviders: PaymentProviderSettings;
  /** Settings that were given but have no effect in this mode, for the start-up log. */
  ignored: string[];
  /** Who checks VAT ids: VIES (production always), or the stand-in (the demo's default). */
  vatIdCheck: 'vies' | 'stand-in';
  viesUrl: string;
  /** Folder of the built admin app. */
  adminAppDir: string;
  /** Storefront origin by country ISO code ('AT' -> 'http://localhost:3002'). */
  storefrontUrls: Record<string, string>;
  /** The DATEV export's numbers and accounts; consultant and client are null in production until set. */
  datev: { consultant: number | null; client: number | null; debtorAccount: number; revenueAccounts: Record<'DE' | 'AT', Record<string, number>> };
  /** Who Romanian documents are reported to (RO e-Factura), or null when to no one. */
  efactura: EFacturaSettings | null;
  /** Whose admin sign-in needs a second factor (STAFF_TWO_FACTOR). */
  staffTwoFactor: 'admins' | 'all' | 'optional';
};

/**
 * RO e-Factura: ANAF (its API and token endpoint, the seller's OAuth app), or the built-in stand-in,
 * whose addresses are the back office's own unless set (apiUrl / tokenUrl undefined).
 */
export type EFacturaSettings =
  | { kind: 'anaf'; apiUrl: string; tokenUrl: string; clientId: string; clientSecret: string; refreshToken: string }
  | { kind: 'stand-in'; apiUrl: string | undefined; tokenUrl: string | undefined };

const ANAF_TOKEN_URL = 'https://logincert.anaf.ro/anaf-oauth2/v1/token';

function efacturaSettings(e: z.infer<typeof envSchema>, mode: ShopMode): EFacturaSettings | null {
  const keys = e.EFACTURA_CLIENT_ID && e.EFACTURA_CLIENT_SECRET && e.EFACTURA_REFRESH_TOKEN ? { clientId: e.EFACTURA_CLIENT_ID, clientSecret: e.EFACTURA_CLIENT_SECRET, refreshToken: e.EFACTURA_REFRESH_TOKEN } : null;
  const choice = e.EFACTURA ?? (keys ? 'anaf' : mode === 'demo' ? 'stand-in' : 'off');
  if (choice === 'off') return null;
  if (choice === 'stand-in') return { kind: 'stand-in', apiUrl: e.EFACTURA_API_URL, tokenUrl: e.EFACTURA_TOKEN_URL };
  if (!keys) return null;
  return {
    kind: 'anaf',
    apiUrl: e.EFACTURA_API_URL ?? `https://api.anaf.ro/${e.EFACTURA_ENVIRONMENT}/FCTEL/rest`,
    tokenUrl: e.EFACTURA_TOKEN_URL ?? ANAF_TOKEN_URL,
    ...keys,
  };
}

/** SKR03's revenue accounts of a German shop: 19 %, 7 % and intra-community supplies (0 %). */
const SKR03_REVENUE: Record<string, number> = { '19': 8400, '7': 8300, '0': 8125 };

function revenueAccounts(setting: string | undefined): Record<'DE' | 'AT', Record<string, number>> {
  const accounts: Record<'DE' | 'AT', Record<string, number>> = { DE: { ...SKR03_REVENUE }, AT: {} };
  for (const part of (setting ?? '').split(';').filter(Boolean)) {
    const [shop, list = ''] = part.split(':') as ['DE' | 'AT', string];
    for (const pair of list.split(',')) {
      const [rate = '', account = ''] = pair.split('=');
      accounts[shop][String(Number(rate))] = Number(account);
    }
  }
  return accounts;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): BackOfficeConfig {
  const parsed = envSchema.safeParse(env);
  const mode = shopMode(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (mode === 'production') {
    // Every missing secret is named at once, next to any other problem.
    for (const name of PRODUCTION_SECRETS) {
      if ((env[name] ?? '') === '') problems.push(`  ${name}: must be set in production (secrets are never generated there)`);
    }
    for (const name of PROVIDER_TEST_URLS) {
      if ((env[name] ?? '') !== '') problems.push(`  ${name}: points the provider's SDK at a test stand-in; never set in production`);
    }
    if (env.VAT_ID_CHECK === 'stand-in') problems.push('  VAT_ID_CHECK: the stand-in VAT-id check is never used in production (VIES is)');
    if (env.EFACTURA === 'stand-in') problems.push('  EFACTURA: the stand-in of ANAF is never used in production');
    if (env.STAFF_TWO_FACTOR === 'optional') problems.push('  STAFF_TWO_FACTOR: admins sign in with a second factor in production (admins or all)');
    for (const name of PRODUCTION_ADDRESSES) {
      if ((env[name] ?? '') === '') problems.push(`  ${name}: must be set in production (the public address; localhost is only the demo's)`);
    }
  }
  // A provider's keys come together or not at all: half a provider would offer a method that fails.
  for (const keys of PROVIDER_KEYS) {
    const given = keys.filter((name) => (env[name] ?? '') !== '');
    if (given.length > 0 && given.length < keys.length) problems.push(`  ${keys.filter((name) => !given.includes(name)).join(', ')}: must be set together with ${given.join(', ')}`);
  }
  // A provider's optional keys belong to it: alone they would do nothing.
  for (const [name, keys] of PROVIDER_EXTRA_KEYS) {
    if ((env[name] ?? '') !== '' && keys.every((key) => (env[key] ?? '') === '')) problems.push(`  ${name}: must be set together with ${keys.join(', ')}`);
  }
  if (env.EFACTURA === 'anaf' && !(env.EFACTURA_CLIENT_ID && env.EFACTURA_CLIENT_SECRET && env.EFACTURA_REFRESH_TOKEN)) {
    problems.push('  EFACTURA=anaf: needs EFACTURA_CLIENT_ID, EFACTURA_CLIENT_SECRET and EFACTURA_REFRESH_TOKEN (README, "RO e-Factura")');
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Back office configuration is invalid (${mode} mode):\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const secret = (value: string | undefined, name: string, bytes: number): string => {
    if (value !== undefined) return value;
    // Only the demo gets here: production stopped above without the secret.
    ensurePrivateDir(dataDir);
    return persistedSecret(dataDir, name, bytes);
  };
  const ignored = [
    ...(mode === 'production' && e.MAIL_DEV_PAGES !== undefined ? ['MAIL_DEV_PAGES (the mail pages are never served in production)'] : []),
    ...(mode === 'production' && e.LOG_FORMAT === 'pretty' ? ['LOG_FORMAT=pretty (production logs JSON lines)'] : []),
  ];
  return {
    mode,
    apiPort: e.API_PORT,
    helperPort: e.HELPER_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    storefrontOrigins: allowedStorefrontOrigins(e.STOREFRONT_ORIGINS, Object.values(e.STOREFRONT_URLS)),
    shopToken: secret(e.SHOP_TOKEN, 'shop-token', 24),
    jwtSecret: secret(e.JWT_SECRET, 'jwt-secret', 48),
    searchKey: secret(e.SEARCH_PUBLIC_KEY, 'search-key', 12),
    logLevel: e.LOG_LEVEL,
    logFormat: mode === 'production' ? 'json' : e.LOG_FORMAT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustedProxies: e.TRUSTED_PROXIES,
    metrics: { open: mode === 'demo', token: e.METRICS_TOKEN },
    seedProducts: e.SEED_PRODUCTS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDevPages: mode === 'demo' && e.MAIL_DEV_PAGES !== '0',
    paymentSandbox: e.PAYMENT_SANDBOX === 'on' || (mode === 'demo' && e.PAYMENT_SANDBOX !== 'off'),
    paymentProviders: {
      ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL } } : {}),
      ...(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
        ? { paypal: { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, webhookId: e.PAYPAL_WEBHOOK_ID, environment: e.PAYPAL_ENVIRONMENT, apiUrl: e.PAYPAL_API_URL } }
        : {}),
      ...(e.AMAZON_PAY_PUBLIC_KEY_ID && e.AMAZON_PAY_PRIVATE_KEY && e.AMAZON_PAY_STORE_ID && e.AMAZON_PAY_MERCHANT_ID
        ? {
            amazon: {
              publicKeyId: e.AMAZON_PAY_PUBLIC_KEY_ID,
              privateKey: e.AMAZON_PAY_PRIVATE_KEY,
              storeId: e.AMAZON_PAY_STORE_ID,
              merchantId: e.AMAZON_PAY_MERCHANT_ID,
              region: e.AMAZON_PAY_REGION,
              sandbox: e.AMAZON_PAY_SANDBOX === 'on',
              apiUrl: e.AMAZON_PAY_API_URL,
            },
          }
        : {}),
      ...(e.GP_MERCHANT_ID && e.GP_SHARED_SECRET
        ? {
            globalpayments: {
              merchantId: e.GP_MERCHANT_ID,
              account: e.GP_ACCOUNT,
              sharedSecret: e.GP_SHARED_SECRET,
              hppUrl: e.GP_HPP_URL,
              rebatePassword: e.GP_REBATE_PASSWORD,
              apiUrl: e.GP_API_URL,
            },
          }
        : {}),
      ...(e.KLARNA_USERNAME && e.KLARNA_PASSWORD ? { klarna: { username: e.KLARNA_USERNAME, password: e.KLARNA_PASSWORD, region: e.KLARNA_REGION, apiUrl: e.KLARNA_API_URL } } : {}),
    },
    ignored,
    vatIdCheck: mode === 'production' ? 'vies' : (e.VAT_ID_CHECK ?? 'stand-in'),
    viesUrl: e.VIES_URL.replace(/\/+$/, ''),
    adminAppDir: path.resolve(e.ADMIN_APP_DIR ?? fileURLToPath(new URL('../../admin/dist', import.meta.url))),
    storefrontUrls: e.STOREFRONT_URLS,
    datev: {
      consultant: e.DATEV_CONSULTANT_NUMBER ?? (mode === 'demo' ? 1001 : null),
      client: e.DATEV_CLIENT_NUMBER ?? (mode === 'demo' ? 1 : null),
      debtorAccount: e.DATEV_DEBTOR_ACCOUNT,
      revenueAccounts: revenueAccounts(e.DATEV_REVENUE_ACCOUNTS),
    },
    efactura: efacturaSettings(e, mode),
    staffTwoFactor: e.STAFF_TWO_FACTOR ?? (mode === 'production' ? 'admins' : 'optional'),
  };
}

/** The loopback names one machine answers to: a shop reached as one of them is reached as the others. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the browser may call from (CORS): the configured STOREFRONT_ORIGINS and the shops' own
 * addresses (STOREFRONT_URLS, where mails send shoppers), so a shop answers live search under every
 * name it is served under. A loopback origin brings its twins on the same port (localhost,
 * 127.0.0.1, [::1]: the same machine). No other site is added.
 */
export function allowedStorefrontOrigins(configured: string[], shopUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const address of [...configured, ...shopUrls]) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    origins.add(url.origin);
    if (LOOPBACK_NAMES.includes(url.hostname)) {
      for (const name of LOOPBACK_NAMES) origins.add(`${url.protocol}//${name}${url.port === '' ? '' : `:${url.port}`}`);
    }
  }
  return [...origins];
}
