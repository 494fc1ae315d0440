// The export and import calls (issue 16). The export streams its file (see export-files.ts); the
// import's preview reads the upload, runs the import in a transaction that is rolled back and keeps
// the file under a token; the apply runs the same import on that stored file in one audited
// transaction, the rejected rows skipped only when the admin asked for that.
import { adminCalls, importKindSchema, transferMessages, type ImportKind } from '@shop/contract/admin';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { analyzeImportedTables, deleteExpiredUploads, deleteUpload, findUpload, insertUpload } from './catalog-transfer-repository.ts';
import { checkDatevSettings, datevFileName, writeDatev } from './datev-export.ts';
import { contentTypes, exportFileName, exportRows, writeCsv, writeXlsx } from './export-files.ts';
import { IMPORT_MAX_BYTES, readImportFile } from './import-files.ts';
import { runImport, type ImportResult } from './import-rules.ts';

const UPLOAD_TTL_MS = 60 * 60_000;

const fieldError = (path: string, message: string) => new AppError('validation_failed', { message, fields: [{ path, message }] });

/** Thrown to roll the preview's transaction back with its result. */
class DryRun extends Error {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    super('dry run');
    this.result = result;
  }
}

/** The import run and rolled back: what applying it would do. */
export async function previewImport(deps: Deps, kind: ImportKind, bytes: Uint8Array, actor: string): Promise<ImportResult & { rows: number }> {
  const table = await readImportFile(bytes);
  try {
    await deps.db.transaction().execute(async (trx) => {
      throw new DryRun(await runImport(trx, kind, table, deps.now(), actor));
    });
  } catch (error) {
    if (error instanceof DryRun) return { ...error.result, rows: table.rows.length };
    throw error;
  }
  throw new Error('unreachable: the dry run always rolls back');
}

export function registerCatalogTransferRoutes(register: AdminRegistrar, deps: Deps): void {
  const calls = adminCalls.transfer;

  register(calls.export, async ({ params, query, request, reply }) => {
    const rows = exportRows(deps.db, params.kind, query);
    const body = new PassThrough();
    const written = query.format === 'xlsx' ? writeXlsx(params.kind, rows, body) : writeCsv(params.kind, rows, body);
    // A failure once the first bytes are out can only cut the download short: the client sees an
    // incomplete file, the log says why.
    written.catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    reply.header('content-type', contentTypes[query.format]);
    reply.header('content-disposition', `attachment; filename="${exportFileName(params.kind, query.format, deps.now())}"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(body);
  });

  register(calls.datev, async ({ query, request, reply }) => {
    checkDatevSettings(deps.config.datev, query);
    const body = new PassThrough();
    writeDatev(deps.db, deps.config.datev, query, deps.now(), body).catch((error: unknown) => {
      request.log.error({ err: error }, 'DATEV export failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    reply.header('content-type', 'text/csv; charset=windows-1252');
    reply.header('content-disposition', `attachment; filename="${datevFileName(query)}"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(body);
  });

  register(calls.preview, async ({ request, staff }) => {
    if (!request.isMultipart()) throw fieldError('file', transferMessages.file_unreadable);
    const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!file) throw fieldError('file', transferMessages.file_unreadable);
    const kindField = file.fields.kind;
    const kindValue = kindField && !Array.isArray(kindField) && kindField.type === 'field' ? kindField.value : undefined;
    const kind = importKindSchema.safeParse(kindValue);
    if (!kind.success) throw fieldError('kind', transferMessages.required);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw fieldError('file', transferMessages.file_too_large);
    }
    const result = await previewImport(deps, kind.data, bytes, staff.email);
    const now = deps.now();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS).toISOString();
    await deleteExpiredUploads(deps.db, now.toISOString());
    await insertUpload(deps.db, { token, staff_id: staff.id, kind: kind.data, file_name: file.filename.slice(0, 255), content: bytes, created_at: now.toISOString(), expires_at: expiresAt });
    return {
      status_code: 200 as const,
      data: { token, kind: kind.data, file_name: file.filename, rows: result.rows, counts: result.counts, problems: result.problems, expires_at: expiresAt },
    };
  });

  register(calls.apply, async ({ params, body, staff, write }) => {
    const upload = await findUpload(deps.db, params.token, staff.id, deps.now().toISOString());
    if (!upload) throw fieldError('token', transferMessages.upload_expired);
    const kind = importKindSchema.parse(upload.kind);
    const table = await readImportFile(upload.content);
    const result = await write(async (trx, audit) => {
      // Removed in the same transaction: a second apply of the same upload finds nothing.
      if (!(await deleteUpload(trx, upload.id))) throw fieldError('token', transferMessages.upload_expired);
      const outcome = await runImport(trx, kind, table, deps.now(), staff.email);
      if (outcome.counts.rejected > 0 && !body.skip_rejected) throw fieldError('skip_rejected', transferMessages.rejected_rows);
      await audit({
        action: `import.${kind}`,
        entity: 'import',
        entityId: upload.id,
        after: { file_name: upload.file_name, rows: table.rows.length, counts: outcome.counts, rejected_rows: outcome.problems.filter((problem) => problem.row > 1).map((problem) => problem.row) },
      });
      return outcome;
    });
    // Counts, menus and kept listing orders follow the products; the listings by price follow prices.
    if (kind === 'products') deps.categories.invalidate();
    if (kind === 'prices') deps.categories.invalidatePrices();
    if (deps.database.dialect === 'postgres') await analyzeImportedTables(deps.db, kind);
    return { status_code: 200 as const, data: result };
  });
}
