// The Stripe stand-in as a process of its own, for the end-to-end journeys (tooling/e2e may not
// import an app): `node src/testing/stripe-stand-in-process.ts` with STAND_IN_PORT,
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; it prints "ready <url>" once it listens, and takes
// "webhook <url>" lines on stdin (the back office's notification endpoint, known only once that runs)
// and "amount <session id> <cents>" lines (the session charges another amount than the shop asked).
import { createInterface } from 'node:readline';
import { startStripeStandIn } from '../modules/payments/testing.ts';

const standIn = await startStripeStandIn({
  port: Number(process.env.STAND_IN_PORT ?? 0),
  ...(process.env.STRIPE_SECRET_KEY ? { secretKey: process.env.STRIPE_SECRET_KEY } : {}),
  ...(process.env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET } : {}),
});
process.stdout.write(`ready ${standIn.url}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const [command, value = '', cents = ''] = line.trim().split(/\s+/, 3);
  if (command === 'webhook') {
    standIn.setWebhookUrl(value);
    process.stdout.write(`webhook set\n`);
  } else if (command === 'amount') {
    standIn.changeAmount(value, Number(cents));
    process.stdout.write(`amount set\n`);
  }
}
// stdin closed: the test is done with it.
await standIn.close();
