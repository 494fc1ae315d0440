// The PayPal stand-in as a process of its own, for the end-to-end journeys (which drive the built
// apps and import no app code): starts it on a free port, prints the back office's environment for
// it as one JSON line, and runs until stopped. Test only: nothing in the back office starts it.
import { startPayPalStandIn } from '../modules/payments/testing.ts';

const standIn = await startPayPalStandIn();
// Optional: the approving PayPal account (JSON of StandInPayer's fields), e.g. one in the shop's country.
if (process.argv[2]) Object.assign(standIn.payer, JSON.parse(process.argv[2]) as object);
process.stdout.write(`${JSON.stringify(standIn.env)}\n`);
const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
