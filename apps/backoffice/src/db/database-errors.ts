// Driver errors become our own kinds, so a handler never branches on SQLite or PostgreSQL codes
// (STYLE.md, point 9).
import { AppError } from '../http/app-error.ts';

type DriverError = Error & { code?: string; errcode?: number; errstr?: string };

export function translateDatabaseError(error: Error): Error {
  const driver = error as DriverError;
  const sqliteMessage = driver.code === 'ERR_SQLITE_ERROR' ? (driver.errstr ?? error.message) : '';
  // Unique violation: PostgreSQL 23505, SQLite "UNIQUE constraint failed".
  if (driver.code === '23505' || sqliteMessage.includes('UNIQUE constraint failed') || error.message.includes('UNIQUE constraint failed')) {
    return new AppError('validation_failed', { message: 'This entry exists already.', fields: [] });
  }
  // Check constraint (for example stock below zero): PostgreSQL 23514, SQLite "CHECK constraint failed".
  if (driver.code === '23514' || error.message.includes('CHECK constraint failed')) {
    return new AppError('out_of_stock');
  }
  // Foreign key: PostgreSQL 23503, SQLite "FOREIGN KEY constraint failed".
  if (driver.code === '23503' || error.message.includes('FOREIGN KEY constraint failed')) {
    return new AppError('validation_failed', { message: 'A referenced entry does not exist.', fields: [] });
  }
  return error;
}
