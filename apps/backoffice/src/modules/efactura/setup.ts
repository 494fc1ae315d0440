// RO e-Factura in the back office: the reporting job (one process at a time, by its lease), and in
// the demo the stand-in of ANAF on the back office's own port. Nothing runs when e-Factura is off.
import type { FastifyInstance } from 'fastify';
import type { EFacturaSettings } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { JOB_LEASE_MS } from '../../jobs/job-leases.ts';
import { anafApi } from './anaf-client.ts';
import { createAnafStandIn, STAND_IN_API_PATH, STAND_IN_CLIENT, STAND_IN_TOKEN_PATH, type AnafStandIn } from './anaf-stand-in.ts';
import { createEFacturaReporter, type EFacturaReporter } from './reporter.ts';
import { freshAccessToken, type TokenSettings } from './token-store.ts';

export type EFactura = { reporter: EFacturaReporter; standIn: AnafStandIn | null };

/** The stand-in's addresses: as configured, or on this back office's own port. */
function standInAddresses(api: FastifyInstance, settings: Extract<EFacturaSettings, { kind: 'stand-in' }>) {
  const own = () => {
    const address = api.server.address();
    if (!address || typeof address === 'string') throw new Error('the back office is not listening yet');
    return `http://127.0.0.1:${address.port}`;
  };
  return { apiUrl: () => settings.apiUrl ?? `${own()}${STAND_IN_API_PATH}`, tokenUrl: () => settings.tokenUrl ?? `${own()}${STAND_IN_TOKEN_PATH}` };
}

export async function setUpEFactura(api: FastifyInstance, deps: Deps): Promise<EFactura | null> {
  const settings = deps.config.efactura;
  if (!settings) return null;
  let standIn: AnafStandIn | null = null;
  let apiUrl: () => string;
  let tokens: () => TokenSettings;
  if (settings.kind === 'stand-in') {
    standIn = createAnafStandIn();
    await standIn.register(api);
    const addresses = standInAddresses(api, settings);
    apiUrl = addresses.apiUrl;
    tokens = () => ({ tokenUrl: addresses.tokenUrl(), ...STAND_IN_CLIENT });
  } else {
    apiUrl = () => settings.apiUrl;
    tokens = () => settings;
  }
  const reporter = createEFacturaReporter({
    db: deps.db,
    now: deps.now,
    api: async () => {
      const access = await freshAccessToken(deps.db, tokens(), deps.config.jwtSecret, deps.now());
      return anafApi({ baseUrl: apiUrl(), accessToken: access.token, accessExpiresAt: access.expiresAt });
    },
    mayRun: () => deps.leases.holds('efactura-reporter', JOB_LEASE_MS),
    onError: (error) => api.log.error({ err: error }, 'e-Factura reporting pass failed'),
  });
  api.addHook('onReady', async () => reporter.start());
  api.addHook('onClose', async () => reporter.stop());
  return { reporter, standIn };
}
