// The backend as the current shopper: their customer token when signed in, else the guest scheme.
import { getSession, signedInCustomer } from '../session/session.server.ts';
import { backendFor, type Backend } from './backend.server.ts';

export async function backendOf(request: Request): Promise<Backend> {
  const session = await getSession(request);
  const customer = signedInCustomer(session);
  return backendFor({
    customerToken: customer ? session.get('token') : undefined,
    userIdentifier: session.get('userIdentifier') ?? 'anonymous',
  });
}
