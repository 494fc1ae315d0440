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
import { backOfficeEnv, backOfficeNodeFlags, ensureBuilt, loadProductionSettings, production, repo, run, shops, storefrontEnv, storefrontServe, waitFor } from './processes.ts';

loadProductionSettings();
const env = process.env;
ensureBuilt();

const apiPort = env.API_PORT ?? '4000';
const helperPort = env.HELPER_PORT ?? '4001';
const dataDir = path.resolve(repo, env.DATA_DIR ?? 'data');

const ports = { api: apiPort, helper: helperPort };
run('back office', process.execPath, [...backOfficeNodeFlags, 'src/main.ts'], path.join(repo, 'apps/backoffice'), backOfficeEnv(ports, dataDir));
await waitFor(`http://127.0.0.1:${helperPort}/health`, 180_000);

// The back office keeps a generated shop token in its data folder unless one was configured.
const shopToken = env.SHOP_TOKEN ?? readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim();
for (const shop of shops) {
  run(`storefront ${shop.code.toUpperCase()}`, process.execPath, [storefrontServe, 'build/server/index.js'], path.join(repo, 'apps', shop.code), {
    ...storefrontEnv(shop, ports, shopToken),
    PORT: shop.port,
    NODE_ENV: 'production',
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
