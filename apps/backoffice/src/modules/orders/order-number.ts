// Human-readable order numbers, one sequence per year: 2026-000001, 2026-000002, ... An upsert
// counts the year's row up and returns the new value, so numbers never repeat, also across
// back-office processes. It runs last in the placing transaction: the year's row is the one lock
// every order shares, and is held only until the commit right after.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export async function nextOrderRef(db: Db, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const row = await db
    .insertInto('order_number_sequence')
    .values({ year, last_value: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last_value: sql<number>`order_number_sequence.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatOrderRef(year, row.last_value);
}

export function formatOrderRef(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
