// The VIES client against a local double of the VIES REST API (a third party we cannot reach from
// tests), the stand-in's answers, and which one a configuration gets.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { productionSecrets } from '../../testing/production-settings.ts';
import { standInVatIdChecker, vatIdCheckerFor, viesVatIdChecker } from './vat-id-check.ts';

describe('VIES client', () => {
  let server: Server;
  let baseUrl: string;
  const requests: unknown[] = [];

  beforeAll(async () => {
    // Answers as VIES does: a verdict with `valid`, or `errorWrappers` when a member state is down.
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
        requests.push({ method: request.method, url: request.url, body });
        const reply = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (body.vatNumber === 'U13585627') {
          reply(200, { countryCode: 'AT', vatNumber: 'U13585627', requestDate: '2026-11-23', valid: true, name: 'Muster GmbH', address: 'Wien' });
        } else if (body.vatNumber === '136695976') {
          reply(200, { countryCode: 'DE', vatNumber: '136695976', requestDate: '2026-11-23', valid: true, name: '---', address: '---' });
        } else if (body.countryCode === 'RO') {
          reply(200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'member state not available' }] });
        } else if (body.vatNumber === 'garbage') {
          response.writeHead(500).end('<html>oops</html>');
        } else {
          reply(200, { countryCode: body.countryCode, vatNumber: body.vatNumber, requestDate: '2026-11-23', valid: false, name: '---', address: '---' });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/rest-api`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts country code and number and reads the verdict', async () => {
    const vies = viesVatIdChecker({ baseUrl });
    expect(vies.kind).toBe('vies');
    expect(await vies.check('ATU13585627')).toEqual({ status: 'valid', name: 'Muster GmbH', address: 'Wien' });
    expect(requests.at(-1)).toEqual({ method: 'POST', url: '/rest-api/check-vat-number', body: { countryCode: 'AT', vatNumber: 'U13585627' } });
    // Germany discloses no name: '---' is no name.
    expect(await vies.check('DE136695976')).toEqual({ status: 'valid', name: null, address: null });
    expect(await vies.check('DE123456788')).toEqual({ status: 'invalid' });
  });

  it('says unavailable when VIES or the member state does not answer', async () => {
    const vies = viesVatIdChecker({ baseUrl });
    expect(await vies.check('RO18547290')).toEqual({ status: 'unavailable', reason: 'MS_UNAVAILABLE' });
    expect(await vies.check('DEgarbage')).toEqual({ status: 'unavailable', reason: 'VIES answered 500 without JSON' });
    const nobody = viesVatIdChecker({ baseUrl: 'http://127.0.0.1:9/rest-api', timeoutMs: 2_000 });
    expect((await nobody.check('DE136695976')).status).toBe('unavailable');
  });
});

describe('the stand-in and the choice', () => {
  it('knows a few ids: a known one is valid, any other is not', async () => {
    const standIn = standInVatIdChecker();
    expect(standIn.kind).toBe('stand-in');
    expect(await standIn.check('ATU13585627')).toMatchObject({ status: 'valid', name: 'Muster Installationen GmbH' });
    expect(await standIn.check('DE123456788')).toEqual({ status: 'invalid' });
    expect(await standIn.check('RO12345674')).toEqual({ status: 'unavailable', reason: 'MS_UNAVAILABLE' });
  });

  it('is the demo’s default and never production’s', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vat-config-'));
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', ...productionSecrets };
    try {
      expect(vatIdCheckerFor(loadConfig({ DATA_DIR: dataDir })).kind).toBe('stand-in');
      expect(vatIdCheckerFor(loadConfig({ DATA_DIR: dataDir, VAT_ID_CHECK: 'vies' })).kind).toBe('vies');
      expect(vatIdCheckerFor(loadConfig(production)).kind).toBe('vies');
      expect(() => loadConfig({ ...production, VAT_ID_CHECK: 'stand-in' })).toThrow(/VAT_ID_CHECK: the stand-in VAT-id check is never used in production/);
      expect(() => vatIdCheckerFor({ mode: 'production', vatIdCheck: 'stand-in', viesUrl: 'https://vies.example' })).toThrow(/never used in production/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
