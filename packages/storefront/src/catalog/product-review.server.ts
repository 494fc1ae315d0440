// Writing a review from the product page (spec sections 4, 6, 8): only a signed-in customer, and
// the back office checks the rights again; the review waits for moderation. Any refusal or failure
// reads 'Error saving comment'; bad fields keep what was typed.
import { ApiError } from '@shop/api-client';
import { calls, commentCreateBodySchema } from '@shop/contract';
import { data } from 'react-router';
import { fieldErrors, typedValues, type FieldErrors } from '../forms/parse-form.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { getSession, signedInCustomer } from '../session/session.server.ts';

export type ReviewResult = { ok: true } | { ok: false; errors: FieldErrors; failed: boolean; values: Record<string, string> };

export async function reviewAction(request: Request, productId: number) {
  const form = await request.formData();
  const values = typedValues(form);
  const session = await getSession(request);
  const customer = signedInCustomer(session);
  if (!customer) return data<ReviewResult>({ ok: false, errors: {}, failed: true, values }, { status: 401 });
  const parsed = commentCreateBodySchema.safeParse({
    product_id: productId,
    pse_id: Number(form.get('pse_id')),
    customer_id: customer.id,
    rating: Number(form.get('rating')),
    title: form.get('title'),
    content: form.get('content'),
  });
  if (!parsed.success) return data<ReviewResult>({ ok: false, errors: fieldErrors(parsed.error), failed: false, values }, { status: 400 });
  const backend = await backendOf(request);
  try {
    await backend.helper(calls.helper.commentCreate, { body: parsed.data });
    return data<ReviewResult>({ ok: true });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const errors: FieldErrors = {};
      for (const field of error.body?.error.fields ?? []) errors[field.path] = field.message;
      return data<ReviewResult>({ ok: false, errors, failed: true, values }, { status: error.status });
    }
    throw error;
  }
}
