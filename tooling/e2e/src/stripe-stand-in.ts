// The back office's Stripe stand-in (apps/backoffice/src/testing/stripe-stand-in-process.ts) as a
// process of its own, the way the journeys start the back office: an e2e package may not import an
// app. The SDK inside the back office talks to it; its hosted page is where the payer pays.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const backofficeDir = path.resolve(import.meta.dirname, '../../../apps/backoffice');

export type RunningStripeStandIn = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where its webhooks go: the back office's notification endpoint for 'stripe'. */
  setWebhookUrl: (url: string) => Promise<void>;
  /** The session charges another amount than the shop asked (the payment is then flagged). */
  changeAmount: (sessionId: string, cents: number) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startStripeStandIn(): Promise<RunningStripeStandIn> {
  const secretKey = `sk_test_e2e_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const child = spawn(process.execPath, ['src/testing/stripe-stand-in-process.ts'], {
    cwd: backofficeDir,
    env: { ...process.env, STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('the Stripe stand-in ended');
    return line.value;
  };
  const ready = await nextLine();
  const url = /^ready (\S+)$/.exec(ready)?.[1];
  if (!url) throw new Error(`the Stripe stand-in said: ${ready}`);
  return {
    url,
    secretKey,
    webhookSecret,
    async setWebhookUrl(webhookUrl) {
      child.stdin.write(`webhook ${webhookUrl}\n`);
      await nextLine();
    },
    async changeAmount(sessionId, cents) {
      child.stdin.write(`amount ${sessionId} ${cents}\n`);
      await nextLine();
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}
