// One JSON line per event on stdout (pino), also for the shop code's own console calls, so a
// log collector reads every line the process writes. A request's line carries the id nginx or the
// client sent (`x-request-id`, else a new one), which the storefront passes on to the back office;
// URLs are redacted (guest-order hashes, tokens), and no header or cookie is logged.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:util';
import { acceptedRequestId, redactUrl, REQUEST_ID_HEADER } from '@shop/contract/redact-url';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string, base: Record<string, unknown>, format: 'json' | 'pretty' = 'json'): Logger {
  // Pretty (the demo and `pnpm dev`): short coloured lines for a person, through pino-pretty.
  const transport = { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service,req,res,responseTime,role', singleLine: true, messageFormat: '{if service}{service}: {end}{msg}' } };
  return pino({ level, base: { pid: process.pid, ...base }, ...(format === 'pretty' ? { transport } : {}) });
}

/** Sends console.* through the logger (the shop code reports render errors with console.error). */
export function routeConsoleTo(logger: Logger): void {
  console.error = (...args: unknown[]) => logger.error(format(...args));
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.info = (...args: unknown[]) => logger.info(format(...args));
  // eslint-disable-next-line no-console -- replaced, not called: dependencies may still log this way
  console.log = (...args: unknown[]) => logger.info(format(...args));
}

/** Gives each request its id (kept on the request for the shop code to pass on) and logs its answer. */
export function requestLogging(logger: Logger, format: 'json' | 'pretty' = 'json') {
  return pinoHttp({
    logger,
    // Pretty: the line says it all (method, path, status, time); JSON keeps the fields apart.
    ...(format === 'pretty'
      ? {
          customSuccessMessage: (request: IncomingMessage, response: ServerResponse, time: number) => `${request.method ?? ''} ${redactUrl(request.url ?? '')} ${response.statusCode} ${Math.round(time)} ms`,
          customErrorMessage: (request: IncomingMessage, response: ServerResponse) => `${request.method ?? ''} ${redactUrl(request.url ?? '')} ${response.statusCode}`,
        }
      : {}),
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
      request.headers[REQUEST_ID_HEADER] = id;
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: redactUrl(request.url) }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    // Fingerprinted assets are many and never interesting; nginx logs them where one runs.
    autoLogging: { ignore: (request) => request.url?.startsWith('/assets/') ?? false },
  });
}
