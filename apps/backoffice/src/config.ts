// The back office's settings, parsed once at start. A bad value stops the process with the names
// of everything that is wrong (STYLE.md, point 4).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  /** Development mail pages (/dev/mails): on unless NODE_ENV=production; 1 forces them on, 0 off. */
  MAIL_DEV_PAGES: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
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

export type BackOfficeConfig = {
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
  /** Storefront origin by country ISO code ('AT' -> 'http://localhost:3002'). */
  storefrontUrls: Record<string, string>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): BackOfficeConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Back office configuration is invalid:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    apiPort: e.API_PORT,
    helperPort: e.HELPER_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    storefrontOrigins: e.STOREFRONT_ORIGINS,
    shopToken: e.SHOP_TOKEN ?? persistedSecret(dataDir, 'shop-token', 24),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', 48),
    searchKey: e.SEARCH_PUBLIC_KEY ?? persistedSecret(dataDir, 'search-key', 12),
    logLevel: e.LOG_LEVEL,
    seedProducts: e.SEED_PRODUCTS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDevPages: e.MAIL_DEV_PAGES === undefined ? e.NODE_ENV !== 'production' : e.MAIL_DEV_PAGES === '1',
    storefrontUrls: e.STOREFRONT_URLS,
  };
}

// A development install works without configuring secrets, and keeps them across restarts so
// issued tokens stay valid.
function persistedSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
