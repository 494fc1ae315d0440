// What an operator sees of a back-office process (issue 18): Prometheus metrics, and request ids
// that follow a request from the storefront into the back office's log lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../security/security-kit.ts';
import { call, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { redactUrl } from './logging.ts';

describe('metrics and request ids', () => {
  let demo: TestBackOffice;
  let production: TestBackOffice;

  beforeAll(async () => {
    demo = await startTestBackOffice('sqlite', { products: 3 });
    production = await startTestBackOffice('sqlite', { products: 3, env: { ...productionEnv, METRICS_TOKEN: 'metrics-token-0123456789' } });
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
  });

  it('counts requests per route pattern (not per URL), times them, and reads the shop figures from the database', async () => {
    for (const id of [1, 2, 3]) await call(`${demo.apiUrl}/api/products/${id}?country_id=13`, { headers: demo.guest });
    const text = async () => (await fetch(`${demo.apiUrl}/metrics`)).text();
    const scrape = await text();
    expect(scrape).toMatch(/http_requests_total\{face="api",route="\/api\/products\/:id",method="GET",status="200"\} 3/);
    expect(scrape).not.toContain('/api/products/1');
    expect(scrape).toContain('http_request_duration_seconds_bucket{le="0.005",face="api",route="/api/products/:id",method="GET"}');
    expect(scrape).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(scrape).toContain('process_cpu_seconds_total');
    // The search indexer's turns, once it has run (it holds its lease in the only process).
    await expect.poll(async () => /job_turns_total\{job="search-indexer"\} [1-9]/.test(await text()), { timeout: 15_000 }).toBe(true);
  });

  it('in production serves /metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await fetch(`${production.apiUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${production.apiUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const scrape = await fetch(`${production.apiUrl}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('http_requests_total');
  });

  it('answers with the request id the storefront sent, or a new one', async () => {
    const sent = await fetch(`${demo.apiUrl}/health`, { headers: { 'x-request-id': 'sf-7d1c2e' } });
    expect(sent.headers.get('x-request-id')).toBe('sf-7d1c2e');
    const fresh = await fetch(`${demo.apiUrl}/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Not a header injection or a log-line flood: an odd id is replaced.
    const odd = await fetch(`${demo.apiUrl}/health`, { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps secrets out of logged URLs: the guest-order link hash and tokens in queries', () => {
    expect(redactUrl('/api/ExternalOrderApi/guest_order/DE-1001/9f8e7d6c5b4a/document/3')).toBe('/api/ExternalOrderApi/guest_order/DE-1001/[redacted]/document/3');
    expect(redactUrl('/api/customer/reset?token=abc123&lang=de')).toBe('/api/customer/reset?token=[redacted]&lang=de');
    expect(redactUrl('/api/products/7?country_id=13')).toBe('/api/products/7?country_id=13');
  });
});
