// A stand-in for a CDN in front of a storefront, for the SSR benchmark only (run as its own
// process: `node src/shared-cache-proxy.ts <port> <origin>`). It does what the shop's headers allow
// a shared cache to do: keep a public 200 answer for max-age seconds, hand it out stale for
// stale-while-revalidate seconds while one background request refreshes it, and key it by URL and
// Cookie (the shop says Vary: Cookie). Everything else goes to the storefront.
import { createServer } from 'node:http';

const [port, origin] = process.argv.slice(2);
if (!port || !origin) throw new Error('usage: shared-cache-proxy.ts <port> <origin>');

type Entry = { status: number; headers: [string, string][]; body: Buffer; storedAt: number; maxAge: number; staleFor: number; refreshing: boolean };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<Entry>>();

function seconds(cacheControl: string, directive: string): number {
  const match = new RegExp(`${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

async function fetchFromOrigin(url: string, cookie: string | undefined): Promise<Entry> {
  const response = await fetch(origin + url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  const cacheControl = response.headers.get('cache-control') ?? '';
  const headers = [...response.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
  return { status: response.status, headers, body, storedAt: Date.now(), maxAge: seconds(cacheControl, 'max-age'), staleFor: seconds(cacheControl, 'stale-while-revalidate'), refreshing: false };
}

const cacheable = (entry: Entry) => entry.status === 200 && entry.headers.some(([name, value]) => name === 'cache-control' && /\bpublic\b/.test(value));

function load(key: string, url: string, cookie: string | undefined): Promise<Entry> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const loading = fetchFromOrigin(url, cookie)
    .then((entry) => {
      if (cacheable(entry)) entries.set(key, entry);
      return entry;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
}

createServer((request, response) => {
  const url = request.url ?? '/';
  const cookie = request.headers.cookie;
  const key = `${url}\n${cookie ?? ''}`;
  const send = (entry: Entry, state: string) => {
    response.writeHead(entry.status, [...entry.headers.flat(), 'x-cache', state, 'content-length', String(entry.body.length)]);
    response.end(entry.body);
  };
  const hit = request.method === 'GET' ? entries.get(key) : undefined;
  const age = hit ? (Date.now() - hit.storedAt) / 1000 : Number.POSITIVE_INFINITY;
  if (hit && age < hit.maxAge) return send(hit, 'HIT');
  if (hit && age < hit.maxAge + hit.staleFor) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      load(key, url, cookie).catch(() => (hit.refreshing = false));
    }
    return send(hit, 'STALE');
  }
  load(key, url, cookie).then(
    (entry) => send(entry, 'MISS'),
    () => {
      response.writeHead(502);
      response.end();
    },
  );
}).listen(Number(port), '127.0.0.1');
