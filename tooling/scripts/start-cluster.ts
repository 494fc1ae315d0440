// `pnpm start:cluster`: the shop as it runs on a server, on this machine. PostgreSQL (the
// machine's, DATABASE_URL), two back-office processes, each storefront on one worker per core, and
// nginx (Debian's package) in front: load balancer for the back offices, shared cache for the
// storefronts' public pages, and the admin app's files.
//   nginx: back office and admin http://localhost:8000, helper service :8009,
//          DE http://localhost:8001, AT :8002, RO :8003
//   behind it: back offices :4710/:4711 and :4720/:4721, storefronts :3710-:3712
// Demo mode unless `--production` (then settings from the environment and `.env`, as pnpm start).
// CLUSTER_DIR (default ./data/cluster) holds the shared data folder, CLUSTER_NGINX_DIR (default in the
// system's temporary folder) nginx's configuration, cache and JSON access log; NGINX (default
// nginx) is the binary; WEB_CONCURRENCY sets the workers per storefront.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, loadProductionSettings, mode, production, recordProcessesIn, repo, run, shops, storefrontServe, waitFor } from './processes.ts';

loadProductionSettings();
const env = process.env;
if (!env.DATABASE_URL?.startsWith('postgres')) {
  console.error('The cluster shares one PostgreSQL database between its processes: set DATABASE_URL=postgres://user@host:5432/database.');
  process.exit(1);
}
ensureBuilt();

const clusterDir = path.resolve(repo, env.CLUSTER_DIR ?? 'data/cluster');
const dataDir = path.join(clusterDir, 'shared');
// nginx's files live outside the (private) data folder: its workers run as another user.
const runDir = path.resolve(env.CLUSTER_NGINX_DIR ?? path.join(tmpdir(), `shop-cluster-nginx-${env.CLUSTER_API_PORT ?? 8000}`));
const port = (name: string, fallback: number) => Number(env[name] ?? fallback);
const publicPorts = { api: port('CLUSTER_API_PORT', 8000), helper: port('CLUSTER_HELPER_PORT', 8009), de: port('CLUSTER_DE_PORT', 8001), at: port('CLUSTER_AT_PORT', 8002), ro: port('CLUSTER_RO_PORT', 8003) };
mkdirSync(dataDir, { recursive: true });
recordProcessesIn(path.join(clusterDir, 'processes.json'));
const backOffices = [
  { name: 'back office 1', api: port('CLUSTER_BACKOFFICE1_PORT', 4710), helper: port('CLUSTER_BACKOFFICE1_PORT', 4710) + 1 },
  { name: 'back office 2', api: port('CLUSTER_BACKOFFICE2_PORT', 4720), helper: port('CLUSTER_BACKOFFICE2_PORT', 4720) + 1 },
];
const storefrontPort = (index: number) => port('CLUSTER_STOREFRONT_PORT', 3710) + index;
const publicOrigin = (code: 'de' | 'at' | 'ro') => env[`${code.toUpperCase()}_ORIGIN`] ?? `http://localhost:${publicPorts[code]}`;
const apiOrigin = env.PUBLIC_API_URL ?? `http://localhost:${publicPorts.api}`;
const countries = shops.map((shop) => shop.code as 'de' | 'at' | 'ro');

// Both back offices: one database, one data folder (pictures, documents), behind nginx (loopback).
const backOfficeEnv = {
  ...(production ? { NODE_ENV: 'production' } : {}),
  SHOP_MODE: mode,
  DATA_DIR: dataDir,
  PUBLIC_API_URL: apiOrigin,
  TRUSTED_PROXIES: 'loopback',
  STOREFRONT_ORIGINS: countries.flatMap((code) => [publicOrigin(code), `http://127.0.0.1:${publicPorts[code]}`]).join(','),
  STOREFRONT_URLS: countries.map((code) => `${code.toUpperCase()}=${publicOrigin(code)}`).join(','),
};
// The first one migrates (and in the demo seeds) the database before the second one starts.
for (const backOffice of backOffices) {
  run(backOffice.name, process.execPath, ['src/main.ts'], path.join(repo, 'apps/backoffice'), {
    ...backOfficeEnv,
    SERVICE_NAME: backOffice.name.replace(' ', '-'),
    API_PORT: String(backOffice.api),
    HELPER_PORT: String(backOffice.helper),
    HOST: '127.0.0.1',
  }, { restart: true });
  await waitFor(`http://127.0.0.1:${backOffice.api}/ready`, 300_000);
}

const shopToken = env.SHOP_TOKEN ?? readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim();
countries.forEach((code, index) => {
  run(`storefront ${code.toUpperCase()}`, process.execPath, [storefrontServe, 'build/server/index.js'], path.join(repo, 'apps', code), {
    PORT: String(storefrontPort(index)),
    HOST: '127.0.0.1',
    SERVICE_NAME: `storefront-${code}`,
    NODE_ENV: 'production',
    SHOP_MODE: mode,
    SHOP_ORIGIN: publicOrigin(code),
    // Through nginx: the back offices share the load, and one that stops is skipped.
    API_URL: `http://127.0.0.1:${publicPorts.api}`,
    FAST_API_URL: `http://127.0.0.1:${publicPorts.helper}`,
    SHOP_TOKEN: shopToken,
    SHOP_ORIGINS: countries.map((c) => `${c.toUpperCase()}=${publicOrigin(c)}`).join(','),
    TRUSTED_PROXY_HOPS: '1',
  }, { restart: true });
});

// nginx's configuration from the templates in deploy/nginx.
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => values[key] ?? `{{${key}}}`);
const storefrontTemplate = readFileSync(path.join(repo, 'deploy/nginx/storefront.conf'), 'utf8');
const runningAsRoot = process.getuid?.() === 0;
const config = fill(readFileSync(path.join(repo, 'deploy/nginx/shop.conf'), 'utf8'), {
  // As root, nginx's workers run as nobody; they need to write the cache and logs below runDir.
  USER: runningAsRoot ? 'user nobody nogroup;' : '',
  RUN_DIR: runDir,
  ADMIN_DIR: path.join(repo, 'apps/admin/dist'),
  BACKOFFICE_LISTEN: String(publicPorts.api),
  HELPER_LISTEN: String(publicPorts.helper),
  BACKOFFICE_API_SERVERS: backOffices.map((b) => `    server 127.0.0.1:${b.api} max_fails=1 fail_timeout=5s;`).join('\n'),
  BACKOFFICE_HELPER_SERVERS: backOffices.map((b) => `    server 127.0.0.1:${b.helper} max_fails=1 fail_timeout=5s;`).join('\n'),
  STOREFRONTS: countries.map((code, index) => fill(storefrontTemplate, { CODE: code, LISTEN: String(publicPorts[code]), STOREFRONT_SERVER: `127.0.0.1:${storefrontPort(index)}` })).join('\n'),
});
// Each start begins with an empty cache (only nginx's own folders are cleared).
rmSync(path.join(runDir, 'cache'), { recursive: true, force: true });
for (const dir of ['', 'cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
  mkdirSync(path.join(runDir, dir), { recursive: true, mode: 0o755 });
  if (runningAsRoot) chownSync(path.join(runDir, dir), 65534, 65534);
}
const configFile = path.join(runDir, 'nginx.conf');
writeFileSync(configFile, config);
const nginx = env.NGINX ?? 'nginx';
const check = spawnSync(nginx, ['-t', '-q', '-c', configFile, '-p', runDir], { stdio: 'inherit' });
if (check.status !== 0) {
  console.error(`nginx refused ${configFile} (is the Debian package nginx installed?)`);
  process.exit(1);
}
run('nginx', nginx, ['-c', configFile, '-p', runDir, '-g', 'daemon off;'], runDir, {});

await Promise.all(countries.map((code) => waitFor(`http://127.0.0.1:${publicPorts[code]}/`, 120_000)));
console.info(
  [
    '',
    `Back office and admin  ${apiOrigin}  (admin ${apiOrigin}/admin${production ? '' : ', demo: admin@example.com / admin1234'})`,
    ...countries.map((code) => `Storefront ${code.toUpperCase()}          ${publicOrigin(code)}`),
    `Behind nginx: back offices ${backOffices.map((b) => b.api).join(', ')}, storefronts ${countries.map((_c, i) => storefrontPort(i)).join(', ')}`,
    `nginx access log (JSON): ${path.join(runDir, 'access.log')}`,
    'Ctrl+C stops everything.',
  ].join('\n'),
);
