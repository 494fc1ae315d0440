// `pnpm --filter @shop/backoffice bench:checkout`: cart-add and order-placement throughput and
// latency (p50, p99) under 20 concurrent connections, against a back office started as its own
// process (production mode) on a freshly seeded demo shop. Prints figures only.
//
// Cart add: every request puts one unit into a new guest cart (the write path: stock check, cart
// and line inserts). Order placement: every request places one of the carts just filled, paying
// cash on delivery (one transaction: pricing, stock reservation, numbering, lines, addresses,
// confirmation mail). BENCH_DATABASE_URL runs both on PostgreSQL instead of the SQLite file.
import autocannon from 'autocannon';
import { connectDatabase } from '../src/db/connect.ts';
import { waitUntilUp } from '../src/testing/ports.ts';
import { spawnBenchBackOffice } from './bench-backoffice.ts';

const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const maxOrders = Number(process.env.BENCH_ORDERS ?? 3000);
const port = 4200;
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const backOffice = spawnBenchBackOffice({ name: 'checkout', port, databaseUrl });
const { dataDir } = backOffice;

try {
  await waitUntilUp(`${origin}/health`);
  const identifier = 'bench-shopper';
  const headers = { ...backOffice.shopHeaders(identifier), 'content-type': 'application/json' };
  // The bench reads and prepares through its own connection, next to the server's.
  const { db } = connectDatabase({ databaseUrl, dataDir });
  const pse = await db
    .selectFrom('product_sale_element as pse')
    .innerJoin('product', 'product.id', 'pse.product_id')
    .select(['pse.id', 'pse.product_id'])
    .where('product.visible', '=', 1)
    .where('product.is_freight', '=', 0)
    .where('product.price_on_request', '=', 0)
    .where('pse.quantity_step', '=', 1)
    .orderBy('pse.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.updateTable('pse_stock').set({ quantity: 10_000_000 }).where('pse_id', '=', pse.id).execute();
  const at = new Date().toISOString();
  const guest = await db
    .insertInto('customer')
    .values({
      ref: 'BENCH1',
      email: 'bench-guest@example.test',
      password_hash: null,
      title_id: 1,
      firstname: 'Bench',
      lastname: 'Guest',
      company: null,
      vat_id: null,
      is_company: 0,
      exclude_vat: 0,
      is_guest: 1,
      country_id: 5,
      lang: 'de',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await db
    .insertInto('address')
    .values({
      customer_id: guest.id,
      label: 'Home',
      title_id: 1,
      firstname: 'Bench',
      lastname: 'Guest',
      company: null,
      street: 'Frankenstraße',
      street_number: '150',
      address_extra: null,
      zipcode: '90461',
      city: 'Nürnberg',
      country_id: 5,
      state_id: null,
      phone: '+49 911 4468100',
      cellphone: null,
      is_default: 1,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ramburs = await db.selectFrom('payment_method').select('id').where('code', '=', 'ramburs').executeTakeFirstOrThrow();

  console.info(`\nCheckout on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections`);
  console.info('| call | requests | req/s | p50 ms | p99 ms | errors |');
  console.info('|---|---|---|---|---|---|');

  const adds = await autocannon({
    url: origin,
    connections,
    duration,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/add',
        body: JSON.stringify({ thelia_cart_add: { append: true, product: pse.product_id, product_sale_elements_id: pse.id, quantity: 1 }, country_id: 5 }),
      },
    ],
  });
  report(`cart add (new cart, ${duration} s)`, adds);

  const carts = (
    await db.selectFrom('cart').select('id').where('user_identifier', '=', identifier).orderBy('id').limit(maxOrders).execute()
  ).map((row) => row.id);
  let next = 0;
  const orders = await autocannon({
    url: origin,
    connections,
    amount: carts.length,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/api/ramburs/pay',
        setupRequest: (request) => {
          const cartId = carts[next++ % carts.length];
          return {
            ...request,
            body: JSON.stringify({
              cart_id: cartId,
              customer_id: guest.id,
              appliedCoupon: null,
              api_call: true,
              session_id: 'storefront',
              email: 'bench-guest@example.test',
              delivery_address_id: address.id,
              delivery_module_id: 77,
              invoice_address_id: address.id,
              payment_module_id: ramburs.id,
              postage_tax_rule_title: 'postage',
              country_id: 5,
              locale: 'de_DE',
              isCompany: false,
              message: '',
              isCompleteDelivery: false,
              guest: true,
            }),
          };
        },
      },
    ],
  });
  report(`order placement (${carts.length} carts, cash on delivery)`, orders);
  const placed = await db.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  console.info(`\n${Number(placed.n)} orders in the database after the run.`);
  await db.destroy();
} finally {
  await backOffice.stop();
}

function report(name: string, result: autocannon.Result) {
  const errors = result.errors + result.non2xx;
  console.info(`| ${name} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
}

