import { describe, expect, it } from 'vitest';
import { serverSettings } from './settings.ts';

describe('serverSettings', () => {
  it('reads the port, workers and timeouts from the environment', () => {
    const settings = serverSettings({ PORT: '3001', WEB_CONCURRENCY: '4', REQUEST_TIMEOUT_MS: '5000', HOST: '127.0.0.1' });
    expect(settings).toMatchObject({ port: 3001, workers: 4, requestTimeoutMs: 5000, host: '127.0.0.1', shutdownGraceMs: 10_000 });
  });

  it('defaults to one worker per core and port 3000', () => {
    const settings = serverSettings({});
    expect(settings.port).toBe(3000);
    expect(settings.workers).toBeGreaterThanOrEqual(1);
  });

  it('names a setting that is not a whole number', () => {
    expect(() => serverSettings({ WEB_CONCURRENCY: 'two' })).toThrow('WEB_CONCURRENCY must be a whole number of at least 1, not "two"');
    expect(() => serverSettings({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
    expect(serverSettings({ PORT: '0' }).port).toBe(0);
  });

  it('writes pretty lines only when asked in the demo; production stays with JSON lines', () => {
    expect(serverSettings({}).logFormat).toBe('json');
    expect(serverSettings({ LOG_FORMAT: 'pretty', SHOP_MODE: 'demo' }).logFormat).toBe('pretty');
    expect(serverSettings({ LOG_FORMAT: 'pretty', SHOP_MODE: 'production' }).logFormat).toBe('json');
  });
});
