// A stand-in of ANAF's e-Factura API for the demo and the tests (never registered in production:
// config.ts refuses it there). It answers the calls the adapter makes as ANAF does: the OAuth token
// refresh, `upload` and `uploadb2c` (an upload index at once), `stareMesaj` ("in prelucrare" while it
// checks, then "ok" or "nok" with a download id) and `descarcare` (a ZIP: the invoice and a signature
// file, or the findings). Each upload is checked with the official CIUS-RO rules
// (tooling/einvoice-rules, the same files and runner the tests use), one at a time in a child process,
// so a document the rules refuse is rejected with the rules' own words. `outage(n)` makes the next n
// calls answer 503, as ANAF's service does when it is down.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import JSZip from 'jszip';
import { create } from 'xmlbuilder2';

const backOfficeDir = path.resolve(import.meta.dirname, '../../..');
const rulesRunner = path.resolve(backOfficeDir, '../../tooling/einvoice-rules/validate.mjs');
/**
 * Where the stand-in keeps the compiled rules between runs: a folder of its own, so that its first
 * compilation never races the e-invoice suite's on a fresh machine (both write the same file names).
 */
const RULES_CACHE_DIR = path.join(tmpdir(), 'shop-anaf-stand-in-rules');

export const STAND_IN_PREFIX = '/anaf-stand-in';
export const STAND_IN_API_PATH = `${STAND_IN_PREFIX}/test/FCTEL/rest`;
export const STAND_IN_TOKEN_PATH = `${STAND_IN_PREFIX}/anaf-oauth2/v1/token`;
/** The stand-in's client id and secret, and the refresh token it starts from. */
export const STAND_IN_CLIENT = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret', refreshToken: 'stand-in-refresh-0' };
const ACCESS_PREFIX = 'stand-in-access-';
/** ANAF's access tokens last 90 days. */
const ACCESS_SECONDS = 90 * 24 * 60 * 60;

export type StandInUpload = { index: string; cif: string; standard: string; b2c: boolean; number: string; state: 'in prelucrare' | 'ok' | 'nok'; findings: string[]; xml: string };

export type AnafStandIn = {
  register(app: FastifyInstance): Promise<void>;
  readonly uploads: readonly StandInUpload[];
  /** How often the token endpoint gave a new access token. */
  readonly refreshes: number;
  /** The next `calls` calls answer 503. */
  outage(calls: number): void;
  /** Resolves once every upload so far has its answer. */
  settled(): Promise<void>;
};

/**
 * The CIUS-RO rules' fatal findings of an XML document, as ANAF words them ("E: [BR-RO-100] ...").
 * The rules and their runner (saxon-js, a development package) are in the repository's checkout; a
 * bundled demo (dist/backoffice) has neither, and its stand-in takes every well-formed document.
 */
async function findingsOf(xml: string): Promise<string[]> {
  if (!existsSync(rulesRunner)) return [];
  const folder = await mkdtemp(path.join(tmpdir(), 'anaf-stand-in-'));
  const file = path.join(folder, 'upload.xml');
  try {
    await writeFile(file, xml, 'utf8');
    const output = await new Promise<string>((resolve) => {
      execFile(process.execPath, [rulesRunner, 'cius-ro', file], { cwd: backOfficeDir, env: { ...process.env, SEF_DIR: RULES_CACHE_DIR }, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout) => resolve(String(stdout)));
    });
    const summary = output.split('\n').find((line) => / \d+ fatal, \d+ warnings$/.test(line));
    if (!summary) return ['E: fișierul nu a putut fi validat (the stand-in could not run the rules)'];
    return output
      .split('\n')
      .filter((line) => line.startsWith(`${file}: fatal `) || line.startsWith(`${file}: error `))
      .map((line) => decodeEntities(line.slice(file.length + 2).replace(/^(fatal|error) (\S+) /, 'E: [$2] ')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The rules' texts come from SVRL as XML text: its five entities read as characters. */
const decodeEntities = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The document's own number and the seller's CIF (digits) as the XML states them. */
function partsOf(xml: string): { root: string; number: string; sellerCif: string } {
  const tree = create(xml);
  const root = tree.root().node.nodeName.replace(/^.*:/, '');
  const text = (name: string) => tree.root().find((node) => node.node.nodeName.replace(/^.*:/, '') === name, true, true)?.node.textContent ?? '';
  const supplier = tree.root().find((node) => node.node.nodeName.endsWith('AccountingSupplierParty'), false, true);
  const ids = supplier ? supplier.filter((node) => node.node.nodeName.endsWith('CompanyID'), false, true).map((node) => node.node.textContent ?? '') : [];
  return { root, number: text('ID'), sellerCif: (ids[0] ?? '').replace(/\D/g, '') };
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 12);

function xmlAnswer(reply: FastifyReply, body: string) {
  return reply.header('content-type', 'application/xml;charset=UTF-8').send(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function createAnafStandIn(): AnafStandIn {
  const uploads: StandInUpload[] = [];
  let refreshes = 0;
  let failing = 0;
  let checks: Promise<unknown> = Promise.resolve();
  let nextIndex = 5_000_000_000 + Math.floor(Math.random() * 1_000_000);

  const authorised = (request: FastifyRequest) => (request.headers.authorization ?? '').startsWith(`Bearer ${ACCESS_PREFIX}`);

  async function register(app: FastifyInstance): Promise<void> {
    await app.register(
      async (scope) => {
        scope.addContentTypeParser(['application/xml', 'text/xml', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
        scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
        scope.addHook('onRequest', async (_request, reply) => {
          if (failing > 0) {
            failing -= 1;
            return reply.code(503).header('content-type', 'text/plain').send('Serviciul nu este disponibil momentan');
          }
        });

        scope.post('/anaf-oauth2/v1/token', async (request, reply) => {
          const form = (request.body ?? {}) as Record<string, string>;
          if (form.client_id !== STAND_IN_CLIENT.clientId || form.client_secret !== STAND_IN_CLIENT.clientSecret) return reply.code(401).send({ error: 'invalid_client' });
          if (form.grant_type !== 'refresh_token' || !form.refresh_token?.startsWith('stand-in-refresh-')) return reply.code(400).send({ error: 'invalid_grant' });
          refreshes += 1;
          const fresh = randomBytes(12).toString('hex');
          return { access_token: `${ACCESS_PREFIX}${fresh}`, refresh_token: `stand-in-refresh-${fresh}`, expires_in: ACCESS_SECONDS, token_type: 'Bearer' };
        });

        const upload = (b2c: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
          if (!authorised(request)) return reply.code(401).send({ error: 'invalid_token' });
          const query = request.query as Record<string, string | undefined>;
          const refuse = (message: string) => xmlAnswer(reply, `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${stamp()}" ExecutionStatus="1"><Errors errorMessage="${escapeAttribute(message)}"/></header>`);
          const standard = query.standard ?? 'UBL';
          if (!['UBL', 'CN'].includes(standard)) return refuse(`Valoarea parametrului standard ${standard} nu este permisa`);
          const cif = query.cif ?? '';
          if (!/^\d{2,10}$/.test(cif)) return refuse(`CIF introdus= ${cif} nu este un numar`);
          let parts: ReturnType<typeof partsOf>;
          try {
            parts = partsOf(String(request.body ?? ''));
          } catch {
            return refuse('Fisierul transmis nu este un XML valid');
          }
          if ((standard === 'CN') !== (parts.root === 'CreditNote')) return refuse(`Documentul ${parts.root} nu corespunde standardului ${standard}`);
          if (parts.sellerCif !== cif) return refuse(`Nu exista niciun CIF pentru care sa aveti drept in SPV: CIF ${cif} nu este al vanzatorului din factura`);
          const record: StandInUpload = { index: String(nextIndex++), cif, standard, b2c, number: parts.number, state: 'in prelucrare', findings: [], xml: String(request.body) };
          uploads.push(record);
          checks = checks.then(async () => {
            record.findings = await findingsOf(record.xml);
            record.state = record.findings.length === 0 ? 'ok' : 'nok';
          });
          return xmlAnswer(reply, `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${stamp()}" ExecutionStatus="0" index_incarcare="${record.index}"/>`);
        };
        scope.post('/test/FCTEL/rest/upload', upload(false));
        scope.post('/test/FCTEL/rest/uploadb2c', upload(true));

        scope.get('/test/FCTEL/rest/stareMesaj', async (request, reply) => {
          if (!authorised(request)) return reply.code(401).send({ error: 'invalid_token' });
          const index = (request.query as Record<string, string | undefined>).id_incarcare;
          const record = uploads.find((upload) => upload.index === index);
          if (!record) return xmlAnswer(reply, `<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"><Errors errorMessage="Nu exista factura cu id_incarcare= ${escapeAttribute(index ?? '')}"/></header>`);
          if (record.state === 'in prelucrare') return xmlAnswer(reply, `<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="in prelucrare"/>`);
          return xmlAnswer(reply, `<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="${record.state}" id_descarcare="${Number(record.index) + 1_000_000}"/>`);
        });

        scope.get('/test/FCTEL/rest/descarcare', async (request, reply) => {
          if (!authorised(request)) return reply.code(401).send({ error: 'invalid_token' });
          const id = Number((request.query as Record<string, string | undefined>).id);
          const record = uploads.find((upload) => Number(upload.index) + 1_000_000 === id && upload.state !== 'in prelucrare');
          if (!record) return reply.code(404).header('content-type', 'application/json').send({ eroare: `Nu exista mesaj cu id_descarcare=${id}` });
          const zip = new JSZip();
          if (record.state === 'ok') {
            zip.file(`${record.index}.xml`, record.xml);
            zip.file(`semnatura_${record.index}.xml`, `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Stand-in of ANAF's signature: not a signature. -->\n<Signature index_incarcare="${record.index}"/>\n`);
          } else {
            const errors = record.findings.map((finding) => `<Error errorMessage="${escapeAttribute(finding)}"/>`).join('');
            zip.file(`${record.index}.xml`, `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" Index_incarcare="${record.index}" Cif_emitent="${record.cif}">${errors}</header>\n`);
          }
          return reply.header('content-type', 'application/zip').send(await zip.generateAsync({ type: 'nodebuffer' }));
        });
      },
      { prefix: STAND_IN_PREFIX },
    );
  }

  return {
    register,
    get uploads() {
      return uploads;
    },
    get refreshes() {
      return refreshes;
    },
    outage(calls) {
      failing = calls;
    },
    async settled() {
      await checks;
    },
  };
}
