// A unique-key conflict from either database (PostgreSQL 23505, SQLite "UNIQUE constraint failed"),
// for the places that expect one: a repeated request losing the race to the first.
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const driver = error as Error & { code?: string; errstr?: string };
  return driver.code === '23505' || error.message.includes('UNIQUE constraint failed') || (driver.errstr ?? '').includes('UNIQUE constraint failed');
}
