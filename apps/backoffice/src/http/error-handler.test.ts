import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/', () => {
    throw error;
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json<{ error: { code: string } }>() };
}

describe('error answers', () => {
  it('says 503 (try again) when the database cannot be reached or no connection is free', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const stopping = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    for (const error of [refused, stopping, new Error('timeout exceeded when trying to connect')]) {
      const answer = await answerTo(error);
      expect(answer).toEqual({ status: 503, retryAfter: '1', body: expect.objectContaining({ error: expect.objectContaining({ code: 'service_unavailable' }) }) });
    }
  });

  it('keeps any other fault a 500 without internals', async () => {
    const answer = await answerTo(new Error('something broke inside'));
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('internal_error');
    expect(JSON.stringify(answer.body)).not.toContain('something broke inside');
  });
});
