// The one place errors become HTTP answers (STYLE.md, point 7): known kinds keep their status and
// message, validation problems list their fields, anything else is a 500 without internals.
import { errorBody, errorKinds, zodErrorToBody } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { translateDatabaseError } from '../db/database-errors.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(errorBody('not_found', { message: 'No such route' }));
  });

  app.setErrorHandler((rawError: FastifyError | Error, request, reply) => {
    const error = translateDatabaseError(rawError);
    if (error instanceof ZodError) {
      return reply.code(400).send(zodErrorToBody(error));
    }
    if (error instanceof AppError) {
      const status = errorKinds[error.code].status;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send(
        errorBody(error.code, {
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
          ...(error.details === undefined ? {} : { details: error.details }),
        }),
      );
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: { code: 'rate_limited', message: 'Too many requests, please wait a moment.' } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the request, not us.
      return reply.code(status).send(errorBody('validation_failed', { message: fastifyError.message, fields: [] }));
    }
    request.log.error({ err: error }, 'request failed');
    if (databaseUnavailable(error)) {
      // The database is down or every connection is busy: a temporary state, said as such.
      return reply.code(503).header('retry-after', '1').send(errorBody('service_unavailable'));
    }
    return reply.code(500).send(errorBody('internal_error'));
  });
}

/** A connection to the database could not be had (refused, shutting down, none free in time). */
function databaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === '57P01' || // admin_shutdown: the server is stopping
    code === '57P03' || // cannot_connect_now: starting up or shutting down
    error.message === 'timeout exceeded when trying to connect' ||
    error.message === 'Connection terminated unexpectedly'
  );
}
