// Reads one part of a request (params, query, body) against its contract schema. Before that, a
// NUL character anywhere in it is refused at its field: PostgreSQL cannot store one in text, and no
// form of ours sends one, so it would otherwise reach the database only to fail there (a 500).
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const path = nulPath(value ?? {}, []);
  if (path !== null) {
    const message = 'Control character NUL is not allowed.';
    throw new AppError('validation_failed', { message, fields: [{ path: path.join('.'), message }] });
  }
  return schema.parse(value ?? {});
}

/** Where the first NUL character is (in a key or a string value), or null. */
function nulPath(value: unknown, path: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
