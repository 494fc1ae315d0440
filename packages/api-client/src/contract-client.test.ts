import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClients } from './clients.ts';
import { ApiError, callContract, callContractRaw } from './contract-client.ts';

// A listener that answers fixed bodies: it checks how the client builds requests and reads
// answers, not what the back office computes (that is the back office's own suite).
let server: Server;
let origin: string;
let lastUrl = '';
let lastHeaders: Record<string, string | string[] | undefined> = {};
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUrl = req.url ?? '';
    lastHeaders = req.headers;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clients = () => createApiClients({ apiUrl: origin, fastApi: origin }, { kind: 'guest', shopToken: 't', userIdentifier: 'u' });

describe('callContract', () => {
  it('fills the path from the contract and sends the query', async () => {
    answer = { status: 200, body: { data: [] } };
    await callContract(clients().backOffice, calls.backoffice.productFeatures, { params: { productId: 7, langCode: 'de' } });
    expect(lastUrl).toBe('/api/ExternalOrderApi/features/product/7/de');
    answer = { status: 200, body: { data: { store_name: 'S', store_phone: '1', support_time_mo_th: '8-17', store_address1: 'a', store_city: 'c', store_zipcode: 'z' } } };
    const info = await callContract(clients().helper, calls.helper.storeInfo, { query: { locale: 'de_DE' } });
    expect(lastUrl).toBe('/api/store_info?locale=de_DE');
    expect(info.data.store_name).toBe('S');
  });

  it('refuses an answer that does not match the contract', async () => {
    answer = { status: 200, body: { data: 'not a list' } };
    await expect(
      callContract(clients().backOffice, calls.backoffice.productFeatures, { params: { productId: 7, langCode: 'de' } }),
    ).rejects.toThrow();
  });

  it('turns an error answer into an ApiError with its code', async () => {
    answer = { status: 404, body: { error: { code: 'product_not_found', message: 'Product not found' } } };
    const failure = await callContract(clients().backOffice, calls.backoffice.product, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).code).toBe('product_not_found');
  });

  it('sends per-call headers such as the Idempotency-Key of a pay call', async () => {
    answer = { status: 200, body: { status_code: 200, data: { order_id: 1, order_ref: 'ORD-1', redirect_url: '/order-placed' } } };
    const body = {
      cart_id: 1, customer_id: 2, appliedCoupon: null, api_call: true, session_id: 's', email: 'a@example.com', delivery_address_id: 3,
      delivery_module_id: 77, invoice_address_id: 3, payment_module_id: 4, postage_tax_rule_title: 'p', country_id: 5, locale: 'de_DE',
      isCompany: false, message: '', isCompleteDelivery: false, guest: true,
    };
    await callContract(clients().backOffice, calls.backoffice.vorkassePay, { body }, { headers: { 'idempotency-key': 'attempt-1' } });
    expect(lastHeaders['idempotency-key']).toBe('attempt-1');
  });

  it('hands a non-JSON answer (a PDF) over as it arrived, and an error answer as ApiError', async () => {
    answer = { status: 200, body: { not: 'parsed' } };
    const response = await callContractRaw(clients().backOffice, calls.backoffice.orderDocumentPdf, { params: { id: 7, documentId: 9 } });
    expect(lastUrl).toBe('/api/ExternalOrderApi/order/7/document/9');
    expect(await response.text()).toBe('{"not":"parsed"}');
    answer = { status: 404, body: { error: { code: 'not_found', message: 'Document not found' } } };
    const failure = await callContractRaw(clients().backOffice, calls.backoffice.orderDocumentPdf, { params: { id: 7, documentId: 9 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
