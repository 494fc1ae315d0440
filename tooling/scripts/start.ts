// `pnpm start`: the whole shop with demo data on one machine. Starts the back office (which
// creates, migrates and seeds its database on first start), waits until it answers, then serves
// the three storefronts against it; builds the storefronts first when they are not built yet.
//   back office http://localhost:4000, helper service http://localhost:4001
//   DE http://localhost:3001, AT http://localhost:3002, RO http://localhost:3003
//   admin http://localhost:4000/admin
// Ports: API_PORT, HELPER_PORT, DE_PORT, AT_PORT, RO_PORT. Data: DATA_DIR (default ./data).
//
// `pnpm start:prod` (`--production`): the same processes in production mode. Settings come from the
// environment and from `.env` in the repository root when there is one (see `.env.example`); the
// secrets must be set there, nothing is generated or seeded for a demo.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, loadProductionSettings, mode, production, repo, run, shops, storefrontServe, waitFor } from './processes.ts';

loadProductionSettings();
const env = process.env;
ensureBuilt();

const apiPort = env.API_PORT ?? '4000';
const helperPort = env.HELPER_PORT ?? '4001';
const dataDir = path.resolve(repo, env.DATA_DIR ?? 'data');

run('back office', process.execPath, ['src/main.ts'], path.join(repo, 'apps/backoffice'), {
  ...(production ? { NODE_ENV: 'production' } : {}),
  SHOP_MODE: mode,
  API_PORT: apiPort,
  HELPER_PORT: helperPort,
  DATA_DIR: dataDir,
  PUBLIC_API_URL: env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
  // The browser asks the search engine from the shop's page: the back office allows the shops'
  // addresses (DE_ORIGIN, ... when a shop is served under its own name; a loopback address under all
  // of localhost, 127.0.0.1 and [::1]) and any origin more listed in STOREFRONT_ORIGINS.
  STOREFRONT_ORIGINS: [...shops.map((s) => s.origin), ...(env.STOREFRONT_ORIGINS ?? '').split(',')].filter((origin) => origin.trim() !== '').join(','),
  // Links in mails and payment returns lead to the shop of the order's country.
  STOREFRONT_URLS: env.STOREFRONT_URLS ?? shops.map((s) => `${s.code.toUpperCase()}=${s.origin}`).join(','),
});
await waitFor(`http://127.0.0.1:${helperPort}/health`, 180_000);

// The back office keeps a generated shop token in its data folder unless one was configured.
const shopToken = env.SHOP_TOKEN ?? readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim();
for (const { code, port, origin } of shops) {
  const dir = path.join(repo, 'apps', code);
  run(`storefront ${code.toUpperCase()}`, process.execPath, [storefrontServe, 'build/server/index.js'], dir, {
    PORT: port,
    SERVICE_NAME: `storefront-${code}`,
    NODE_ENV: 'production',
    SHOP_MODE: mode,
    SHOP_ORIGIN: origin,
    API_URL: env.API_URL ?? `http://localhost:${apiPort}`,
    FAST_API_URL: env.FAST_API_URL ?? `http://localhost:${helperPort}`,
    SHOP_TOKEN: shopToken,
    SHOP_ORIGINS: shops.map((s) => `${s.code.toUpperCase()}=${s.origin}`).join(','),
  });
}
await Promise.all(shops.map((s) => waitFor(`http://127.0.0.1:${s.port}/`, 60_000)));

console.info(
  [
    '',
    `Back office    http://localhost:${apiPort}   (helper service http://localhost:${helperPort})`,
    ...shops.map((s) => `Storefront ${s.code.toUpperCase()}  http://localhost:${s.port}`),
    `Admin          http://localhost:${apiPort}/admin${production ? '' : '   (demo: admin@example.com / admin1234)'}`,
    'Ctrl+C stops everything.',
  ].join('\n'),
);
