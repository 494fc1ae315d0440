// Binds one call of the contract to a handler: the path and method come from the contract, every
// part of the request is validated there before the handler sees it, and the answer is checked
// against the response schema outside production (STYLE.md, points 2 and 3).
import type { CallDef, CallResponse, ParsedBody, ParsedParams, ParsedQuery } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from './app-error.ts';
import type { Caller, CallerResolver } from './caller.ts';
import { parsePart } from './parse-part.ts';

export type CallContext<C extends CallDef> = {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type CallHandler<C extends CallDef> = (context: CallContext<C>) => Promise<CallResponse<C>> | CallResponse<C>;

export type CallRegistrar = <C extends CallDef>(call: C, handler: CallHandler<C>, options?: RouteShorthandOptions) => void;

export function callRegistrar(
  app: FastifyInstance,
  resolveCaller: CallerResolver,
  options: { validateResponses: boolean },
): CallRegistrar {
  return (call, handler, routeOptions = {}) => {
    app.route({
      ...routeOptions,
      method: call.method,
      url: call.path,
      handler: async (request, reply) => {
        const caller = await resolveCaller(request);
        authorize(call.auth, caller);
        const context = {
          params: parsePart(call.params, request.params),
          query: parsePart(call.query, request.query),
          body: parsePart(call.body, request.body),
          caller,
          request,
          reply,
        } as CallContext<typeof call>;
        const result = await handler(context);
        return options.validateResponses ? call.response.parse(result) : result;
      },
    });
  };
}


function authorize(auth: CallDef['auth'], caller: Caller): void {
  if (auth === 'public') return;
  if (auth === 'customer' && caller.kind !== 'customer') throw new AppError('unauthorized');
  if (auth === 'shop' && caller.kind === 'anonymous') throw new AppError('unauthorized');
}
