// The back office's settings, parsed once at start. A bad value stops the process with the names
// of everything that is wrong (STYLE.md, point 4).
//
// Two modes (ARCHITECTURE.md, "Two modes"; `shopMode` in contract): the demo generates its secrets
// into DATA_DIR and keeps them there; production refuses to start unless SHOP_TOKEN, JWT_SECRET and
// SEARCH_PUBLIC_KEY are set explicitly, never serves /dev/mails, and uses the sandbox payment
// gateway only when PAYMENT_SANDBOX=on.
import { shopMode, type ShopMode } from '@shop/contract';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, persistedSecret } from './private-files.ts';

const port = z.coerce.number().int().min(1).max(65_535);
const origins = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean));

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).optional(),
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: mails stay in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Bad & Heim <no-reply@bad-heim.example>'),
  /** Development mail pages (/dev/mails): on in the demo (0 turns them off), never in production. */
  MAIL_DEV_PAGES: z.enum(['0', '1']).optional(),
  /** The built-in sandbox payment gateway: on in the demo; in production only with PAYMENT_SANDBOX=on. */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
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
  seedProducts: number | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDevPages: boolean;
  /** Online payment codes run through the built-in sandbox gateway (and storefronts show a banner). */
  paymentSandbox: boolean;
  /** Settings that were given but have no effect in this mode, for the start-up log. */
  ignored: string[];
  /** Storefront origin by country ISO code ('AT' -> 'http://localhost:3002'). */
  storefrontUrls: Record<string, string>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): BackOfficeConfig {
  const parsed = envSchema.safeParse(env);
  const mode = shopMode(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (mode === 'production') {
    // Every missing secret is named at once, next to any other problem.
    for (const name of PRODUCTION_SECRETS) {
      if ((env[name] ?? '') === '') problems.push(`  ${name}: must be set in production (secrets are never generated there)`);
    }
    for (const name of PRODUCTION_ADDRESSES) {
      if ((env[name] ?? '') === '') problems.push(`  ${name}: must be set in production (the public address; localhost is only the demo's)`);
    }
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
  const ignored = mode === 'production' && e.MAIL_DEV_PAGES !== undefined ? ['MAIL_DEV_PAGES (the mail pages are never served in production)'] : [];
  return {
    mode,
    apiPort: e.API_PORT,
    helperPort: e.HELPER_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    storefrontOrigins: e.STOREFRONT_ORIGINS,
    shopToken: secret(e.SHOP_TOKEN, 'shop-token', 24),
    jwtSecret: secret(e.JWT_SECRET, 'jwt-secret', 48),
    searchKey: secret(e.SEARCH_PUBLIC_KEY, 'search-key', 12),
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDevPages: mode === 'demo' && e.MAIL_DEV_PAGES !== '0',
    paymentSandbox: e.PAYMENT_SANDBOX === 'on' || (mode === 'demo' && e.PAYMENT_SANDBOX !== 'off'),
    ignored,
    storefrontUrls: e.STOREFRONT_URLS,
  };
}
