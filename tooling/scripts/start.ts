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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const production = process.argv.includes('--production');
if (production && existsSync(path.join(repo, '.env'))) process.loadEnvFile(path.join(repo, '.env'));
const env = process.env;
const mode = production ? 'production' : 'demo';
if (production) {
  const missing = ['SHOP_TOKEN', 'JWT_SECRET', 'SEARCH_PUBLIC_KEY', 'SESSION_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    console.error(`Production mode needs ${missing.join(', ')} (in the environment or .env; see .env.example).`);
    process.exit(1);
  }
}
const apiPort = env.API_PORT ?? '4000';
const helperPort = env.HELPER_PORT ?? '4001';
const dataDir = path.resolve(repo, env.DATA_DIR ?? 'data');
const shops = [
  { code: 'de', port: env.DE_PORT ?? '3001' },
  { code: 'at', port: env.AT_PORT ?? '3002' },
  { code: 'ro', port: env.RO_PORT ?? '3003' },
];

const missing = [
  ...shops.filter((s) => !existsSync(path.join(repo, 'apps', s.code, 'build/server/index.js'))),
  ...(existsSync(path.join(repo, 'apps/admin/dist/index.html')) ? [] : ['admin']),
];
if (missing.length > 0 || process.argv.includes('--build')) {
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function run(name: string, command: string, args: string[], cwd: string, extraEnv: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (status) => {
    if (stopping) return;
    console.error(`${name} stopped (${status ?? 'signal'}); stopping the others`);
    shutdown(status ?? 1);
  });
  children.push(child);
}

run('back office', process.execPath, ['src/main.ts'], path.join(repo, 'apps/backoffice'), {
  ...(production ? { NODE_ENV: 'production' } : {}),
  SHOP_MODE: mode,
  API_PORT: apiPort,
  HELPER_PORT: helperPort,
  DATA_DIR: dataDir,
  PUBLIC_API_URL: env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
  // The browser asks the search engine from the shop's page: allow the shops under both names the
  // demo is reached by (localhost and 127.0.0.1).
  STOREFRONT_ORIGINS: shops.flatMap((s) => [`http://localhost:${s.port}`, `http://127.0.0.1:${s.port}`]).join(','),
  // Links in mails and payment returns lead to the shop of the order's country.
  STOREFRONT_URLS: shops.map((s) => `${s.code.toUpperCase()}=http://localhost:${s.port}`).join(','),
});
await waitFor(`http://127.0.0.1:${helperPort}/health`, 180_000);

// The back office keeps a generated shop token in its data folder unless one was configured.
const shopToken = env.SHOP_TOKEN ?? readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim();
for (const { code, port } of shops) {
  const dir = path.join(repo, 'apps', code);
  run(`storefront ${code.toUpperCase()}`, path.join(dir, 'node_modules/.bin/react-router-serve'), ['build/server/index.js'], dir, {
    PORT: port,
    NODE_ENV: 'production',
    SHOP_MODE: mode,
    SHOP_ORIGIN: env[`${code.toUpperCase()}_ORIGIN`] ?? `http://localhost:${port}`,
    API_URL: env.API_URL ?? `http://localhost:${apiPort}`,
    FAST_API_URL: env.FAST_API_URL ?? `http://localhost:${helperPort}`,
    SHOP_TOKEN: shopToken,
    SHOP_ORIGINS: shops.map((s) => `${s.code.toUpperCase()}=http://localhost:${s.port}`).join(','),
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

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`${url} did not answer within ${timeoutMs / 1000} s`);
  shutdown(1);
}
