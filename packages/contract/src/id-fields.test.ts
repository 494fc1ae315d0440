// Every id a call takes is capped to the databases' 32-bit columns (security round three: a
// `state_id` of 2^31 in a registration or an address answered 500 on PostgreSQL). The test walks
// every schema of every call (params, query, body; objects, arrays, optional and piped parts) and
// sends 2^31 in each field named `id` or `..._id`, alone: each must be refused at its own path.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminCalls } from './admin/index.ts';
import type { CallDef } from './call.ts';
import { calls } from './calls.ts';
import { MAX_ID } from './primitives.ts';

type Def = { type: string; innerType?: Schema; in?: Schema; element?: Schema; options?: Schema[]; shape?: Record<string, Schema> };
type Schema = z.ZodType & { def: Def; shape?: Record<string, Schema> };

const isIdName = (key: string) => key === 'id' || key.endsWith('_id');

/** The paths (keys, 0 for an array's item) of the number fields named like ids. */
function idPaths(schema: Schema | undefined, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (!schema || depth > 12) return [];
  const def = schema.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return idPaths(def.innerType, path, depth + 1);
    case 'pipe':
      return idPaths(def.in, path, depth + 1);
    case 'union':
      return (def.options ?? []).flatMap((option) => idPaths(option, path, depth + 1));
    case 'array':
      return idPaths(def.element, [...path, 0], depth + 1);
    case 'object':
      return Object.entries(schema.shape ?? def.shape ?? {}).flatMap(([key, child]) => {
        const inner = idPaths(child, [...path, key], depth + 1);
        return inner.length > 0 || !isIdName(key) || !takesNumbers(child) ? inner : [[...path, key]];
      });
    default:
      return [];
  }
}

/** Whether the field takes a number (directly, or as text turned into one, as a query does). */
function takesNumbers(schema: Schema): boolean {
  return ['number', 'int', 'bigint'].includes(leaf(schema).def.type) || leaf(schema).safeParse(1).success || leaf(schema).safeParse('1').success;
}

function leaf(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 12; depth += 1) {
    const next = current.def.innerType ?? current.def.in;
    if (!next) break;
    current = next;
  }
  return current;
}

/** An object with `value` at `path` and nothing else. */
function withValueAt(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

const services: Record<string, Record<string, CallDef>> = { ...(calls as unknown as Record<string, Record<string, CallDef>>), admin: adminCalls as unknown as Record<string, CallDef> };
/** A part's schema, or each of its options when it takes one of several bodies (a union answers for the whole). */
const variants = (schema: Schema | undefined): Schema[] => (schema?.def.type === 'union' ? (schema.def.options ?? []) : schema ? [schema] : []);
const cases = Object.entries(services).flatMap(([service, group]) =>
  Object.entries(group).flatMap(([name, call]) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      variants(call[part] as Schema | undefined).flatMap((schema, option) =>
        idPaths(schema).map((path) => ({ label: `${service}.${name} ${part}${option > 0 ? ` (option ${option + 1})` : ''}.${path.join('.')}`, schema, path, part })),
      ),
    ),
  ),
);

describe('ids of every call', () => {
  it('finds the id fields it checks', () => {
    // Registration's and the address's state, the cart's and the order's ids among them.
    expect(cases.length).toBeGreaterThan(50);
    expect(cases.map((one) => one.label)).toEqual(expect.arrayContaining([expect.stringMatching(/register body\.(address\.)?state_id$/)]));
  });

  it.each(cases.map((one) => [one.label, one] as const))('%s refuses 2^31', (_label, { schema, path, part }) => {
    const tooLarge = MAX_ID + 1;
    const result = schema.safeParse(withValueAt(path, part === 'body' ? tooLarge : String(tooLarge)));
    const atField = result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === path.join('.'));
    expect(atField.length, `accepted ${tooLarge} at ${path.join('.')}`).toBeGreaterThan(0);
  });
});
