import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { amazonPayBodySchema } from './checkout/payment.ts';
import { errorBody, errorBodySchema, errorCodes, errorKinds, httpStatusOf, isErrorBody, issuePath, zodErrorToBody } from './errors.ts';
import { fieldMessages } from './fields/messages.ts';

describe('error body', () => {
  it('has the one shape { error: { code, message, fields? } }', () => {
    const body = errorBody('cart_not_found');
    expect(body).toEqual({ error: { code: 'cart_not_found', message: 'Cart not found' } });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(isErrorBody(body)).toBe(true);
    expect(isErrorBody({ message: 'x' })).toBe(false);
  });

  it('maps every kind to a 4xx or 5xx status in one place', () => {
    for (const code of errorCodes) {
      expect(errorKinds[code].status).toBeGreaterThanOrEqual(400);
      expect(errorKinds[code].status).toBeLessThan(600);
    }
    expect(httpStatusOf('validation_failed')).toBe(400);
    expect(httpStatusOf('unauthorized')).toBe(401);
    expect(httpStatusOf('cart_not_found')).toBe(404);
    expect(httpStatusOf('email_exists')).toBe(409);
    expect(httpStatusOf('no_such_code')).toBe(500);
  });

  it("uses the spec's texts where it has them", () => {
    expect(errorKinds.wrong_login.message).toBe('Wrong login data');
    expect(errorKinds.email_exists.message).toBe('Email address already exists');
    expect(errorKinds.coupon_invalid.message).toBe('Error fetching coupon');
    expect(errorKinds.order_cancel_failed.message).toBe('Failed to cancel order');
    expect(errorKinds.invalid_data.message).toBe('Invalid data');
  });

  it('keeps a custom message for 4xx but never leaks one for 5xx', () => {
    expect(errorBody('not_found', { message: 'Product 7 not found' }).error.message).toBe('Product 7 not found');
    expect(errorBody('internal_error', { message: 'SQLITE_BUSY at db.ts:12' }).error.message).toBe('Unknown error');
  });
});

describe('zodErrorToBody', () => {
  const schema = z.strictObject({
    'thelia.cart_id': z.int(),
    thelia_cart_add: z.strictObject({ quantity: z.int().min(1, { error: fieldMessages.quantity_invalid }) }),
    items: z.array(z.object({ ref: z.string() })),
  });

  it("turns a ZodError into code 'validation_failed' with one field per problem", () => {
    const result = schema.safeParse({ 'thelia.cart_id': 'x', thelia_cart_add: { quantity: 0 }, items: [{ ref: 'a' }, {}], extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = zodErrorToBody(result.error);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe(errorKinds.validation_failed.message);
    expect(body.error.fields).toEqual([
      { path: 'thelia.cart_id', message: 'Invalid input: expected number, received string' },
      { path: 'thelia_cart_add.quantity', message: fieldMessages.quantity_invalid },
      { path: 'items.1.ref', message: 'Invalid input: expected string, received undefined' },
      { path: 'extra', message: 'Unknown field.' },
    ]);
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('reports the closest branch of a union of objects', () => {
    const result = amazonPayBodySchema.safeParse({ cart_id: 3, amazon_session_id: 'amzn-1' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToBody(result.error).error.fields).toEqual([
      { path: 'customer_note', message: 'Invalid input: expected string, received undefined' },
    ]);
  });

  it('dot-joins paths', () => {
    expect(issuePath(['address', 'zipcode'])).toBe('address.zipcode');
    expect(issuePath(['items', 0, 'quantity'])).toBe('items.0.quantity');
    expect(issuePath([])).toBe('');
  });
});
