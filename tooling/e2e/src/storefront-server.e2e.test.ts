// The storefront's own server (packages/storefront-server) as a shop runs it: two workers sharing
// the port, one JSON log line per request carrying the request id nginx sends, secrets redacted,
// a killed worker replaced while the shop keeps answering, and SIGTERM ending it cleanly.
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from './start-shop.ts';

type LogLine = { pid: number; level: number; msg: string; req?: { id: string; url: string }; res?: { statusCode: number } };

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop(['de'], { storefrontEnv: { WEB_CONCURRENCY: '2', CATALOG_CACHE_SECONDS: '60' } });
});
afterAll(async () => {
  await shop?.stop();
});

function app() {
  const running = shop.apps.get('de');
  if (!running) throw new Error('DE not started');
  return running;
}

function logLines(): LogLine[] {
  return app()
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** A GET on a new connection (a kept-alive one may lead to the worker just killed). */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from ${url} within 20 s`)));
    request.once('error', reject);
  });
}

async function untilLogged(predicate: (line: LogLine) => boolean): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const found = logLines().filter(predicate);
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such log line in:\n${app().output().slice(-2000)}`);
}

describe('storefront server', () => {
  it('keeps a guest\'s catalog answers: eight views of a product page ask the back office for it and its reviews once per worker', async () => {
    const headers = { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' };
    const callsTo = async (route: string) => {
      const metrics = await (await fetch(`${shop.backOffice.apiUrl}/metrics`, { headers })).text();
      const line = metrics.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`) && l.includes('status="200"'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const productCalls = () => callsTo('/api/products/:id');
    const reviewCalls = () => callsTo('/api/comments/:id');
    const list = (await (await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=5&limit=1`, { headers })).json()) as { items: { URL: string; TITLE: string }[] };
    const product = list.items[0];
    if (!product) throw new Error('no product');
    const before = await productCalls();
    const reviewsBefore = await reviewCalls();
    for (let view = 0; view < 8; view++) {
      const page = await fetch(`${app().origin}${new URL(product.URL, 'http://x').pathname}`, { headers: { connection: 'close' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(product.TITLE.replaceAll('&', '&amp;'));
    }
    const asked = (await productCalls()) - before;
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(2);
    const reviewsAsked = (await reviewCalls()) - reviewsBefore;
    expect(reviewsAsked).toBeGreaterThanOrEqual(1);
    expect(reviewsAsked).toBeLessThanOrEqual(2);
  });

  it('serves the shop\'s files from disk and renders every other path, one with a dot included', async () => {
    const favicon = await fetch(`${app().origin}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/');
    const logo = await fetch(`${app().origin}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const robots = await fetch(`${app().origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    const missing = await fetch(`${app().origin}/no-such-file.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
  });

  it('answers from both workers and logs each request as JSON with the id it was sent', async () => {
    for (let n = 0; n < 12; n++) {
      const response = await fetch(`${app().origin}/`, { headers: { 'x-request-id': `e2e-home-${n}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe(`e2e-home-${n}`);
    }
    const lines = await untilLogged((line) => line.req?.id?.startsWith('e2e-home-') ?? false);
    await untilLogged((line) => line.req?.id === 'e2e-home-11');
    const served = logLines().filter((line) => line.req?.id?.startsWith('e2e-home-'));
    expect(served.map((line) => line.res?.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(served.map((line) => line.pid)).size).toBe(2);
    expect(lines[0]?.req?.url).toBe('/');
  });

  it('gives a request without an id a new one, and never logs a guest link hash or a token', async () => {
    const response = await fetch(`${app().origin}/guest/invoice/DE-1001/0123456789abcdef?token=opensesame`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = await untilLogged((l) => l.req?.id === id);
    expect(line?.req?.url).toBe('/guest/invoice/DE-1001/[redacted]?token=[redacted]');
    expect(app().output()).not.toContain('0123456789abcdef');
    expect(app().output()).not.toContain('opensesame');
  });

  it('replaces a worker that dies, and the shop keeps answering meanwhile', async () => {
    const workerPid = logLines().find((line) => line.req)?.pid ?? 0;
    expect(workerPid).toBeGreaterThan(0);
    process.kill(workerPid, 'SIGKILL');
    // Once the primary has seen the death (a connection handed over in the instant before is lost
    // with the worker, as with any killed process), every new request is served by the other one.
    const [replaced] = await untilLogged((line) => line.msg === 'worker died; starting another');
    expect(replaced).toBeDefined();
    for (let n = 0; n < 6; n++) expect(await freshGet(`${app().origin}/`), app().output().slice(-1500)).toBe(200);
    await untilLogged((line) => line.msg === 'listening' && line.pid !== workerPid && logLines().filter((l) => l.msg === 'listening').length >= 3);
  });

  it('stops cleanly on SIGTERM: every worker drains and the server exits with 0', async () => {
    await app().stop();
    expect(app().exitCode()).toBe(0);
    expect(logLines().filter((line) => line.msg === 'drained').length, app().output().slice(-3000)).toBeGreaterThanOrEqual(2);
  });
});
