// `pnpm start:cluster` (tooling/scripts/start-cluster.ts) for a test, a benchmark or the fault
// drill: on free ports, with its data and nginx folders in a temporary folder, stopped with its
// whole process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './start-app.ts';

export type ClusterPorts = { api: number; helper: number; de: number; at: number; ro: number; bo1: number; bo2: number; storefront: number };

export type RunningCluster = {
  ports: ClusterPorts;
  /** The shared data folder (shop token, processes.json is one level up). */
  dataDir: string;
  clusterDir: string;
  nginxDir: string;
  origin: (name: keyof ClusterPorts) => string;
  output: () => string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

const repo = path.resolve(import.meta.dirname, '../../..');

export async function startCluster(options: { databaseUrl: string; env?: Record<string, string>; log?: WriteStream; timeoutMs?: number }): Promise<RunningCluster> {
  const work = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  // nginx's workers (another user when run as root) keep their cache and log below it.
  chmodSync(work, 0o755);
  const ports: ClusterPorts = {
    api: await freePort(),
    helper: await freePort(),
    de: await freePort(),
    at: await freePort(),
    ro: await freePort(),
    bo1: await freePort(),
    bo2: await freePort(),
    // The storefronts take three ports in a row from here.
    storefront: 20_000 + (process.pid % 20_000),
  };
  const clusterDir = path.join(work, 'cluster');
  const nginxDir = path.join(work, 'nginx');
  const child = spawn(process.execPath, [path.join(repo, 'tooling/scripts/start-cluster.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      CLUSTER_DIR: clusterDir,
      CLUSTER_NGINX_DIR: nginxDir,
      CLUSTER_API_PORT: String(ports.api),
      CLUSTER_HELPER_PORT: String(ports.helper),
      CLUSTER_DE_PORT: String(ports.de),
      CLUSTER_AT_PORT: String(ports.at),
      CLUSTER_RO_PORT: String(ports.ro),
      CLUSTER_BACKOFFICE1_PORT: String(ports.bo1),
      CLUSTER_BACKOFFICE2_PORT: String(ports.bo2),
      CLUSTER_STOREFRONT_PORT: String(ports.storefront),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    options.log?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + (options.timeoutMs ?? 360_000);
  while (!output.includes('Ctrl+C stops everything.')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the cluster did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    ports,
    dataDir: path.join(clusterDir, 'shared'),
    clusterDir,
    nginxDir,
    origin: (name) => `http://127.0.0.1:${ports[name]}`,
    output: () => output,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const closed = new Promise((resolve) => child.once('close', resolve));
        process.kill(-(child.pid ?? 0), 'SIGTERM');
        await closed;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
