// wrk (Debian's package) run once against a URL, its figures read from its report: the load generator
// of the benchmarks that measure more than one Node process can parse (bench-cluster, bench-render).
import { spawnSync } from 'node:child_process';

/** wrk's figures for a URL: requests per second, p50 and p99 in ms, bytes per second, failures. */
export function wrk(url: string, seconds: number, headers: Record<string, string>, connections: number) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed (apt-get install wrk): ${run.stderr || run.error?.message}`);
  const out = run.stdout;
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const ms = (percentile: string) => {
    const [, value = '0', unit = 'ms'] = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out) ?? [];
    return Number((Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's']).toPrecision(3));
  };
  const size = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out);
  const bytesPerSecond = Number(size?.[1] ?? 0) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(size?.[2] ?? 'B') as 'B' | 'KB' | 'MB' | 'GB'];
  const failures = number(/Non-2xx or 3xx responses: (\d+)/) + [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  return { perSecond: number(/Requests\/sec:\s+([\d.]+)/), p50: ms('50'), p99: ms('99'), bytesPerSecond, failures };
}
