// RO e-Factura's settings (issue 35, decision 030): the demo reports to the stand-in; production
// reports to ANAF only with the seller's three keys, and never to a stand-in or a test address.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { productionSecrets } from './testing/production-settings.ts';

const demo = { DATA_DIR: '/tmp/efactura-config-test', SHOP_MODE: 'demo' };
const production = { DATA_DIR: '/tmp/efactura-config-test', NODE_ENV: 'production', ...productionSecrets };
const keys = { EFACTURA_CLIENT_ID: 'client', EFACTURA_CLIENT_SECRET: 'secret', EFACTURA_REFRESH_TOKEN: 'refresh' };

describe('RO e-Factura settings', () => {
  it('reports to the stand-in in the demo, and to nobody when switched off', () => {
    expect(loadConfig(demo).efactura).toEqual({ kind: 'stand-in', apiUrl: undefined, tokenUrl: undefined });
    expect(loadConfig({ ...demo, EFACTURA: 'off' }).efactura).toBeNull();
  });

  it('reports to ANAF\'s production endpoint in production with the three keys, to its test endpoint when asked, and not at all without them', () => {
    expect(loadConfig(production).efactura).toBeNull();
    expect(loadConfig({ ...production, ...keys }).efactura).toEqual({
      kind: 'anaf',
      apiUrl: 'https://api.anaf.ro/prod/FCTEL/rest',
      tokenUrl: 'https://logincert.anaf.ro/anaf-oauth2/v1/token',
      clientId: 'client',
      clientSecret: 'secret',
      refreshToken: 'refresh',
    });
    expect(loadConfig({ ...production, ...keys, EFACTURA_ENVIRONMENT: 'test' }).efactura).toMatchObject({ apiUrl: 'https://api.anaf.ro/test/FCTEL/rest' });
  });

  it('refuses the stand-in, a test address and half the keys in production, naming each', () => {
    expect(() => loadConfig({ ...production, EFACTURA: 'stand-in' })).toThrow(/EFACTURA: the stand-in of ANAF is never used in production/);
    expect(() => loadConfig({ ...production, ...keys, EFACTURA_API_URL: 'http://127.0.0.1:1/x' })).toThrow(/EFACTURA_API_URL/);
    expect(() => loadConfig({ ...production, EFACTURA_CLIENT_ID: 'client' })).toThrow(/EFACTURA_CLIENT_SECRET, EFACTURA_REFRESH_TOKEN: must be set together/);
    expect(() => loadConfig({ ...production, EFACTURA: 'anaf' })).toThrow(/EFACTURA=anaf: needs/);
  });
});
