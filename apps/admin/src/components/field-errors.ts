// A 4xx from the back office may name the fields it refused (`fields[].path`: a 400
// validation_failed, or a check such as a 422 vat_id_not_verified): show each message at its field.
// Returns false when the error carried no field to show.
import { ApiError } from '@shop/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || error.status >= 500) return false;
  const fields = error.body?.error.fields ?? [];
  let first = true;
  for (const field of fields) {
    const path = (field.path === '' ? 'root' : field.path) as Path<T> | 'root';
    setError(path, { message: field.message }, { shouldFocus: first });
    first = false;
  }
  return fields.length > 0;
}
