// Human-readable order numbers, one sequence per year: 2026-000001, 2026-000002, ... An upsert
// counts the year's row up and returns the new value, so numbers never repeat, also across
// back-office processes. It runs last in the placing transaction: the year's row is the one lock
// every order shares, and is held only until the commit right after.
import type { Db } from '../../db/connect.ts';
import { nextOrderSequence } from './placement-repository.ts';

export async function nextOrderRef(db: Db, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  return formatOrderRef(year, await nextOrderSequence(db, year));
}

export function formatOrderRef(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
