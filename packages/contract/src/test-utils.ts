/** Test helper: the error-body fields of a failed parse, or [] when it succeeded. */
import type { z } from 'zod';
import { zodIssuesToFields, type ErrorField } from './errors.ts';

export function fieldsOf(schema: z.ZodType, input: unknown): ErrorField[] {
  const result = schema.safeParse(input);
  return result.success ? [] : zodIssuesToFields(result.error.issues);
}
