// `pnpm bundle` (the last step of `pnpm build`): one self-contained folder per deployable under
// dist/, each started with plain `node` from its own folder, nothing of the repository needed:
//   dist/storefront-de, -at, -ro: the country's build, its runtime packages and server.js (the
//     storefront server, bundled, in server-main.js): `PORT=3001 API_URL=… node server.js build/server/index.js`
//   dist/backoffice: main.js (the back office with the shared packages, bundled) and its runtime
//     packages: `node main.js` (ADMIN_APP_DIR=../admin to serve the admin app too)
//   dist/admin: the admin app's files, served by the back office (ADMIN_APP_DIR) or by nginx.
// `pnpm bundle de` bundles one country alone (CI builds and starts each on its own). The apps must
// be built first (`pnpm build` does both). Settings: README, "Configuration".
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const repo = path.resolve(import.meta.dirname, '../..');
// BUNDLE_DIR: where the folders go (default dist/; the smoke test uses a temporary one).
const dist = path.resolve(process.env.BUNDLE_DIR ?? path.join(repo, 'dist'));
const countries = ['de', 'at', 'ro'] as const;
const asked = process.argv.slice(2);
const wanted = asked.length > 0 ? asked : [...countries, 'backoffice', 'admin'];
for (const name of wanted) {
  if (![...countries, 'backoffice', 'admin'].includes(name)) throw new Error(`unknown deployable "${name}" (de, at, ro, backoffice, admin)`);
}

// ESM output with CommonJS packages inside (express, pg): they need `require`.
const requireShim = "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";

/**
 * The package's runtime packages, installed into the folder by pnpm from the workspace lockfile
 * and the store `pnpm install` filled. Injected workspace packages (for this command only) let
 * pnpm deploy reuse the lockfile; the legacy deploy resolves every version again from the
 * registry, which hangs where the registry cannot be reached (CI's test tasks run without the
 * machine's certificate settings). `--offline` works because every runtime package is one that
 * `pnpm install` fetched: build tools (vite, React Router's dev package, Lingui's compiler) are the
 * workspace packages' devDependencies, so the deploy neither installs them nor their optional
 * peers, which a fresh machine's store does not hold.
 */
function deploy(filter: string, out: string): void {
  rmSync(out, { recursive: true, force: true });
  const args = ['--config.inject-workspace-packages=true', '--filter', filter, 'deploy', '--prod', '--offline', out];
  const result = spawnSync('pnpm', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) {
    // What pnpm said goes into the error: a test runner that captures the child's output would lose it.
    const said = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`pnpm deploy ${filter} failed (exit ${String(result.status)}${result.signal ? `, ${result.signal}` : ''})${result.error ? `: ${result.error.message}` : ''}\n${said}`);
  }
}

/** Keeps a package's own npm dependencies outside the bundle; bundles our workspace packages. */
function externalDependenciesOf(packageJson: string): Plugin {
  const { dependencies = {} } = JSON.parse(readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.entries(dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([name]) => name);
  return {
    name: 'external-dependencies',
    setup(on) {
      on.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : (args.path.split('/')[0] ?? '');
        return external.includes(name) ? { path: args.path, external: true } : undefined;
      });
    },
  };
}

function setStart(out: string, start: string): void {
  const file = path.join(out, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  manifest.scripts = { start };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

for (const code of countries.filter((c) => wanted.includes(c))) {
  const app = path.join(repo, 'apps', code);
  if (!existsSync(path.join(app, 'build/server/index.js'))) throw new Error(`apps/${code} is not built: run pnpm build`);
  const out = path.join(dist, `storefront-${code}`);
  deploy(`@shop/app-${code}`, out);
  cpSync(path.join(app, 'build'), path.join(out, 'build'), { recursive: true });
  // The server, with express and pino inside; React and React Router are the build's own copies.
  await build({
    entryPoints: [path.join(repo, 'packages/storefront-server/src/serve.ts')],
    outfile: path.join(out, 'server-main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['react', 'react-dom', 'react-router'],
    banner: { js: requireShim },
    logLevel: 'warning',
  });
  // React and React Router (outside the bundle) read NODE_ENV when loaded, before any bundled code
  // runs: server.js sets the production default first, then loads the server.
  writeFileSync(path.join(out, 'server.js'), "process.env.NODE_ENV ??= 'production';\nawait import('./server-main.js');\n");
  setStart(out, 'node server.js build/server/index.js');
  console.info(`dist/storefront-${code}: PORT=… API_URL=… FAST_API_URL=… SHOP_TOKEN=… node server.js build/server/index.js`);
}

if (wanted.includes('backoffice')) {
  const out = path.join(dist, 'backoffice');
  deploy('@shop/backoffice', out);
  await build({
    entryPoints: [path.join(repo, 'apps/backoffice/src/main.ts')],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [externalDependenciesOf(path.join(repo, 'apps/backoffice/package.json'))],
    banner: { js: requireShim },
    logLevel: 'warning',
  });
  // The TypeScript sources pnpm copied are not run; the bundle is.
  rmSync(path.join(out, 'src'), { recursive: true, force: true });
  rmSync(path.join(out, 'scripts'), { recursive: true, force: true });
  setStart(out, 'node main.js');
  console.info('dist/backoffice: node main.js (ADMIN_APP_DIR=../admin serves the admin app)');
}

if (wanted.includes('admin')) {
  const built = path.join(repo, 'apps/admin/dist');
  if (!existsSync(path.join(built, 'index.html'))) throw new Error('apps/admin is not built: run pnpm build');
  rmSync(path.join(dist, 'admin'), { recursive: true, force: true });
  cpSync(built, path.join(dist, 'admin'), { recursive: true });
  console.info('dist/admin: static files (the back office with ADMIN_APP_DIR, or nginx: deploy/nginx/shop.conf)');
}
