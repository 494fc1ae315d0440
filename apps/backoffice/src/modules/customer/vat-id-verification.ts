// A company's VAT id given at registration or guest checkout goes to VIES (vat-id-check.ts, the
// same adapter the admin uses) before anything is written:
// - valid: stored as 'verified';
// - invalid: refused with 'vat_id_not_verified' at the field (spec section 5, the verification error);
// - VIES or the member state did not answer: accepted and stored as 'pending' ("not verified yet").
//   A pending id never makes a company VAT-exempt; the re-check job below asks VIES again, and only
//   its 'valid' lets a company from another country than its shop buy without VAT.
// The job runs every 15 minutes in one process across all back offices (jobs/job-leases.ts).
import { fieldMessages } from '@shop/contract';
import { vatExemptionPossible } from '@shop/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { pendingVatIds, settleVatId, touchPendingVatId } from './vat-id-repository.ts';
import { vatIdCheckerFor, type VatIdChecker } from './vat-id-check.ts';

export type NewVatIdStatus = 'verified' | 'pending';

/** VIES's answer on a new VAT id; refuses one VIES does not know as valid (error at `path`). */
export async function verifyNewVatId(checker: VatIdChecker, vatId: string, path: string): Promise<NewVatIdStatus> {
  const verdict = await checker.check(vatId);
  if (verdict.status === 'invalid') throw new AppError('vat_id_not_verified', { fields: [{ path, message: fieldMessages.vat_id_not_verified }] });
  return verdict.status === 'valid' ? 'verified' : 'pending';
}

export const VAT_RECHECK_EVERY_MS = 15 * 60_000;
const RECHECKS_PER_TURN = 50;

/**
 * One turn of the re-check: each pending id (oldest attempt first) goes to VIES again. An answer
 * settles it with one conditional update (only while the row still holds that id and 'pending', so
 * an admin's change meanwhile wins); no answer only notes the attempt. Returns the ids settled.
 */
export async function recheckPendingVatIds(deps: Deps, checker: VatIdChecker): Promise<{ verified: number; invalid: number }> {
  const counts = { verified: 0, invalid: 0 };
  for (const row of await pendingVatIds(deps.db, RECHECKS_PER_TURN)) {
    const verdict = await checker.check(row.vat_id);
    const at = deps.now().toISOString();
    if (verdict.status === 'unavailable') {
      await touchPendingVatId(deps.db, row.id, row.vat_id, at);
      continue;
    }
    const verified = verdict.status === 'valid';
    // Exempt only a company whose verified id is of another country than its shop (reverse charge).
    const exempt = verified && row.is_company === 1 && vatExemptionPossible(row.vat_id, row.country_id);
    if (await settleVatId(deps.db, row.id, row.vat_id, { status: verified ? 'verified' : 'invalid', excludeVat: exempt, at })) {
      counts[verified ? 'verified' : 'invalid'] += 1;
    }
  }
  return counts;
}

/** The re-check job's turn: only the process holding the lease 'vat-id-recheck' runs it. */
export async function vatIdRecheckTurn(deps: Deps, checker: VatIdChecker): Promise<{ verified: number; invalid: number } | null> {
  if (!(await deps.leases.holds('vat-id-recheck', 2 * VAT_RECHECK_EVERY_MS))) return null;
  return recheckPendingVatIds(deps, checker);
}

export function scheduleVatIdRechecks(app: FastifyInstance, deps: Deps, checker: VatIdChecker = vatIdCheckerFor(deps.config)): void {
  const run = () => {
    vatIdRecheckTurn(deps, checker)
      .then((settled) => {
        if (settled && settled.verified + settled.invalid > 0) app.log.info(settled, 'VAT ids not verified yet were checked again');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'checking pending VAT ids again failed'));
  };
  const timer = setInterval(run, VAT_RECHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
