// Guest -> customer (spec section 1): after a guest order, the order-placed page offers an account
// with one password field. The back office turns the guest record of this session into the account
// (its orders become the customer's) and answers with a session, which signs the shopper in here.
import { calls, convertGuestBodySchema } from '@shop/contract';
import { apiProblemOf } from '../account/api-problem.server.ts';
import { signIn } from '../account/sign-in.server.ts';
import { fieldErrors, type FieldErrors } from '../forms/parse-form.ts';
import type { Backend } from '../server/backend.server.ts';
import type { ShopSession } from '../session/session.server.ts';

export type GuestAccountResult = { ok: true } | { ok: false; refused: boolean; errors: FieldErrors };

/** The guest of the order this session just placed, when an account may be offered for it. */
export function guestOfLastOrder(session: ShopSession, orderId: number): { customerId: number; email: string } | null {
  const last = session.get('lastOrder');
  return last?.id === orderId && last.guest ? last.guest : null;
}

export async function createGuestAccount(backend: Backend, session: ShopSession, guest: { customerId: number; email: string }, form: FormData): Promise<GuestAccountResult> {
  const password = String(form.get('password') ?? '');
  const parsed = convertGuestBodySchema.safeParse({ customer_id: guest.customerId, email: guest.email, password, password_confirm: password });
  if (!parsed.success) return { ok: false, refused: false, errors: fieldErrors(parsed.error) };
  try {
    const answer = await backend.backOffice(calls.backoffice.convertGuest, { body: parsed.data });
    signIn(session, answer.data);
    const last = session.get('lastOrder');
    if (last) session.set('lastOrder', { id: last.id, ref: last.ref, payment: last.payment });
    return { ok: true };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { ok: false, refused: problem.code === 'forbidden', errors: problem.errors };
  }
}
