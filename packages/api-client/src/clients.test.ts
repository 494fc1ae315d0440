import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients } from './clients.ts';

// A plain HTTP listener that records what arrives: it checks what this client puts on the wire
// (paths, headers, retries), not any back-office behaviour.
let server: Server;
let origin: string;
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClients', () => {
  it('sends back-office calls under {api}/api and helper calls under {fast}/api', async () => {
    seen.length = 0;
    const { backOffice, helper } = createApiClients(
      { apiUrl: `${origin}/`, fastApi: origin },
      { kind: 'guest', shopToken: 'shop-secret', userIdentifier: 'u-1' },
    );
    await backOffice.get('/api/products/12').json();
    await helper.get('/api/locale_config/custom_attribute/').json();
    expect(seen.map((r) => r.url)).toEqual(['/api/products/12', '/api/locale_config/custom_attribute/']);
  });

  it('identifies a guest by the shop token scheme and user identifier', async () => {
    seen.length = 0;
    const { backOffice } = createApiClients(
      { apiUrl: origin, fastApi: origin },
      { kind: 'guest', shopToken: 'shop-secret', userIdentifier: 'u-1' },
    );
    await backOffice.post('/api/cart/get', { json: {} }).json();
    expect(seen[0]?.headers.authorization).toBe('ShopToken shop-secret');
    expect(seen[0]?.headers['x-user-identifier']).toBe('u-1');
  });

  it('sends a customer bearer token and no guest identifier', async () => {
    seen.length = 0;
    const { backOffice } = createApiClients({ apiUrl: origin, fastApi: origin }, { kind: 'customer', token: 'jwt' });
    await backOffice.get('/api/ExternalOrderApi/order/?customer=1&limit=999').json();
    expect(seen[0]?.headers.authorization).toBe('Bearer jwt');
    expect(seen[0]?.headers['x-user-identifier']).toBeUndefined();
  });

  it('retries a failed read but never a write', async () => {
    const { backOffice } = createApiClients({ apiUrl: origin, fastApi: origin }, { kind: 'customer', token: 'jwt' });
    seen.length = 0;
    failuresLeft = 1;
    await backOffice.get('/api/ConfigApi').json();
    expect(seen).toHaveLength(2);

    seen.length = 0;
    failuresLeft = 1;
    await expect(backOffice.post('/api/cart/add', { json: {} }).json()).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});
