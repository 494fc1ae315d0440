// What the dashboard warns of (issue 35): Romanian documents ANAF rejected, and those not yet
// accepted whose five working days end today or on the next working day, or ended already. A
// rejected document counts until it is corrected (a credit note and a new invoice, decision 030).
import type { Deps } from '../../deps.ts';
import { openReports } from './report-repository.ts';
import { reportDueOn, romanianDay, workingDaysAfter } from './reporting-deadline.ts';

export type EFacturaAttention = { configured: boolean; rejected: number; due_soon: number; overdue: number };

export async function efacturaAttention(deps: Pick<Deps, 'db' | 'now' | 'config'>): Promise<EFacturaAttention> {
  const today = romanianDay(deps.now());
  const nextWorkingDay = workingDaysAfter(today, 1);
  const attention: EFacturaAttention = { configured: deps.config.efactura !== null, rejected: 0, due_soon: 0, overdue: 0 };
  for (const row of await openReports(deps.db)) {
    if (row.state === 'rejected') {
      // A rejected document cancelled by its correction needs nothing more.
      if (row.corrected_by === null) attention.rejected += 1;
      continue;
    }
    const dueOn = row.due_on ?? reportDueOn(new Date(row.issued_at));
    if (dueOn < today) attention.overdue += 1;
    else if (dueOn <= nextWorkingDay) attention.due_soon += 1;
  }
  return attention;
}
