import { errorKinds, type ErrorCode, type ErrorField } from '@shop/contract';

/** A failure with a known kind; the error handler turns it into the shared error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: ErrorField[] | undefined;
  /** When the same call may succeed again (a wait such as the payment retry's), in seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** What a client needs to say the refusal in its own words (a coupon's reason and amounts). */
  readonly details: Record<string, string | number> | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: ErrorField[]; retryAfterSeconds?: number; details?: Record<string, string | number> } = {}) {
    super(options.message ?? errorKinds[code].message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

export function notFound(code: Extract<ErrorCode, `${string}not_found`> = 'not_found', message?: string): AppError {
  return new AppError(code, message === undefined ? {} : { message });
}

/** The row a lookup found, or a 404 naming what is missing (a row deleted meanwhile). */
export function foundOr404<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound('not_found', message);
  return row;
}
