import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation, translateDatabaseError } from './database-errors.ts';

function driverError(message: string, fields: { code?: string; errstr?: string } = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('constraint errors from either database', () => {
  it('recognises a unique violation from PostgreSQL and from SQLite', () => {
    expect(isUniqueViolation(driverError('duplicate key value', { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(driverError('UNIQUE constraint failed: customer.email', { code: 'ERR_SQLITE_ERROR' }))).toBe(true);
    expect(isUniqueViolation(driverError('constraint failed', { code: 'ERR_SQLITE_ERROR', errstr: 'UNIQUE constraint failed' }))).toBe(true);
    expect(isUniqueViolation(driverError('FOREIGN KEY constraint failed'))).toBe(false);
    expect(isUniqueViolation('UNIQUE constraint failed')).toBe(false);
  });

  it('recognises foreign-key and check violations', () => {
    expect(isForeignKeyViolation(driverError('x', { code: '23503' }))).toBe(true);
    expect(isForeignKeyViolation(driverError('FOREIGN KEY constraint failed'))).toBe(true);
    expect(isCheckViolation(driverError('x', { code: '23514' }))).toBe(true);
    expect(isCheckViolation(driverError('CHECK constraint failed: stock'))).toBe(true);
    expect(isCheckViolation(driverError('UNIQUE constraint failed'))).toBe(false);
  });

  it('translates them into our own error kinds and leaves others alone', () => {
    expect(translateDatabaseError(driverError('x', { code: '23514' }))).toEqual(new AppError('out_of_stock'));
    expect(translateDatabaseError(driverError('UNIQUE constraint failed'))).toBeInstanceOf(AppError);
    const other = new Error('disk full');
    expect(translateDatabaseError(other)).toBe(other);
  });
});
