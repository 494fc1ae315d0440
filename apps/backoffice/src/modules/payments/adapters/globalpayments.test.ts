// Which of Global Payments' APIs takes the refunds. The SDK defaults to GP's sandbox; the adapter
// sends refunds to the live API unless the shop's payments are made on the sandbox HPP.
import gp from 'globalpayments-api';
import { describe, expect, it } from 'vitest';
import { createGlobalPaymentsProvider } from './globalpayments.ts';

const { ServicesContainer } = gp;

async function apiOf(hppUrl: string): Promise<string> {
  const provider = createGlobalPaymentsProvider({ merchantId: 'badheim', account: 'internet', sharedSecret: 'secret', hppUrl, rebatePassword: 'rebate', apiUrl: undefined }, 'https://api.example');
  // Making a session's HPP request (signed here, no call to GP) makes this provider's configuration the SDK's default.
  await provider.createSession({ orderId: 1, orderRef: '2026-000001', amountCents: 100, taxCents: 16, currency: 'EUR', country: 'DE', locale: 'de_DE', description: 'Order', successUrl: 'https://shop.example/ok', failureUrl: 'https://shop.example/failed' });
  return (ServicesContainer.instance().getClient() as unknown as { serviceUrl: string }).serviceUrl;
}

describe('the Global Payments API for refunds', () => {
  it('is the live API for payments on the live HPP, the sandbox API for the sandbox HPP', async () => {
    expect(await apiOf('https://pay.realexpayments.com/pay')).toBe('https://api.realexpayments.com/epage-remote.cgi');
    expect(await apiOf('https://hpp.sandbox.realexpayments.com/pay')).toBe('https://api.sandbox.realexpayments.com/epage-remote.cgi');
  });
});
