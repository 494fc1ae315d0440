// The admin's customer calls: list and search, one customer, and the actions on an account, each in
// one audited transaction that changes nothing when repeated: company data and VAT exemption after
// a VAT-id check, block and unblock, a password-reset mail. (The role: staff module, audit.setRole.)
import { adminCalls, customerAdminMessages, vatExemptionPossible, type CustomerListRow, type VatCheckAnswer } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import {
  findCustomerById,
  findOpenResetLinkSince,
  listReviewsOfCustomer,
  lockCustomerRow,
  passwordResetMailFor,
  setAccountBlocked,
  setCompanyData,
  vatIdCheckerFor,
  type CustomerRow,
  type VatIdChecker,
} from '../customer/index.ts';
import { insertCustomerNote, notesOfCustomer, replaceCustomerTags, tagsOfCustomers } from './customer-tags.ts';
import { assertMayTakeRights, deleteStaffSessionsOf, hasSecondFactor, lockAccountRights } from '../staff/index.ts';
import { findCustomerAccount, findNewsletterStateOf, listAddressesOf, listOrdersOf, searchCustomers } from './customer-admin-repository.ts';

/** A reset mail asked for this recently (its link still open) is not sent again. */
export const RESET_MAIL_PAUSE_MINUTES = 5;
const ORDERS_SHOWN = 50;
const REVIEWS_SHOWN = 50;
const NOTES_SHOWN = 100;

const noteView = (row: { id: number; text: string; actor_email: string; created_at: string }) => ({ id: row.id, text: row.text, author: row.actor_email, created_at: row.created_at });

const fieldError = (path: string, message: string) => new AppError('validation_failed', { fields: [{ path, message }] });

export function registerCustomerAdminRoutes(register: AdminRegistrar, deps: Deps, options: { vatIdChecker?: VatIdChecker } = {}): void {
  const { list, detail, setCompany, setBlocked, sendPasswordReset, setTags, addNote } = adminCalls.customers;
  const vatIdChecker = options.vatIdChecker ?? vatIdCheckerFor(deps.config);

  register(setTags, async ({ params, body, write }) => {
    const account = await findCustomerAccount(deps.db, params.id);
    if (!account) throw notFound('not_found', 'Customer not found');
    return write(async (trx, audit) => {
      await lockCustomerRow(trx, params.id);
      const before = await replaceCustomerTags(trx, params.id, body.tags);
      if (before.join('\n') !== body.tags.join('\n')) await audit({ action: 'customer.tags', entity: 'customer', entityId: params.id, before: { tags: before }, after: { tags: body.tags } });
      return { data: { tags: body.tags } };
    });
  });

  register(addNote, async ({ params, body, staff, write }) => {
    const account = await findCustomerAccount(deps.db, params.id);
    if (!account) throw notFound('not_found', 'Customer not found');
    return write(async (trx, audit) => {
      const note = await insertCustomerNote(trx, { customer_id: params.id, text: body.text, actor_email: staff.email, created_at: deps.now().toISOString() });
      await audit({ action: 'customer.note', entity: 'customer', entityId: params.id, after: { text: body.text } });
      return { data: noteView(note) };
    });
  });

  register(list, async ({ query }) => {
    const { rows, total } = await searchCustomers(deps.db, { q: query.q, kind: query.kind, tag: query.tag, offset: (query.page - 1) * query.per_page, limit: query.per_page });
    const tags = await tagsOfCustomers(deps.db, rows.map((row) => row.id));
    const data: CustomerListRow[] = rows.map((row) => ({
      id: row.id,
      ref: row.ref,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      country_id: row.country_id,
      is_guest: row.is_guest === 1,
      role: row.role,
      blocked: row.blocked_at !== null,
      order_count: Number(row.order_count ?? 0),
      created_at: row.created_at,
      tags: tags.get(row.id) ?? [],
    }));
    return { data, total, page: query.page, per_page: query.per_page };
  });

  register(detail, async ({ params }) => {
    const account = await findCustomerAccount(deps.db, params.id);
    if (!account) throw notFound('not_found', 'Customer not found');
    const [addresses, orders, reviews, newsletter, twoFactor, tags, notes] = await Promise.all([
      listAddressesOf(deps.db, account.id),
      listOrdersOf(deps.db, account.id, ORDERS_SHOWN),
      listReviewsOfCustomer(deps.db, account.id, account.lang === 'ro' ? 'ro' : 'de', REVIEWS_SHOWN),
      findNewsletterStateOf(deps.db, account.email),
      hasSecondFactor(deps.db, account.id),
      tagsOfCustomers(deps.db, [account.id]),
      notesOfCustomer(deps.db, account.id, NOTES_SHOWN),
    ]);
    return {
      data: {
        id: account.id,
        ref: account.ref,
        email: account.email,
        title_id: account.title_id,
        firstname: account.firstname,
        lastname: account.lastname,
        country_id: account.country_id,
        lang: account.lang,
        company: account.company,
        vat_id: account.vat_id,
        buyer_reference: account.buyer_reference,
        is_company: account.is_company === 1,
        vat_exempt: account.exclude_vat === 1,
        role: account.role,
        two_factor: twoFactor,
        tags: tags.get(account.id) ?? [],
        notes: notes.map(noteView),
        is_guest: account.is_guest === 1,
        blocked_at: account.blocked_at,
        created_at: account.created_at,
        addresses: addresses.map((address) => ({ ...address, is_default: address.is_default === 1 })),
        orders: orders.map((order) => ({ id: order.id, ref: order.ref, created_at: order.created_at, status: order.status, total_cents: order.total_taxed_cents, currency_code: order.currency_code })),
        reviews: reviews.map((review) => ({
          id: review.id,
          product_id: review.product_id,
          product_title: review.product_title,
          rating: review.rating,
          title: review.title,
          status: review.status,
          created_at: review.created_at,
        })),
        newsletter: newsletter ? { status: newsletter.status, since: newsletter.updated_at } : { status: 'none' as const, since: null },
      },
    };
  });

  register(setCompany, async ({ params, body, write }) => {
    const account = await findCustomerAccount(deps.db, params.id);
    if (!account) throw notFound('not_found', 'Customer not found');
    const company = body.company === '' ? null : body.company;
    const vatId = body.vat_id === '' ? null : body.vat_id;
    if (body.vat_exempt && vatId !== null && !vatExemptionPossible(vatId, account.country_id)) {
      throw fieldError('vat_exempt', customerAdminMessages.vat_exempt_same_country);
    }
    // The VAT id goes to VIES before anything is written (outside the transaction: a slow answer
    // holds no lock). Every save with a VAT id checks it anew: VIES is the state of today.
    let vatCheck: VatCheckAnswer | null = null;
    if (vatId !== null) {
      const verdict = await vatIdChecker.check(vatId);
      if (verdict.status === 'unavailable') throw new AppError('vat_id_not_verified', { fields: [{ path: 'vat_id', message: customerAdminMessages.vat_check_unavailable }] });
      if (verdict.status === 'invalid') throw new AppError('vat_id_not_verified', { fields: [{ path: 'vat_id', message: customerAdminMessages.vat_id_not_verified }] });
      vatCheck = { checked_by: vatIdChecker.kind, vat_id: vatId, name: verdict.name, address: verdict.address, checked_at: deps.now().toISOString() };
    }
    const next = { company, vat_id: vatId, is_company: company !== null, exclude_vat: body.vat_exempt, // A private customer has no reference of its own; left out, the account's stays.
      buyer_reference: company === null ? null : body.buyer_reference === undefined ? account.buyer_reference : body.buyer_reference || null };
    return write(async (trx, audit) => {
      await lockCustomerRow(trx, params.id);
      const current = await findCustomerAccount(trx, params.id);
      if (!current) throw notFound('not_found', 'Customer not found');
      const before = { company: current.company, vat_id: current.vat_id, is_company: current.is_company === 1, exclude_vat: current.exclude_vat === 1, buyer_reference: current.buyer_reference };
      if (JSON.stringify(before) !== JSON.stringify(next)) {
        await setCompanyData(trx, params.id, next, deps.now().toISOString());
        await audit({ action: 'customer.company', entity: 'customer', entityId: params.id, before, after: { ...next, vat_check: vatCheck } });
      }
      return { status_code: 200 as const, data: { company, vat_id: vatId, buyer_reference: next.buyer_reference, is_company: next.is_company, vat_exempt: next.exclude_vat, vat_check: vatCheck } };
    });
  });

  // Blocking ends everything the account holds: its shop tokens (the token version moves on) and
  // its admin sessions; its sign-in is refused (account_blocked) until it is unblocked.
  register(setBlocked, async ({ params, body, staff, write }) => {
    if (body.blocked && params.id === staff.id) throw fieldError('blocked', customerAdminMessages.cannot_block_self);
    return write(async (trx, audit) => {
      // Before any row is locked: blocks and role changes run one after the other.
      await lockAccountRights(trx, deps.database.dialect);
      const account = await findCustomerAccount(trx, params.id);
      if (!account) throw notFound('not_found', 'Customer not found');
      if (account.is_guest === 1) throw fieldError('blocked', customerAdminMessages.guest_cannot_be_blocked);
      // Staff cannot block an admin, and the last admin who can sign in is never blocked.
      if (body.blocked) await assertMayTakeRights(trx, deps.database.dialect, { actorId: staff.id, targetId: params.id, change: 'block' });
      const at = deps.now().toISOString();
      if (await setAccountBlocked(trx, params.id, body.blocked, at)) {
        if (body.blocked) await deleteStaffSessionsOf(trx, params.id);
        await audit({
          action: body.blocked ? 'customer.block' : 'customer.unblock',
          entity: 'customer',
          entityId: params.id,
          before: { blocked_at: account.blocked_at },
          after: { blocked_at: body.blocked ? at : null },
        });
        return { status_code: 200 as const, data: { id: params.id, blocked_at: body.blocked ? at : null } };
      }
      const now = await findCustomerAccount(trx, params.id);
      return { status_code: 200 as const, data: { id: params.id, blocked_at: now?.blocked_at ?? null } };
    });
  });

  // A new link and its mail, unless one asked for in the last minutes is still open: then the
  // answer names that one (a double click sends one mail).
  register(sendPasswordReset, async ({ params, write }) => {
    const customer: CustomerRow | undefined = await findCustomerById(deps.db, params.id);
    if (!customer) throw notFound('not_found', 'Customer not found');
    if (customer.blocked_at !== null) throw new AppError('account_blocked', { message: 'This account is blocked: unblock it before sending a password-reset mail.' });
    const now = deps.now();
    const mail = await passwordResetMailFor(deps, customer, now);
    return write(async (trx, audit) => {
      await lockCustomerRow(trx, customer.id);
      const recent = await findOpenResetLinkSince(trx, customer.id, new Date(now.getTime() - RESET_MAIL_PAUSE_MINUTES * 60_000).toISOString());
      if (recent !== undefined) return { status_code: 200 as const, data: { requested_at: recent, sent_now: false } };
      const mailId = await mail.write(trx);
      await audit({ action: 'customer.password_reset', entity: 'customer', entityId: customer.id, after: { mail_id: mailId } });
      return { status_code: 200 as const, data: { requested_at: now.toISOString(), sent_now: true } };
    });
  });
}
