// `pnpm start`: builds what is missing, then serves the three storefronts with demo data.
// Ports: DE 3001, AT 3002, RO 3003 (override with DE_PORT, AT_PORT, RO_PORT).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const shops = [
  { code: 'de', port: process.env.DE_PORT ?? '3001' },
  { code: 'at', port: process.env.AT_PORT ?? '3002' },
  { code: 'ro', port: process.env.RO_PORT ?? '3003' },
];

const missing = shops.filter((s) => !existsSync(path.join(repo, 'apps', s.code, 'build/server/index.js')));
if (missing.length > 0 || process.argv.includes('--build')) {
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = shops.map(({ code, port }) => {
  const dir = path.join(repo, 'apps', code);
  const child = spawn(path.join(dir, 'node_modules/.bin/react-router-serve'), ['build/server/index.js'], {
    cwd: dir,
    env: { ...process.env, PORT: port, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  child.on('exit', (status) => {
    console.error(`storefront ${code.toUpperCase()} stopped (${status ?? 'signal'}); stopping the others`);
    shutdown(status ?? 1);
  });
  return child;
});

console.info(
  [
    'Storefronts:',
    ...shops.map((s) => `  ${s.code.toUpperCase()}  http://localhost:${s.port}`),
    'The back office (http://localhost:4000) and its helper service (:4001) join here with issue 3.',
  ].join('\n'),
);

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
