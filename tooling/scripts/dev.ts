// `pnpm dev`: the demo shop for working on it, with the same data, ports and settings as `pnpm start`:
//   - the back office under `node --watch`: a change to its code (or a package it imports) restarts it
//     within seconds;
//   - the three storefronts under React Router's dev server (Vite): a change to a screen shows in the
//     browser without a reload (hot module replacement);
//   - the admin under Vite's dev server with HMR on http://localhost:5174/admin/ (its calls go to the
//     back office through Vite's proxy);
//   - short log lines (pino-pretty) instead of JSON.
// Nothing is built first. Ctrl+C stops everything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backOfficeEnv, backOfficeNodeFlags, production, repo, run, shops, storefrontEnv, waitFor } from './processes.ts';

if (production) {
  console.error('`pnpm dev` runs the demo; production mode is `pnpm start:prod`.');
  process.exit(1);
}
const env = process.env;
const ports = { api: env.API_PORT ?? '4000', helper: env.HELPER_PORT ?? '4001' };
const adminPort = env.ADMIN_DEV_PORT ?? '5174';
const dataDir = path.resolve(repo, env.DATA_DIR ?? 'data');

run('back office', process.execPath, ['--watch', ...backOfficeNodeFlags, 'src/main.ts'], path.join(repo, 'apps/backoffice'), backOfficeEnv(ports, dataDir));
await waitFor(`http://127.0.0.1:${ports.helper}/health`, 180_000);

const shopToken = env.SHOP_TOKEN ?? readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim();
for (const shop of shops) {
  run(`storefront ${shop.code.toUpperCase()}`, 'pnpm', ['exec', 'react-router', 'dev', '--port', shop.port, '--strictPort'], path.join(repo, 'apps', shop.code), storefrontEnv(shop, ports, shopToken), { noInput: true });
}
run('admin', 'pnpm', ['exec', 'vite', '--port', adminPort, '--strictPort'], path.join(repo, 'apps/admin'), { API_PORT: ports.api }, { noInput: true });
await Promise.all([...shops.map((s) => waitFor(`http://127.0.0.1:${s.port}/`, 120_000)), waitFor(`http://127.0.0.1:${adminPort}/admin/`, 120_000)]);

console.info(
  [
    '',
    `Back office    http://localhost:${ports.api}   (restarts when its code changes)`,
    ...shops.map((s) => `Storefront ${s.code.toUpperCase()}  http://localhost:${s.port}   (hot reload)`),
    `Admin          http://localhost:${adminPort}/admin/   (hot reload; demo: admin@example.com / admin1234)`,
    'Ctrl+C stops everything.',
  ].join('\n'),
);
