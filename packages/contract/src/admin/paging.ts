// Lists in the admin: pages of at most 100 rows, the total for the pager.
import { z } from 'zod';
import { queryInt } from '../primitives.ts';

export const ADMIN_PAGE_SIZE = 25;

/** `?page=2&per_page=50`: page from 1, at most 100 rows. */
export const pageQuerySchema = z.object({
  page: queryInt(z.int().min(1)).default(1),
  per_page: queryInt(z.int().min(1).max(100)).default(ADMIN_PAGE_SIZE),
});

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.int().nonnegative(), page: z.int().min(1), per_page: z.int().min(1) });
}

/** A day as the admin's date filters send it (YYYY-MM-DD). */
export const isoDaySchema = z.iso.date({ error: 'Expected a date such as 2026-11-23.' });
