/**
 * The one error body every 4xx and 5xx answer carries, and the one place error kinds map to HTTP status.
 *
 * `{ error: { code, message, fields? } }`
 * - `code` is a stable machine id (snake_case, from `errorKinds`); the UI translates by code.
 * - `message` is English text for logs and as a fallback; for kinds the spec names, it is the spec's text
 *   ('Cart not found', 'Wrong login data', 'Email address already exists', ...).
 * - `fields` lists field problems of a `validation_failed` answer. `path` is the dot-joined path of the
 *   field in the request (`thelia_cart_add.quantity`, `address.zipcode`, `items.0.quantity`); an empty
 *   path means the whole request. `message` is a field message from `fieldMessages` (see
 *   `fields/messages.ts`), which maps back to its stable code with `fieldMessageCode`.
 * - A 5xx always carries the kind's generic message: internals never reach the client.
 */
import { z } from 'zod';

export const errorFieldSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorField = z.infer<typeof errorFieldSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    fields: z.array(errorFieldSchema).optional(),
    /** Ours (issue 37): when the same call may succeed again, in seconds (also the Retry-After header). */
    retry_after_seconds: z.int().nonnegative().optional(),
    /** Ours (issue 37): what a client needs to say the refusal in its own words (a coupon's reason and amounts). */
    details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every error kind the back office, helper service and search endpoint answer with. */
export const errorKinds = {
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  /** Legacy helper answer for bad delivery-cost input; the storefront ignores it (spec section 7). */
  invalid_data: { status: 400, message: 'Invalid data' },
  unauthorized: { status: 401, message: 'Please login again' },
  wrong_login: { status: 401, message: 'Wrong login data' },
  /** Ours (issue 38): a wrong, used or late code from the authenticator app, or a recovery code that does not work. */
  wrong_second_factor: { status: 401, message: 'The code is wrong or was used already.' },
  /** The step between the password and the code ran out (5 minutes, or 5 wrong codes): sign in again. */
  sign_in_expired: { status: 401, message: 'The sign-in took too long or had too many wrong codes. Please sign in again.' },
  /** Two-factor sign-in is set up already: switch it off (or have an admin reset it) before setting it up again. */
  two_factor_enabled: { status: 409, message: 'Two-factor sign-in is already set up.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  /** An admin write without the session's CSRF token (admin/staff.ts). */
  csrf_failed: { status: 403, message: 'The request did not carry the session token. Please reload the page.' },
  /** A blocked account signs in nowhere. */
  account_blocked: { status: 403, message: 'This account is blocked. Please contact us.' },
  /** An order step that its current state does not allow (ship a cancelled order, pay twice with another amount). */
  order_state_conflict: { status: 409, message: 'This step is not possible in the order’s current state.' },
  /** A review decision its current state does not allow (approve a rejected review). */
  review_state_conflict: { status: 409, message: 'This review has already been decided otherwise.' },
  /** A withdrawal declaration already processed, with another note. */
  withdrawal_already_processed: { status: 409, message: 'This declaration has already been processed.' },
  /** Resending a mail that was sent, or one whose one-time link was removed. */
  mail_not_resendable: { status: 409, message: 'This mail cannot be sent again.' },
  /** A product saved by someone else since the edit form was opened. */
  product_changed: { status: 409, message: 'Someone else saved this product in the meantime. Reload it to see their changes.' },
  /** A price change from a price that is no longer the current one (someone else changed it). */
  price_changed: { status: 409, message: 'The price was changed by someone else in the meantime. Reload to see the current price.' },
  /** A stock number saved from a form that showed another stock than the current one (an order meanwhile). */
  stock_changed: { status: 409, message: 'The stock changed since the form was opened (an order, a return or another person). It was not saved: check the current stock and save again.' },
  not_found: { status: 404, message: 'Not found' },
  cart_not_found: { status: 404, message: 'Cart not found' },
  order_not_found: { status: 404, message: 'Order not found' },
  product_not_found: { status: 404, message: 'Product not found' },
  /** The product existed but is no longer sold (not visible): search engines should drop its page. */
  product_gone: { status: 410, message: 'Product is no longer available' },
  rewriting_not_found: { status: 404, message: 'URL could not be resolved' },
  /** A German or Austrian consumer's invoice: the PDF is the invoice, there is no e-invoice (issue 35). */
  einvoice_not_found: { status: 404, message: 'This document has no e-invoice: it is a consumer\'s invoice in Germany or Austria.' },
  email_exists: { status: 409, message: 'Email address already exists' },
  /** Guest checkout with the email of an existing account (the UI links to password recovery). */
  account_exists_for_email: { status: 409, message: 'There is already an account associated with this email' },
  order_cancel_failed: { status: 409, message: 'Failed to cancel order' },
  coupon_invalid: { status: 422, message: 'Error fetching coupon' },
  /** A coupon code that does not exist: the shopper mistyped it, nothing failed. */
  /** A typed code that is unknown, or known but not usable by anyone now (issue 38: one answer for both, so codes cannot be harvested). */
  coupon_not_found: { status: 422, message: 'This coupon code is not valid.' },
  /** Ours (issue 37): the code saves less than the coupon on the cart; sent again with `replace_better` it is taken. */
  coupon_worse: { status: 409, message: 'The coupon on the cart saves more than this one.' },
  /** The goods of the cart are below the country's minimum order value (`config_min_price`). */
  below_minimum_order: { status: 422, message: 'The minimum order value has not been reached.' },
  vat_id_not_verified: { status: 422, message: 'The VAT number could not be verified.' },
  comment_not_allowed: { status: 403, message: 'Error saving comment' },
  out_of_stock: { status: 409, message: 'Not enough stock for this product.' },
  /** An express checkout (from the cart) older than 30 minutes, unknown, or not approved at the wallet. */
  express_expired: { status: 410, message: 'Your express checkout has expired. Please start it again from the cart.' },
  express_not_approved: { status: 409, message: 'The payment was not approved at the wallet. Please try again.' },
  payment_failed: { status: 402, message: 'Order failed, please try again' },
  /** After a failed payment the customer must wait 2 minutes (spec section 4). */
  payment_retry_wait: { status: 429, message: 'Please wait 2 minutes before retrying the payment or contact support.' },
  /** Too many logins, registrations, reset or newsletter requests from one address or for one email. */
  rate_limited: { status: 429, message: 'Too many requests, please wait a moment.' },
  internal_error: { status: 500, message: 'Unknown error' },
  /** A refund the payment provider refused or did not confirm: nothing was recorded (issue 14). */
  refund_failed: { status: 502, message: 'The payment provider did not carry out the refund. Nothing was recorded; please try again or refund by hand.' },
  upstream_unavailable: { status: 502, message: 'A payment or shipping provider did not answer.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorKinds;
export const errorCodes = Object.keys(errorKinds) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorKinds, code);
}

/** HTTP status for an error code; unknown codes are a 500. */
export function httpStatusOf(code: string): number {
  return isErrorCode(code) ? errorKinds[code].status : 500;
}

/** Build an error body. For 5xx kinds the custom message is ignored so internals never leak. */
export function errorBody(
  code: ErrorCode,
  options: { message?: string; fields?: ErrorField[]; retryAfterSeconds?: number; details?: Record<string, string | number> } = {},
): ErrorBody {
  const kind = errorKinds[code];
  const message = kind.status >= 500 || options.message === undefined ? kind.message : options.message;
  return {
    error: {
      code,
      message,
      ...(options.fields === undefined ? {} : { fields: options.fields }),
      ...(options.retryAfterSeconds === undefined ? {} : { retry_after_seconds: options.retryAfterSeconds }),
      ...(options.details === undefined ? {} : { details: options.details }),
    },
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}

/** Dot-joined field path: ['address', 'zipcode'] -> 'address.zipcode', ['items', 0] -> 'items.0'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment))).join('.');
}

type Issue = z.core.$ZodIssue;

function flattenIssue(issue: Issue, prefix: readonly PropertyKey[]): ErrorField[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: issuePath([...path, key]), message: 'Unknown field.' }));
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A union of primitives at one place (number or digit string): the union's own message says it best.
    const allAtSamePlace = issue.errors.every((branch) => branch.every((inner) => inner.path.length === 0));
    if (!allAtSamePlace) {
      // A union of objects (e.g. the two /amazon/pay bodies): report the branch that came closest.
      const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      return best.flatMap((inner) => flattenIssue(inner, path));
    }
  }
  return [{ path: issuePath(path), message: issue.message }];
}

/** The field list of a validation error, one entry per problem, in the order zod found them. */
export function zodIssuesToFields(issues: readonly Issue[]): ErrorField[] {
  return issues.flatMap((issue) => flattenIssue(issue, []));
}

/** Turn a ZodError (from any request schema) into the error body, code 'validation_failed'. */
export function zodErrorToBody(error: z.ZodError): ErrorBody {
  return errorBody('validation_failed', { fields: zodIssuesToFields(error.issues) });
}
