// The dashboard's figures. Per shop country: today's and this month's orders and revenue, days and
// months in the country's time zone, amounts in the orders' currency (EUR for DE/AT, RON for RO).
// What counts: placed orders that are not cancelled or failed (online payments once paid);
// revenue is their gross totals less refunds (pricing-vat). Below them, the work that waits,
// flagged payments to refund among it.
import { DASHBOARD_LIST_LIMIT, type CountryFigures, type Dashboard, type PeriodFigures } from '@shop/contract/admin';
import { countryFacts } from '@shop/contract/country-facts';
import { paymentDifference, revenueAfterRefunds, type RevenueInput } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { periodsIn } from '../shop/index.ts';
import { countWaitingWork, findAmountMismatches, findCountedOrdersSince, findCountryCurrencies, findOpenPrepayments, findPaymentsToRefund } from './dashboard-repository.ts';

const DAY_MS = 24 * 60 * 60_000;

function figures(period: string, orders: RevenueInput[]): PeriodFigures {
  const sum = revenueAfterRefunds(orders);
  return { period, orders: sum.orders, gross_cents: sum.gross, refunded_cents: sum.refunded, revenue_cents: sum.revenue };
}

export async function loadDashboard(db: Db, now: Date, options: { prepaymentDays: number }): Promise<Omit<Dashboard, 'efactura' | 'orders_to_ship' | 'orders_to_chase' | 'low_stock'>> {
  const shops = Object.values(countryFacts).map((facts) => ({ facts, periods: periodsIn(facts.timeZone, now) }));
  const earliest = new Date(Math.min(...shops.map((shop) => shop.periods.monthStart.getTime()))).toISOString();
  const [orders, currencies, open, mismatched, flagged, waiting] = await Promise.all([
    findCountedOrdersSince(db, earliest),
    findCountryCurrencies(db, shops.map((shop) => shop.facts.id)),
    findOpenPrepayments(db, new Date(now.getTime() - options.prepaymentDays * DAY_MS).toISOString(), DASHBOARD_LIST_LIMIT),
    findAmountMismatches(db, DASHBOARD_LIST_LIMIT),
    findPaymentsToRefund(db, DASHBOARD_LIST_LIMIT),
    countWaitingWork(db),
  ]);

  // One row per country and currency: a country whose currency was changed this month shows both.
  const countries: CountryFigures[] = [];
  for (const { facts, periods } of shops) {
    const configured = currencies.find((row) => row.id === facts.id)?.currency_code ?? facts.currency.code;
    const own = orders.filter((order) => order.country_id === facts.id);
    const codes = [...new Set([configured, ...own.map((order) => order.currency_code)])];
    for (const currency of codes) {
      const inCurrency = own.filter((order) => order.currency_code === currency);
      const since = (start: Date) =>
        inCurrency.filter((order) => order.created_at >= start.toISOString()).map((order) => ({ gross: order.total_taxed_cents, refunded: order.refunded_cents }));
      countries.push({
        country_id: facts.id,
        iso: facts.isoAlpha2,
        currency,
        time_zone: facts.timeZone,
        today: figures(periods.day, since(periods.dayStart)),
        month: figures(periods.month, since(periods.monthStart)),
      });
    }
  }

  return {
    generated_at: now.toISOString(),
    countries,
    open_prepayments: {
      older_than_days: options.prepaymentDays,
      total: open.total,
      orders: open.rows.map((row) => ({
        id: row.id,
        ref: row.ref,
        email: row.customer_email,
        country_iso: row.iso_alpha2,
        created_at: row.created_at,
        age_days: Math.floor((now.getTime() - new Date(row.created_at).getTime()) / DAY_MS),
        amount_cents: row.total_taxed_cents,
        currency: row.currency_code,
      })),
    },
    amount_mismatches: {
      total: mismatched.total,
      orders: mismatched.rows.map((row) => {
        const received = row.received_amount_cents ?? 0;
        return {
          id: row.id,
          ref: row.ref,
          country_iso: row.iso_alpha2,
          total_cents: row.total_taxed_cents,
          received_cents: received,
          difference_cents: paymentDifference(received, row.total_taxed_cents),
          state: received < row.total_taxed_cents ? ('partially_paid' as const) : ('overpaid' as const),
          received_on: row.received_on,
          currency: row.currency_code,
        };
      }),
    },
    payments_to_refund: {
      total: flagged.total,
      payments: flagged.rows.map((row) => ({
        flag_id: row.id,
        order_id: row.order_id,
        ref: row.ref,
        country_iso: row.iso_alpha2,
        provider: row.provider,
        amount_cents: row.amount_cents,
        currency: row.currency_code,
        reason: row.reason,
        created_at: row.created_at,
        status: row.status === 'refunding' ? 'refunding' : 'open',
      })),
    },
    reviews_waiting: waiting.reviews,
    withdrawals_open: waiting.withdrawals,
    mails_failed: waiting.mails,
  };
}
