// The second factor's calls: the code step of the sign-in, enrolment (signed in, or from the sign-in
// when the role requires it), new recovery codes, switching it off, and an admin's reset of another's.
// Each is audited; sign-in steps name the account as their actor.
import { adminCalls, type StaffSession } from '@shop/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps.ts';
import type { AdminRegistrar, StaffMember } from '../../../http/admin-call.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { rateRules, type RateLimiter } from '../../customer/index.ts';
import { writerFor } from '../admin-registrar.ts';
import { deleteStaffSessionsOf, findAccountRole, findStaffAccount } from '../staff-repository.ts';
import { openStaffSession, requireStaff } from '../staff-session.ts';
import { deleteTwoFactor } from './two-factor-repository.ts';
import {
  confirmEnrolment,
  enrolmentChallengeAccount,
  giveRecoveryCodes,
  spendChallenge,
  startEnrolment,
  takeChallengeAttempt,
  takeCode,
  takeRecoveryCode,
  twoFactorRequired,
  twoFactorStatus,
} from './two-factor.ts';

type SessionView = (member: StaffMember, csrfToken: string) => StaffSession;

export function registerTwoFactorRoutes(app: FastifyInstance, register: AdminRegistrar, deps: Deps, limiter: RateLimiter, sessionView: SessionView): void {
  const { secondFactor } = adminCalls.staff;
  const { enrol, confirm, status, newRecoveryCodes, disable, reset } = adminCalls.twoFactor;

  /** The staff member behind a sign-in challenge, as the account is now (a block or a lost role since the password ends it). */
  async function memberOf(customerId: number): Promise<StaffMember> {
    const account = await findStaffAccount(deps.db, customerId);
    if (!account || account.is_guest === 1 || account.blocked_at !== null || account.role === 'customer') throw new AppError('sign_in_expired');
    return { id: account.id, email: account.email, name: `${account.firstname} ${account.lastname}`.trim(), role: account.role };
  }

  /** Counts a wrong code against the account; a right one gives its count back. */
  async function withCodeLimit<T>(reply: FastifyReply, customerId: number, attempt: () => Promise<T | null>): Promise<T> {
    const ticket = await limiter.take(reply, [[rateRules.staffCodeFailuresPerAccount, String(customerId)]]);
    const result = await attempt();
    if (result === null) throw new AppError('wrong_second_factor');
    await limiter.giveBack(ticket);
    return result;
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, member: StaffMember): Promise<StaffSession> {
    const csrfToken = await openStaffSession(deps, request, reply, member.id);
    reply.header('cache-control', 'no-store');
    return sessionView(member, csrfToken);
  }

  app.route({
    method: secondFactor.method,
    url: secondFactor.path,
    handler: async (request, reply) => {
      const body = secondFactor.body.parse(request.body ?? {});
      const { customerId, tokenHash } = await takeChallengeAttempt(deps, body.challenge, 'code');
      const member = await memberOf(customerId);
      await withCodeLimit(reply, customerId, () =>
        writerFor(deps, member)(async (trx, audit) => {
          const usedRecovery = 'recovery_code' in body;
          const right = usedRecovery ? await takeRecoveryCode(trx, customerId, body.recovery_code, deps.now()) : await takeCode(deps, trx, customerId, body.code, true);
          if (!right) return null;
          if (!(await spendChallenge(trx, tokenHash, deps.now()))) throw new AppError('sign_in_expired');
          await audit({ action: usedRecovery ? 'staff.sign_in.recovery_code' : 'staff.sign_in.second_factor', entity: 'customer', entityId: customerId });
          return true;
        }),
      );
      return { data: await signedIn(request, reply, member) };
    },
  });

  /** Enrolment's account: the signed-in staff member, or the enrolment challenge's. */
  async function enrollingAccount(request: FastifyRequest, challenge: string | undefined): Promise<StaffMember> {
    if (challenge === undefined) return (await requireStaff(deps, request, 'staff')).member;
    return memberOf(await enrolmentChallengeAccount(deps, challenge));
  }

  app.route({
    method: enrol.method,
    url: enrol.path,
    handler: async (request, reply) => {
      const body = enrol.body.parse(request.body ?? {});
      const member = await enrollingAccount(request, body.challenge);
      reply.header('cache-control', 'no-store');
      return { data: await startEnrolment(deps, member.id, member.email) };
    },
  });

  app.route({
    method: confirm.method,
    url: confirm.path,
    handler: async (request, reply) => {
      const body = confirm.body.parse(request.body ?? {});
      const challenge = body.challenge === undefined ? null : await takeChallengeAttempt(deps, body.challenge, 'enrol');
      const member = challenge ? await memberOf(challenge.customerId) : (await requireStaff(deps, request, 'staff')).member;
      const codes = await withCodeLimit(reply, member.id, () =>
        writerFor(deps, member)(async (trx, audit) => {
          if (!(await takeCode(deps, trx, member.id, body.code, false))) return null;
          if (challenge && !(await spendChallenge(trx, challenge.tokenHash, deps.now()))) throw new AppError('sign_in_expired');
          const given = await confirmEnrolment(deps, trx, member.id);
          await audit({ action: 'staff.two_factor.enrol', entity: 'customer', entityId: member.id });
          return given;
        }),
      );
      const session = challenge ? await signedIn(request, reply, member) : null;
      reply.header('cache-control', 'no-store');
      return { data: { recovery_codes: codes, session } };
    },
  });

  register(status, async ({ staff }) => ({ data: await twoFactorStatus(deps, staff.id, staff.role) }));

  register(newRecoveryCodes, async ({ staff, body, reply, write }) => {
    const codes = await withCodeLimit(reply, staff.id, () =>
      write(async (trx, audit) => {
        if (!(await takeCode(deps, trx, staff.id, body.code, true))) return null;
        const given = await giveRecoveryCodes(trx, staff.id, deps.now().toISOString());
        await audit({ action: 'staff.two_factor.recovery_codes', entity: 'customer', entityId: staff.id });
        return given;
      }),
    );
    return { data: { recovery_codes: codes } };
  });

  register(disable, async ({ staff, body, reply, write }) => {
    if (twoFactorRequired(deps, staff.role)) throw new AppError('forbidden', { message: 'Your role signs in with a second factor: it cannot be switched off.' });
    await withCodeLimit(reply, staff.id, () =>
      write(async (trx, audit) => {
        if (!(await takeCode(deps, trx, staff.id, body.code, true))) return null;
        await deleteTwoFactor(trx, staff.id);
        await audit({ action: 'staff.two_factor.disable', entity: 'customer', entityId: staff.id });
        return true;
      }),
    );
    return { status_code: 200 as const };
  });

  register(reset, async ({ staff, params, write }) => {
    if (params.id === staff.id) throw new AppError('forbidden', { message: 'Your own second factor is changed on your two-factor page, not reset.' });
    return write(async (trx, audit) => {
      const account = await findAccountRole(trx, params.id);
      if (!account || account.is_guest === 1) throw notFound('not_found', 'Customer not found');
      if (!(await deleteTwoFactor(trx, params.id))) throw new AppError('validation_failed', { message: 'This account has no second factor to reset.' });
      // Whoever holds a session of the account now (perhaps with the lost phone) is signed out.
      await deleteStaffSessionsOf(trx, params.id);
      await audit({ action: 'staff.two_factor.reset', entity: 'customer', entityId: params.id });
      return { status_code: 200 as const };
    });
  });
}
