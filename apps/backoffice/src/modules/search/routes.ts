// The search endpoint the browser queries directly (spec sections 1 and 7): GET
// {api}/search/indexes/{products|content}/search, as GET /api/ConfigApi announces. Read-only: no
// other method is served under /search. Every call must carry the public search key as a bearer
// token; the key only opens this endpoint, nothing else. Cross-origin calls are allowed from the
// storefront origins (the back office's CORS settings).
import { timingSafeEqual } from 'node:crypto';
import { BEARER_SCHEME, calls, contentSearchQuerySchema, productSearchQuerySchema, unescapeSearchTerm } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SearchEngine } from './search-engine.ts';

export const SEARCH_PREFIX = '/search';

export function registerSearchRoutes(app: FastifyInstance, engine: SearchEngine, options: { searchKey: string; validateResponses: boolean }): void {
  const key = Buffer.from(options.searchKey);
  void app.register(
    async (scope) => {
      scope.get(calls.search.products.path, async (request, reply) => {
        requireSearchKey(request, key);
        const { index } = calls.search.products.params.parse(request.params);
        void reply.header('cache-control', 'no-store');
        if (index === 'products') {
          const query = productSearchQuerySchema.parse(request.query);
          const answer = await engine.searchProducts({
            text: unescapeSearchTerm(query.q),
            locale: query.locale,
            countryId: query.country_id,
            categoryId: query.category,
            offset: query.offset,
            limit: query.limit,
          });
          return options.validateResponses ? calls.search.products.response.parse(answer) : answer;
        }
        if (index === 'content') {
          const query = contentSearchQuerySchema.parse(request.query);
          const answer = await engine.searchContent({ text: unescapeSearchTerm(query.q), locale: query.locale, offset: query.offset, limit: query.limit });
          return options.validateResponses ? calls.search.content.response.parse(answer) : answer;
        }
        throw notFound('not_found', 'No such search index');
      });
    },
    { prefix: SEARCH_PREFIX },
  );
}

function requireSearchKey(request: FastifyRequest, key: Buffer): void {
  const [scheme, value = ''] = (request.headers.authorization ?? '').split(' ', 2);
  const given = Buffer.from(value);
  if (scheme !== BEARER_SCHEME || given.length !== key.length || !timingSafeEqual(given, key)) {
    throw new AppError('unauthorized', { message: 'This endpoint needs the public search key from ConfigApi.' });
  }
}
