// Newsletter calls: subscribe (double opt-in), confirm, unsubscribe.
import { calls } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { createRateLimiter, currentCustomer, shopperIp } from '../customer/index.ts';
import { confirm, subscribe, unsubscribe } from './subscriptions.ts';

export function registerNewsletterRoutes(register: CallRegistrar, deps: Deps): void {
  const limiter = createRateLimiter(deps.db, () => deps.now(), deps.leases);

  register(calls.backoffice.newsletterSubscribe, async ({ body, caller, request, reply }) => {
    const status = await subscribe(deps, limiter, reply, { email: body.email, locale: body.locale, ip: shopperIp(request, caller) });
    return { status_code: 200 as const, data: { status } };
  });

  register(calls.backoffice.newsletterConfirm, async ({ body }) => {
    return { status_code: 200 as const, data: { status: await confirm(deps.db, deps.now(), body.token) } };
  });

  register(calls.backoffice.newsletterUnsubscribe, async ({ body, caller, request, reply }) => {
    const signedIn = await currentCustomer(deps.db, caller);
    const status = await unsubscribe(deps, limiter, reply, {
      email: body.email,
      token: body.token,
      signedInEmail: signedIn?.email ?? null,
      ip: shopperIp(request, caller),
    });
    return { status_code: 200 as const, data: { status } };
  });
}
