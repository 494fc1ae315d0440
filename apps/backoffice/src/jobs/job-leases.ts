// Background jobs run once across all back-office processes on one database (issue 18): before its
// turn, a job asks `holds(name)`; only the process holding the job's lease runs it. The lease lasts
// `leaseMs` and is renewed by its holder's turns (in the database only once half of it has passed,
// so a job ticking every 200 ms does not write every 200 ms); a holder that dies stops renewing and
// another process takes over when the lease has run out. Stopping releases the leases at once.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { claimLease, releaseLease } from './job-lease-repository.ts';

/**
 * How long a job's lease lasts without renewal: a process that died hands its jobs over after this
 * at most. Every job ticks well within it (the search indexer every 200 ms, the sweeps every minute
 * or five; a job whose turn is rarer passes its own).
 */
export const JOB_LEASE_MS = 30_000;

export type JobLeases = {
  /** This process's name in the lease rows. */
  readonly holder: string;
  /** Whether this process runs the job now (takes or renews its lease). */
  holds(name: string, leaseMs: number): Promise<boolean>;
  /** Gives up every lease this process holds. */
  releaseAll(): Promise<void>;
};

export function createJobLeases(
  db: Db,
  now: () => Date,
  options: { holder?: string; onTurn?: (job: string) => void } = {},
): JobLeases {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** Until when this process knows it holds a lease, and when to renew it. */
  const held = new Map<string, { renewAt: number }>();

  return {
    holder,
    async holds(name, leaseMs) {
      const moment = now();
      const known = held.get(name);
      let ok = known !== undefined && moment.getTime() < known.renewAt;
      if (!ok) {
        ok = await claimLease(db, name, holder, moment.toISOString(), new Date(moment.getTime() + leaseMs).toISOString());
        if (ok) held.set(name, { renewAt: moment.getTime() + leaseMs / 2 });
        else held.delete(name);
      }
      if (ok) options.onTurn?.(name);
      return ok;
    },
    async releaseAll() {
      const names = [...held.keys()];
      held.clear();
      for (const name of names) await releaseLease(db, name, holder);
    },
  };
}
