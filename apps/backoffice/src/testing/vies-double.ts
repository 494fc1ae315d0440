// A local double of the EU's VIES REST API (POST {url}/check-vat-number), for tests that go
// through the real VIES client (VAT_ID_CHECK=vies, VIES_URL=double.url): each id answers what the
// test says, and the test can change its mind (VIES down, then back).
import { createServer } from 'node:http';

export type ViesAnswer = 'valid' | 'invalid' | 'unavailable';

export type ViesDouble = {
  url: string;
  /** What VIES answers for an id ('DE136695976'); the default answers 'valid'. */
  answer: (vatId: string) => ViesAnswer;
  /** How many checks each id had. */
  asked: Map<string, number>;
  close: () => Promise<void>;
};

export async function startViesDouble(): Promise<ViesDouble> {
  const double: ViesDouble = { url: '', answer: () => 'valid', asked: new Map(), close: async () => {} };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
      const vatId = `${body.countryCode}${body.vatNumber}`;
      double.asked.set(vatId, (double.asked.get(vatId) ?? 0) + 1);
      const answer = double.answer(vatId);
      const reply =
        answer === 'unavailable'
          ? { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'member state not available' }] }
          : { countryCode: body.countryCode, vatNumber: body.vatNumber, requestDate: '2026-11-24', valid: answer === 'valid', name: '---', address: '---' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  double.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/rest-api`;
  double.close = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
