// The adapter to ANAF's e-Factura API: upload, status by upload index, download of ANAF's ZIP. It
// drives the efactura-sdk client (ANAF publishes no SDK of its own) against the configured base
// path: ANAF's production or test endpoint, or the stand-in of the demo and the tests.
//
// The SDK's ESM build does not load under Node's ESM resolver (extension-less imports); its CommonJS
// build does, so it is required. Its authenticator refreshes at a fixed ANAF address, so tokens are
// refreshed here (token-store.ts) and the client always gets a fresh one.
import { createRequire } from 'node:module';
import type * as Sdk from 'efactura-sdk';
import JSZip from 'jszip';
import { create } from 'xmlbuilder2';

/** The SDK, required when the first client is made: a back office with e-Factura off never loads it. */
let loadedSdk: typeof Sdk | undefined;
const sdk = () => (loadedSdk ??= createRequire(import.meta.url)('efactura-sdk') as typeof Sdk);

export type UploadAnswer = { accepted: true; index: string } | { accepted: false; errors: string[] };
export type StatusAnswer = { state: 'pending' } | { state: 'ok' | 'nok'; downloadId: string };

/** What the reporting job asks of ANAF. */
export type AnafApi = {
  upload(xml: string, options: { cif: string; b2c: boolean; creditNote: boolean }): Promise<UploadAnswer>;
  status(uploadIndex: string): Promise<StatusAnswer>;
  download(downloadId: string): Promise<Buffer>;
};

/** ANAF's answer while it still checks an upload. */
const PROCESSING = 'in prelucrare';

export function anafApi(options: { baseUrl: string; accessToken: string; accessExpiresAt: Date; timeoutMs?: number }): AnafApi {
  // The authenticator is never asked: the access token handed in is fresh (token-store.ts).
  const authenticator = new (sdk().AnafAuthenticator)({ clientId: 'unused', clientSecret: 'unused', redirectUri: 'https://localhost/unused' });
  const clientFor = (cif: string) =>
    new (sdk().AnafEfacturaClient)(
      {
        vatNumber: cif,
        basePath: options.baseUrl,
        timeout: options.timeoutMs ?? 30_000,
        accessToken: options.accessToken,
        refreshToken: 'unused',
        expiresAt: options.accessExpiresAt.getTime(),
      },
      authenticator,
    );
  // Status and download do not name the seller; any client of the account answers them.
  const anyClient = clientFor('0');
  return {
    async upload(xml, { cif, b2c, creditNote }) {
      const client = clientFor(cif);
      const standard = creditNote ? 'CN' : 'UBL';
      const answer = b2c ? await client.uploadB2CDocument(xml, { standard }) : await client.uploadDocument(xml, { standard });
      if (answer.executionStatus === 0 && answer.indexIncarcare) return { accepted: true, index: answer.indexIncarcare };
      return { accepted: false, errors: answer.errors?.filter(Boolean) ?? ['ANAF refused the upload without a reason'] };
    },
    async status(uploadIndex) {
      const answer = await anyClient.getStatusMessage(uploadIndex);
      if (answer.stare === PROCESSING) return { state: 'pending' };
      if (!answer.idDescarcare) throw new Error(`ANAF answered upload ${uploadIndex} with "${answer.stare ?? '?'}" and nothing to download`);
      return { state: answer.stare === 'ok' ? 'ok' : 'nok', downloadId: answer.idDescarcare };
    },
    async download(downloadId) {
      return Buffer.from(await anyClient.downloadDocument(downloadId));
    },
  };
}

/** ANAF's findings in the ZIP of a rejected upload: each `Error` element's `errorMessage`. */
export async function findingsOfZip(zip: Uint8Array): Promise<string[]> {
  const archive = await JSZip.loadAsync(zip);
  const findings: string[] = [];
  for (const file of Object.values(archive.files)) {
    if (file.dir || !file.name.endsWith('.xml') || file.name.startsWith('semnatura')) continue;
    const tree = create(await file.async('string')).toObject({ group: true }) as Record<string, unknown>;
    collectFindings(tree, findings);
  }
  return findings;
}

function collectFindings(node: unknown, findings: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectFindings(item, findings);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const message = key === '@errorMessage' ? value : key === '@' && value && typeof value === 'object' ? (value as Record<string, unknown>).errorMessage : undefined;
    if (typeof message === 'string') findings.push(message);
    else collectFindings(value, findings);
  }
}
