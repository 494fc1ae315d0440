// Malformed requests at every shop and helper call (issue 18): ids beyond the columns' range, NUL
// characters, huge and fractional numbers, wrong types, nested junk and broken JSON, as a guest and
// as a signed-in customer. Whatever the input, the answer is ours to give (4xx with the error
// shape, or 200), never a 5xx: nothing reaches the database that it refuses (PostgreSQL is stricter
// than SQLite about integer ranges and NUL). Deterministic: the same inputs on every run.
import { calls, buildPath, pathParamNames, SHOP_TOKEN_HEADER, type CallDef } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { registerCustomer, registration, uniqueEmail } from '../modules/customer/testing.ts';

/** Requests per call (about 60 calls, so ~1,500 per database). */
const PER_CALL = 25;

const junkTexts = ['0', '-1', '2147483648', '9007199254740993', '1.5', '1e309', 'abc', 'a\u0000b', '%00', '', 'x'.repeat(400), '😀', '../../etc/passwd'];
const junkValues: unknown[] = [null, true, -1, 0, 2 ** 31, 2 ** 53, 1e308, -0.5, 'x'.repeat(5000), 'a\u0000b', '', '😀', [], [1, 'a'], {}, { a: { b: { c: 1 } } }, '2026-13-45', '-1', '9'.repeat(30), 'DE\u0000123'];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, chance: (p: number) => next() < p };
}

/** The keys of an object schema, through the wrappers zod puts around it (optional, pipe, default...). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    const candidate = current as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown; schema?: unknown } };
    if (candidate.shape) return Object.keys(candidate.shape);
    current = candidate.def?.innerType ?? candidate.def?.in ?? candidate.def?.schema;
  }
  return [];
}

type Request = { url: string; method: string; body: string | undefined; headers: Record<string, string> };

function requestsFor(name: string, call: CallDef, base: string, auths: Record<string, string>[], seed: number): Request[] {
  const rng = generator(seed);
  return Array.from({ length: PER_CALL }, (_, n) => {
    const params = Object.fromEntries(pathParamNames(call.path).map((param) => [param, rng.pick(junkTexts)]));
    const query = new URLSearchParams(keysOf(call.query).filter(() => rng.chance(0.7)).map((key): [string, string] => [key, rng.pick(junkTexts)]));
    let body: string | undefined;
    if (call.method !== 'GET') {
      const roll = rng.pick(['fields', 'fields', 'fields', 'top', 'broken'] as const);
      if (roll === 'fields') body = JSON.stringify(Object.fromEntries(keysOf(call.body).map((key) => [key, rng.pick(junkValues)])));
      else if (roll === 'top') body = JSON.stringify(rng.pick(junkValues));
      else body = '{"cart_id": 1, "items": [';
    }
    const auth = auths[n % auths.length] ?? {};
    return {
      url: `${base}${buildPath(call.path, params)}${query.size > 0 ? `?${query}` : ''}`,
      method: call.method,
      body,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-fuzz-call': name },
    };
  });
}

describe.each(databaseKinds)('malformed requests at every shop call on %s', (kind) => {
  let shop: TestBackOffice;
  let customerAuth: Record<string, string>;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    const session = await registerCustomer(shop, registration(uniqueEmail('fuzz')));
    // As the storefront sends a customer's calls: the bearer token and the shop token beside it.
    customerAuth = { authorization: `Bearer ${session.token}`, [SHOP_TOKEN_HEADER]: shop.config.shopToken };
  });
  afterAll(async () => {
    await shop?.close();
  });

  it(`answers ${PER_CALL} malformed requests per call without a single 5xx, as a guest and as a customer`, async () => {
    const services: [Record<string, CallDef>, string][] = [
      [calls.backoffice, shop.apiUrl],
      [calls.helper, shop.helperUrl],
    ];
    // Calls that may end the customer's session (logout, a password change) come last, so the
    // customer's token opens every other call.
    const endsSession = (name: string) => /logout|password/i.test(name);
    const requests = services
      .flatMap(([service, base]) => Object.entries(service).map(([name, call], index) => ({ name, call, base, index })))
      .sort((a, b) => Number(endsSession(a.name)) - Number(endsSession(b.name)))
      .flatMap(({ name, call, base, index }) => requestsFor(name, call, base, [shop.guest, customerAuth], index + 1));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // A few at a time: the point is the answers, not load.
    for (let start = 0; start < requests.length; start += 8) {
      await Promise.all(
        requests.slice(start, start + 8).map(async (request) => {
          const answer = await fetch(request.url, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }) });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${answer.status} ${request.method} ${request.url.slice(0, 160)} ${request.body?.slice(0, 160) ?? ''}`);
          await answer.body?.cancel();
        }),
      );
    }
    console.info(`fuzz on ${kind}: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(requests.length).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  });

  it('refuses a body nested 100,000 levels deep with a 400 at once, and keeps answering others (security round three)', async () => {
    const deepArrays = `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const deepObjects = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    for (const body of [deepArrays, deepObjects]) {
      expect(body.length).toBeLessThan(256 * 1024);
      const answer = await fetch(`${shop.apiUrl}${calls.backoffice.register.path}`, { method: 'POST', headers: { ...shop.guest, 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(400);
      const refused = (await answer.json()) as { error: { code: string; fields: { path: string; message: string }[] } };
      expect(refused.error.code).toBe('validation_failed');
      expect(refused.error.fields[0]?.message).toBe('At most 32 levels of nesting are allowed.');
    }
    // A body just within the limit is read as usual (refused by its schema, not by its depth).
    const within = await fetch(`${shop.apiUrl}${calls.backoffice.register.path}`, {
      method: 'POST',
      headers: { ...shop.guest, 'content-type': 'application/json' },
      body: `{"email":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect(within.status).toBe(400);
    expect(((await within.json()) as { error: { fields: { message: string }[] } }).error.fields[0]?.message).not.toMatch(/nesting/);
    expect((await fetch(`${shop.helperUrl}/health`)).status).toBe(200);
  });

  it('refuses ids beyond 32 bits in a registration at their field, never a 500 (security round three)', async () => {
    const email = uniqueEmail('big-id');
    const tooLarge = 2 ** 31;
    for (const body of [
      registration(email, { title_id: tooLarge }),
      registration(email, { address: { ...registration(email).address, state_id: tooLarge } }),
    ]) {
      const answer = await fetch(`${shop.apiUrl}${calls.backoffice.register.path}`, { method: 'POST', headers: { ...shop.guest, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(answer.status).toBe(400);
      const fields = ((await answer.json()) as { error: { fields: { path: string }[] } }).error.fields.map((field) => field.path);
      expect(fields.some((path) => path.endsWith('title_id') || path.endsWith('state_id'))).toBe(true);
    }
  });
});
