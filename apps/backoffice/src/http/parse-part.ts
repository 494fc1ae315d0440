// Reads one part of a request (params, query, body) against its contract schema. Before that, two
// checks that walk the part without recursion: a part nested deeper than any form of ours sends is
// refused (a body 100,000 arrays deep overflowed the stack of a recursive walk: a 500, and the
// process held for half a second), and a NUL character anywhere in it is refused at its field:
// PostgreSQL cannot store one in text, and no form of ours sends one, so it would otherwise reach
// the database only to fail there (a 500).
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Levels of objects and arrays a request may have: ours use fewer than ten. */
export const MAX_NESTING = 32;

export function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const found = firstProblem(value ?? {});
  if (found) {
    const message = found.kind === 'nul' ? 'Control character NUL is not allowed.' : `At most ${MAX_NESTING} levels of nesting are allowed.`;
    throw new AppError('validation_failed', { message, fields: [{ path: found.path.join('.'), message }] });
  }
  return schema.parse(value ?? {});
}

type Problem = { kind: 'nul' | 'depth'; path: (string | number)[] };

/** The first NUL character (in a key or a string value) or level too deep, in document order, or null. */
function firstProblem(root: unknown): Problem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) return { kind: 'depth', path };
    const children: { value: unknown; path: (string | number)[] }[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) => children.push({ value: item, path: [...path, index] }));
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return { kind: 'nul', path: [...path, key] };
        children.push({ value: item, path: [...path, key] });
      }
    }
    // Last pushed, first walked: reversed, so the walk keeps the document's order.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index] as { value: unknown; path: (string | number)[] });
  }
  return null;
}
