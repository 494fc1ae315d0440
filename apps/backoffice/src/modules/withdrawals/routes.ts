// POST /api/withdrawal: a declaration of withdrawal, without sign-in (§356a BGB). Rate-limited per
// email and per shopper address, like the other calls that write mails.
import { calls } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { createRateLimiter, rateRules, shopperIp } from '../customer/index.ts';
import { receiveWithdrawal } from './declarations.ts';

export function registerWithdrawalRoutes(register: CallRegistrar, deps: Deps): void {
  const limiter = createRateLimiter(deps.db, () => deps.now(), deps.leases);

  register(calls.backoffice.withdrawalDeclare, async ({ body, caller, request, reply }) => {
    await limiter.consume(reply, [
      [rateRules.withdrawalPerEmail, body.email],
      [rateRules.withdrawalPerIp, shopperIp(request, caller)],
    ]);
    return { status_code: 200 as const, data: await receiveWithdrawal(deps, body) };
  });
}
