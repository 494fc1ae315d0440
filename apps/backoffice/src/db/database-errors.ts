// Driver errors become our own kinds, so a handler never branches on SQLite or PostgreSQL codes
// (STYLE.md, point 9). The one place that knows the drivers' constraint codes and messages: the
// predicates below serve code that expects a conflict (a repeated request losing the race to the
// first), translateDatabaseError serves the error handler.
import { AppError } from '../http/app-error.ts';

type DriverError = Error & { code?: string; errcode?: number; errstr?: string };

function violates(error: unknown, postgresCode: string, sqliteText: string): boolean {
  if (!(error instanceof Error)) return false;
  const driver = error as DriverError;
  return driver.code === postgresCode || error.message.includes(sqliteText) || (driver.errstr ?? '').includes(sqliteText);
}

/** Unique violation: PostgreSQL 23505, SQLite "UNIQUE constraint failed". */
export function isUniqueViolation(error: unknown): boolean {
  return violates(error, '23505', 'UNIQUE constraint failed');
}

/** Foreign-key violation (a row still referenced elsewhere): PostgreSQL 23503, SQLite "FOREIGN KEY constraint failed". */
export function isForeignKeyViolation(error: unknown): boolean {
  return violates(error, '23503', 'FOREIGN KEY constraint failed');
}

/** Check-constraint violation (for example stock below zero): PostgreSQL 23514, SQLite "CHECK constraint failed". */
export function isCheckViolation(error: unknown): boolean {
  return violates(error, '23514', 'CHECK constraint failed');
}

export function translateDatabaseError(error: Error): Error {
  if (isUniqueViolation(error)) {
    return new AppError('validation_failed', { message: 'This entry exists already.', fields: [] });
  }
  if (isCheckViolation(error)) {
    return new AppError('out_of_stock');
  }
  if (isForeignKeyViolation(error)) {
    return new AppError('validation_failed', { message: 'A referenced entry does not exist.', fields: [] });
  }
  return error;
}
