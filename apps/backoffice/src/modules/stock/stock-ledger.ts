// How stock changes (issue 34): only as an entry in the ledger, together with the row it moves.
// - Orders take units by a delta with a floor (`quantity - n where quantity >= n`): two buyers
//   racing for the last unit cannot both get it, since on PostgreSQL the second update waits for
//   the first and then finds the condition false.
// - Cancellations and returns add units back (a delta: nothing read can be stale).
// - A person's number (the admin's editor) is set only while the stock is still what their form
//   showed; otherwise it is refused with the current value, never written over an order.
// - An import's count is applied as the difference from the value it read, so an order placed
//   between the read and the write still counts.
// Why stock moves: the contract's list, the same the admin shows.
import type { StockReason } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';
import { addUnits, insertMovement, quantityIn, setIfStill, subtractIfHeld } from './stock-repository.ts';


/** Where and why stock moves; `actor` is the staff member's email, absent for the shop's own moves. */
export type StockMove = { pseId: number; centreId: number; reason: StockReason; at: string; orderId?: number | null; note?: string | null; actor?: string | null };

const entry = (move: StockMove, delta: number) => ({
  pseId: move.pseId,
  centreId: move.centreId,
  delta,
  reason: move.reason,
  orderId: move.orderId ?? null,
  note: move.note ?? null,
  actor: move.actor ?? null,
  at: move.at,
});

/** Takes units while the centre still holds them; false (nothing written) when it does not. */
export async function takeStock(db: Db, move: StockMove & { units: number }): Promise<boolean> {
  if (!(await subtractIfHeld(db, move.pseId, move.centreId, move.units))) return false;
  await insertMovement(db, entry(move, -move.units));
  return true;
}

/** Puts units back (a cancellation, a return, goods received). */
export async function addStock(db: Db, move: StockMove & { units: number }): Promise<void> {
  if (move.units === 0) return;
  await addUnits(db, move.pseId, move.centreId, move.units);
  await insertMovement(db, entry(move, move.units));
}

export type StockSetOutcome = { saved: true; delta: number } | { saved: false; current: number };

/** Sets the quantity a person entered, only while the stock is still what they saw (`expected`). */
export async function setStockIfUnchanged(db: Db, move: StockMove & { expected: number; quantity: number }): Promise<StockSetOutcome> {
  const delta = move.quantity - move.expected;
  // The number was left as shown: nothing to write, whatever orders did meanwhile.
  if (delta === 0) return { saved: true, delta: 0 };
  if (!(await setIfStill(db, move.pseId, move.centreId, move.expected, move.quantity))) {
    return { saved: false, current: await quantityIn(db, move.pseId, move.centreId) };
  }
  await insertMovement(db, entry(move, delta));
  return { saved: true, delta };
}

/**
 * Applies a counted quantity as the difference from `read`, the value seen in the same transaction,
 * so whatever moved since is kept. A count below what orders have left by then stops at 0.
 */
export async function applyCount(db: Db, move: StockMove & { read: number; quantity: number }): Promise<void> {
  const delta = move.quantity - move.read;
  if (delta >= 0) return addStock(db, { ...move, units: delta });
  for (;;) {
    const units = Math.min(-delta, await quantityIn(db, move.pseId, move.centreId));
    if (units === 0 || (await takeStock(db, { ...move, units }))) return;
  }
}
